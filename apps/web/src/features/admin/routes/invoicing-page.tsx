import type { AdminInvoices, BillableMilestone } from '@escouade/contract/billing';
import { dayInFrance, laterDay } from '@escouade/contract/calendar-days';
import { FileText, Receipt, Undo2, Wallet } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { formatDay } from '../admin-format';
import { parseDecimal } from '../agency-settings-form';
import {
  type InvoicingAction,
  useAdminInvoices,
  useBillableMilestones,
  useInvoicingAction,
} from '../api/invoicing';
import { euros } from '../components/revenue-chart';

type AdminInvoice = AdminInvoices['invoices'][number];
type Pending = { action: InvoicingAction; title: string; description: string; confirmLabel: string };

/** Euros typed with a comma or a point, in cents; null when it is not a positive amount with two decimals. */
function centsOf(text: string): number | null {
  const value = parseDecimal(text);
  if (!Number.isFinite(value) || value <= 0 || Math.round(value * 100) !== value * 100) return null;
  return Math.round(value * 100);
}

/**
 * `/admin/invoicing`: the milestones clients accepted, to invoice at their agreed price; the latest invoices, to
 * record a bank transfer received or to cancel by a credit note. Every one of these is confirmed first: an
 * issued invoice never changes.
 */
export function InvoicingPage() {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  useDocumentTitle('adminInvoicing');
  const language = getCurrentLanguage(i18n);
  const milestones = useBillableMilestones();
  const invoices = useAdminInvoices();
  const act = useInvoicingAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState('');

  const confirm = async () => {
    if (!pending) return;
    try {
      const done = await act.mutateAsync(pending.action);
      setOutcome(
        pending.action.kind !== 'payment' && 'number' in done
          ? t('billing:invoicing.issued', { number: done.number })
          : t('billing:invoicing.paymentRecorded'),
      );
    } catch (error) {
      setOutcome(t('billing:invoicing.failed', { reason: apiErrorMessage(t, error) }));
    }
  };

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('billing:invoicing.title')}</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('billing:invoicing.intro')}</p>
      <p role="status" aria-live="polite" className="mt-4 font-medium text-ink text-sm empty:hidden">
        {outcome}
      </p>

      <QuerySection
        title={t('billing:invoicing.milestonesTitle')}
        className="mt-6"
        query={milestones}
        items={(data) => data.milestones}
        emptyText={t('billing:invoicing.milestonesEmpty')}
      >
        {(milestone) => (
          <li key={milestone.milestoneId}>
            <MilestoneToInvoice
              milestone={milestone}
              onIssue={(amountCents) =>
                setPending({
                  action: {
                    kind: 'issue',
                    projectId: milestone.projectId,
                    milestoneId: milestone.milestoneId,
                    amountCents,
                  },
                  title: t('billing:invoicing.issueTitle', { title: milestone.title }),
                  description: t('billing:invoicing.issueText', {
                    amount: euros(amountCents, language),
                    project: milestone.projectTitle,
                  }),
                  confirmLabel: t('billing:invoicing.issueConfirm'),
                })
              }
            />
          </li>
        )}
      </QuerySection>

      <QuerySection
        title={t('billing:invoicing.invoicesTitle')}
        className="mt-10"
        query={invoices}
        items={(data) => data.invoices}
        emptyText={t('billing:invoicing.invoicesEmpty')}
      >
        {(invoice) => (
          <li key={invoice.id}>
            <InvoiceCard
              invoice={invoice}
              onAction={(action) => {
                const number = invoice.number;
                setPending(
                  action.kind === 'payment'
                    ? {
                        action,
                        title: t('billing:invoicing.paymentTitle', { number }),
                        description: t('billing:invoicing.paymentText', {
                          amount: euros(action.amountCents, language),
                          date: formatDay(action.paidOn, language, 'long'),
                        }),
                        confirmLabel: t('billing:invoicing.paymentConfirm'),
                      }
                    : {
                        action,
                        title: t('billing:invoicing.creditTitle', { number }),
                        description:
                          action.kind === 'credit' && action.amountCents
                            ? t('billing:invoicing.creditPartText', {
                                amount: euros(action.amountCents, language),
                              })
                            : t('billing:invoicing.creditWholeText'),
                        confirmLabel: t('billing:invoicing.creditConfirm'),
                      },
                );
              }}
            />
          </li>
        )}
      </QuerySection>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        tone={pending?.action.kind === 'credit' ? 'danger' : 'default'}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        pendingLabel={t('billing:invoicing.working')}
        cancelLabel={t('billing:invoicing.cancel')}
        onConfirm={confirm}
      />
    </MainContent>
  );
}

/** A titled list read from the API, with its loading, failure and empty states. */
function QuerySection<Data, Item>({
  title,
  className,
  query,
  items,
  emptyText,
  children,
}: {
  title: string;
  className: string;
  query: UseQueryResult<Data>;
  items: (data: Data) => Item[];
  emptyText: string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation(['billing', 'errors']);
  const headingId = useId();
  const list = query.data ? items(query.data) : [];
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={t('billing:invoicing.loading')} />
      ) : query.isError || !query.data ? (
        <LoadFailure
          boxed
          message={t('billing:invoicing.loadFailed', { reason: apiErrorMessage(t, query.error) })}
          onRetry={() => void query.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="mt-2 text-ink-muted text-sm">{emptyText}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">{list.map(children)}</ul>
      )}
    </section>
  );
}

