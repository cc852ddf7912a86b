import type { InvoiceSummary } from '@escouade/contract/billing';
import { formatMoney } from '@escouade/contract/format';
import { clsx } from 'clsx';
import { FileCode, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadFailure } from '../../../../components/load-failure';
import { buttonClasses } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { invoiceFileUrl, usePaymentInstructions, useProjectInvoices } from '../../api/project-billing';

type ShownStatus = 'paid' | 'credited' | 'overdue' | 'partly_paid' | 'due';

/** What the client reads of an invoice's state: paid, credited, overdue (past its due date), or due. */
export function shownStatus(invoice: InvoiceSummary, today: string): ShownStatus | null {
  if (invoice.status === null) return null;
  if (invoice.status === 'paid' || invoice.status === 'credited') return invoice.status;
  if (invoice.dueDate !== null && invoice.dueDate < today) return 'overdue';
  return invoice.status === 'partly_paid' ? 'partly_paid' : 'due';
}

const STATUS_CLASSES: Record<ShownStatus, string> = {
  paid: 'border-success-200 bg-success-50 text-success-800',
  credited: 'border-line bg-canvas text-ink-muted',
  overdue: 'border-danger-200 bg-danger-50 text-danger-700',
  partly_paid: 'border-brand-100 bg-brand-50 text-brand-800',
  due: 'border-brand-100 bg-brand-50 text-brand-800',
};

const euros = (cents: number, language: string) => formatMoney(cents / 100, language);
const day = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );

/**
 * The project's invoices and credit notes, for its client (and administrators): number, dates, amount, whether
 * it is paid, due or overdue, the PDF and the XML to download, and how to pay what is left.
 */
export function ProjectInvoices({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const language = getCurrentLanguage(i18n);
  const invoices = useProjectInvoices(projectId);
  const headingId = useId();
  const today = new Date().toISOString().slice(0, 10);

  let body;
  if (invoices.isPending) body = <Spinner label={t('billing:project.loading')} />;
  else if (invoices.isError || !invoices.data) {
    body = (
      <LoadFailure
        message={t('billing:project.loadFailed', { reason: apiErrorMessage(t, invoices.error) })}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (invoices.data.invoices.length === 0) {
    body = <p className="text-ink-muted text-sm">{t('billing:project.empty')}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {invoices.data.invoices.map((invoice) => {
          const status = shownStatus(invoice, today);
          const balance = invoice.grossCents - invoice.creditedCents - invoice.paidCents;
          const isInvoice = invoice.kind === 'invoice';
          const isPayable = isInvoice && balance > 0 && status !== 'credited';
          return (
            <li key={invoice.id} className="rounded-lg border border-line p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-ink">
                  {t(isInvoice ? 'billing:project.invoice' : 'billing:project.creditNote', {
                    number: invoice.number,
                  })}
                </h3>
                {status && (
                  <span
                    className={clsx(
                      'rounded-full border px-2.5 py-0.5 font-medium text-xs',
                      STATUS_CLASSES[status],
                    )}
                  >
                    {t(`billing:project.status.${status}`)}
                  </span>
                )}
              </div>
              <p className="mt-1 text-ink-muted text-sm">
                {isInvoice
                  ? (invoice.milestoneTitle ?? '')
                  : t('billing:project.cancels', { number: invoice.creditsNumber ?? '' })}
              </p>
              <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{t('billing:project.issueDate')}</dt>
                  <dd className="text-ink tabular-nums">{day(invoice.issueDate, language)}</dd>
                </div>
                {invoice.dueDate && isInvoice && (
                  <div className="flex justify-between gap-4">
                    <dt className="text-ink-muted">{t('billing:project.dueDate')}</dt>
                    <dd className="text-ink tabular-nums">{day(invoice.dueDate, language)}</dd>
                  </div>
                )}
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{t('billing:project.net')}</dt>
                  <dd className="text-ink tabular-nums">{euros(invoice.netCents, language)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{t('billing:project.gross')}</dt>
                  <dd className="font-medium text-ink tabular-nums">{euros(invoice.grossCents, language)}</dd>
                </div>
                {isInvoice && invoice.paidCents > 0 && (
                  <div className="flex justify-between gap-4">
                    <dt className="text-ink-muted">{t('billing:project.paid')}</dt>
                    <dd className="text-ink tabular-nums">{euros(invoice.paidCents, language)}</dd>
                  </div>
                )}
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <a href={invoiceFileUrl(invoice.id, 'pdf')} download className={buttonClasses('secondary')}>
                  <FileText aria-hidden="true" className="size-4" />
                  {t('billing:project.downloadPdf', { number: invoice.number })}
                </a>
                <a href={invoiceFileUrl(invoice.id, 'xml')} download className={buttonClasses('ghost')}>
                  <FileCode aria-hidden="true" className="size-4" />
                  {t('billing:project.downloadXml', { number: invoice.number })}
                </a>
              </div>
              {isPayable && <HowToPay invoiceId={invoice.id} />}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 font-semibold text-ink text-xl">
        {t('billing:project.title')}
      </h2>
      {body}
    </section>
  );
}

/** The account and reference to pay by transfer (or an online provider's link), read when opened. */
function HowToPay({ invoiceId }: { invoiceId: string }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const language = getCurrentLanguage(i18n);
  const [isOpen, setIsOpen] = useState(false);
  const payment = usePaymentInstructions(invoiceId, isOpen);
  return (
    <details className="mt-3" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700 text-sm">
        {t('billing:project.howToPay')}
      </summary>
      {payment.isPending ? (
        <Spinner label={t('billing:project.paymentLoading')} />
      ) : payment.isError || !payment.data ? (
        <LoadFailure
          message={t('billing:project.paymentFailed', { reason: apiErrorMessage(t, payment.error) })}
          onRetry={() => void payment.refetch()}
        />
      ) : (
        <dl className="grid gap-1 rounded-md bg-canvas p-3 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-ink-muted">{t('billing:project.amountDue')}</dt>
            <dd className="font-medium text-ink tabular-nums">
              {euros(payment.data.amountDueCents, language)}
            </dd>
          </div>
          {payment.data.accountHolder && (
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">{t('billing:project.accountHolder')}</dt>
              <dd className="text-ink">{payment.data.accountHolder}</dd>
            </div>
          )}
          {payment.data.iban && (
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">{t('billing:project.iban')}</dt>
              <dd className="break-all font-mono text-ink">{payment.data.iban}</dd>
            </div>
          )}
          {payment.data.bic && (
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">{t('billing:project.bic')}</dt>
              <dd className="font-mono text-ink">{payment.data.bic}</dd>
            </div>
          )}
          <div className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-ink-muted">{t('billing:project.reference')}</dt>
            <dd className="font-mono text-ink">{payment.data.reference}</dd>
          </div>
          {payment.data.url && (
            <a href={payment.data.url} className={buttonClasses('primary', 'mt-2')}>
              {t('billing:project.payOnline')}
            </a>
          )}
        </dl>
      )}
    </details>
  );
}