function MilestoneToInvoice({
  milestone,
  onIssue,
}: {
  milestone: BillableMilestone;
  onIssue: (amountCents: number) => void;
}) {
  const { t } = useTranslation('billing');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = centsOf(amount);
    if (cents === null) {
      setError(t('invoicing.amountInvalid'));
      return;
    }
    setError(undefined);
    onIssue(cents);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-ink">
          {milestone.title}
        </h3>
        <p className="text-ink-muted text-sm">{milestone.projectTitle}</p>
        {!milestone.hasBillingDetails && (
          <p className="mt-1 text-danger-700 text-sm">{t('invoicing.noBillingDetails')}</p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t('invoicing.amount')} error={error}>
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              className={`${fieldControlClasses} sm:w-40`}
            />
          )}
        </FormField>
        <Button type="submit" disabled={!milestone.hasBillingDetails}>
          <Receipt aria-hidden="true" className="size-4" />
          {t('invoicing.issue')}
        </Button>
      </div>
    </form>
  );
}

/** A day as the date field gives it: empty when it is cleared or incomplete. */
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function InvoiceCard({
  invoice,
  onAction,
}: {
  invoice: AdminInvoice;
  onAction: (action: InvoicingAction) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const language = getCurrentLanguage(i18n);
  const [open, setOpen] = useState<'payment' | 'credit' | null>(null);
  // The agency's day: an invoice is dated by it, and a payment cannot come before its invoice.
  const today = dayInFrance();
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(laterDay(today, invoice.issueDate));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const headingId = useId();
  const isInvoice = invoice.kind === 'invoice';
  const isPayment = open === 'payment';
  const balance = invoice.grossCents - invoice.creditedCents - invoice.paidCents;
  const isOpenInvoice = isInvoice && balance > 0;
  const canCredit = isInvoice && invoice.creditedCents < invoice.grossCents;
  const isOverdue = isOpenInvoice && invoice.dueDate !== null && invoice.dueDate < today;
  const statusKey =
    invoice.status === null
      ? null
      : isOverdue
        ? 'overdue'
        : invoice.status === 'unpaid'
          ? 'due'
          : invoice.status;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open === 'payment') {
      const cents = centsOf(amount);
      setError(cents === null ? t('invoicing.amountInvalid') : undefined);
      const dayProblem = !isDay(paidOn)
        ? t('invoicing.paidOnInvalid')
        : paidOn < invoice.issueDate
          ? t('invoicing.paidBeforeIssue', { date: formatDay(invoice.issueDate, language, 'long') })
          : paidOn > today
            ? t('invoicing.paidInFuture')
            : undefined;
      setDateError(dayProblem);
      if (cents === null || dayProblem) return;
      onAction({
        kind: 'payment',
        invoiceId: invoice.id,
        amountCents: cents,
        paidOn,
        reference: text.trim() || null,
      });
    } else if (open === 'credit') {
      if (text.trim() === '') return setError(t('invoicing.reasonRequired'));
      const cents = amount.trim() === '' ? undefined : centsOf(amount);
      if (cents === null) return setError(t('invoicing.amountInvalid'));
      setError(undefined);
      onAction({ kind: 'credit', invoiceId: invoice.id, reason: text.trim(), amountCents: cents });
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {t(isInvoice ? 'project.invoice' : 'project.creditNote', { number: invoice.number })}
        </h3>
        {statusKey && <span className="text-ink-muted text-sm">{t(`project.status.${statusKey}`)}</span>}
      </div>
      <p className="text-ink-muted text-sm">
        {[invoice.projectTitle ?? t('finance.noProject'), invoice.milestoneTitle].filter(Boolean).join(' · ')}
      </p>
      <p className="mt-1 text-ink text-sm tabular-nums">
        {t('invoicing.amounts', {
          gross: euros(invoice.grossCents, language),
          balance: euros(Math.max(balance, 0), language),
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`}
          download
          className={buttonClasses('ghost')}
        >
          <FileText aria-hidden="true" className="size-4" />
          {t('project.downloadPdf', { number: invoice.number })}
        </a>
        {isOpenInvoice && (
          <Button
            variant="secondary"
            aria-expanded={open === 'payment'}
            onClick={() => setOpen(open === 'payment' ? null : 'payment')}
          >
            <Wallet aria-hidden="true" className="size-4" />
            {t('invoicing.recordPayment')}
          </Button>
        )}
        {canCredit && (
          <Button
            variant="secondary"
            aria-expanded={open === 'credit'}
            onClick={() => setOpen(open === 'credit' ? null : 'credit')}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('invoicing.issueCredit')}
          </Button>
        )}
      </div>
      {open && (
        <form noValidate onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
          <FormField
            label={t(open === 'payment' ? 'invoicing.paymentAmount' : 'invoicing.creditAmount')}
            error={error}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                className={fieldControlClasses}
              />
            )}
          </FormField>
          {isPayment && (
            <FormField label={t('invoicing.paidOn')} error={dateError}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  min={invoice.issueDate}
                  max={today}
                  value={paidOn}
                  onChange={(event) => setPaidOn(event.currentTarget.value)}
                  className={fieldControlClasses}
                />
              )}
            </FormField>
          )}
          <FormField label={t(open === 'payment' ? 'invoicing.reference' : 'invoicing.reason')}>
            {(control) => (
              <input
                {...control}
                value={text}
                maxLength={open === 'payment' ? 140 : 300}
                onChange={(event) => setText(event.currentTarget.value)}
                className={fieldControlClasses}
              />
            )}
          </FormField>
          <div className="sm:col-span-3">
            <Button type="submit">
              {t(open === 'payment' ? 'invoicing.recordPayment' : 'invoicing.issueCredit')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
