import type { ProjectQuote, ProjectQuoteDocument, QuoteLine } from '@escouade/contract/billing';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { clsx } from 'clsx';
import { FileText, FileSignature } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { LoadFailure } from '../../../../components/load-failure';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, fieldControlClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatExactDate } from '../../../../lib/format-dates';
import { getCurrentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { quotePdfUrl, useAcceptQuote, useProjectQuote } from '../../api/project-billing';

type Status = ProjectQuote['status'];

const STATUS_CLASSES: Record<Status, string> = {
  missing: 'border-line bg-canvas text-ink-muted',
  to_accept: 'border-brand-100 bg-brand-50 text-brand-800',
  expired: 'border-danger-200 bg-danger-50 text-danger-700',
  accepted: 'border-success-200 bg-success-50 text-success-800',
};

const euros = (cents: number, language: string) => formatMoney(cents / 100, language);

/**
 * The project's quote: for its client side, its lines, totals and validity, its PDF, and the form that accepts it
 * (full name typed, then a confirmation); once accepted, who accepted it, when, and the hash of what they
 * accepted. The team's members read its status only.
 */
export function ProjectQuoteCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const language = getCurrentLanguage(i18n);
  const quote = useProjectQuote(projectId);
  const headingId = useId();

  let body;
  if (quote.isPending) body = <Spinner label={t('billing:quote.loading')} />;
  else if (quote.isError || !quote.data) {
    body = (
      <LoadFailure
        message={t('billing:quote.loadFailed', { reason: apiErrorMessage(t, quote.error) })}
        onRetry={() => void quote.refetch()}
      />
    );
  } else if (quote.data.status === 'missing') {
    body = (
      <p className="text-ink-muted text-sm">
        {t(`billing:quote.missing.${quote.data.missingReason ?? 'TEAM_NOT_STAFFED'}`)}
      </p>
    );
  } else {
    body = <QuoteBody projectId={projectId} view={quote.data} language={language} />;
  }

  const status = quote.data?.status;
  // A quote not drafted yet has no badge: the card says why instead.
  const badge = status === 'missing' ? undefined : status;
  return (
    <section
      id="quote"
      aria-labelledby={headingId}
      className="rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink text-xl">
          {quote.data?.quote
            ? t('billing:quote.titleNumbered', { number: quote.data.quote.number })
            : t('billing:quote.title')}
        </h2>
        {badge && (
          <span
            className={clsx('rounded-full border px-2.5 py-0.5 font-medium text-xs', STATUS_CLASSES[badge])}
          >
            {t(`billing:quote.status.${badge}`)}
          </span>
        )}
      </div>
      {body}
    </section>
  );
}

function QuoteBody({
  projectId,
  view,
  language,
}: {
  projectId: string;
  view: ProjectQuote;
  language: 'fr' | 'en';
}) {
  const { t } = useTranslation(['billing', 'errors']);
  const { quote, acceptance } = view;
  const isExpired = view.status === 'expired';
  return (
    <div className="flex flex-col gap-4">
      {acceptance && (
        <div className="rounded-md border border-success-200 bg-success-50 p-4 text-sm">
          <p className="text-ink">
            {t('billing:quote.acceptedBy', {
              name: acceptance.fullName,
              date: formatExactDate(acceptance.acceptedAt, language),
            })}
          </p>
          <p className="mt-2 text-ink-muted">{t('billing:quote.hash')}</p>
          <p className="break-all font-mono text-ink text-xs">{acceptance.documentSha256}</p>
        </div>
      )}
      {!quote ? (
        <p className="text-ink-muted text-sm">{t(`billing:quote.teamStatus.${view.status}`)}</p>
      ) : (
        <>
          <QuoteDocument quote={quote} language={language} />
          {isExpired && (
            <p className="text-ink text-sm">
              {t('billing:quote.expired', { date: formatDay(quote.validUntil, language) })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <a href={quotePdfUrl(projectId)} download className={buttonClasses('secondary')}>
              <FileText aria-hidden="true" className="size-4" />
              {t('billing:quote.downloadPdf', { number: quote.number })}
            </a>
          </div>
          {view.canAccept && <AcceptQuoteForm projectId={projectId} quote={quote} />}
        </>
      )}
    </div>
  );
}

function QuoteDocument({ quote, language }: { quote: ProjectQuoteDocument; language: 'fr' | 'en' }) {
  const { t } = useTranslation(['billing']);
  const percent = (rate: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate);
  /** « 12,5 jours × 560 € » for a member's days, « Forfait de 4 200 € » for a milestone, nothing for the fee. */
  const lineQuantity = (line: QuoteLine): string => {
    const price = euros(line.unitPriceCents, language);
    if (line.unit === 'DAY') {
      const days = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(line.quantity);
      return t('billing:quote.days', { count: line.quantity, days, price });
    }
    return line.kind === 'agency-fee' ? '' : t('billing:quote.flat', { price });
  };
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('billing:quote.issueDate')}</dt>
          <dd className="text-ink tabular-nums">{formatDay(quote.issueDate, language)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('billing:quote.validUntil')}</dt>
          <dd className="text-ink tabular-nums">{formatDay(quote.validUntil, language)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('billing:quote.mode')}</dt>
          <dd className="text-ink">{t(`billing:quote.modes.${quote.billingMode}`)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('billing:quote.version')}</dt>
          <dd className="text-ink tabular-nums">{quote.version}</dd>
        </div>
      </dl>
      <h3 className="font-semibold text-ink">{t('billing:quote.lines')}</h3>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {quote.lines.map((line, index) => (
          <li
            // Lines have no id of their own; their order is the document's, fixed for a version.
            key={`${quote.version}:${index}`}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3 text-sm"
          >
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-ink">{line.description}</p>
              {line.detail && <p className="break-words text-ink-muted">{line.detail}</p>}
              {lineQuantity(line) && <p className="text-ink-muted tabular-nums">{lineQuantity(line)}</p>}
            </div>
            <p className="font-medium text-ink tabular-nums">{euros(line.netCents, language)}</p>
          </li>
        ))}
      </ul>
      <dl className="ml-auto grid w-full gap-1 text-sm sm:max-w-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('billing:quote.net')}</dt>
          <dd className="text-ink tabular-nums">{euros(quote.netCents, language)}</dd>
        </div>
        {quote.vatBreakdown.map((group) => (
          <div key={`${group.category}/${group.ratePercent}`} className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              {group.category === 'S'
                ? t('billing:quote.vatRate', { rate: percent(group.ratePercent) })
                : t(`billing:quote.vatCategory.${group.category}`)}
            </dt>
            <dd className="text-ink tabular-nums">{euros(group.vatCents, language)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-line border-t pt-1">
          <dt className="font-semibold text-ink">{t('billing:quote.gross')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{euros(quote.grossCents, language)}</dd>
        </div>
      </dl>
      {quote.vatExemption && <p className="text-ink-muted text-sm">{quote.vatExemption}</p>}
    </>
  );
}

function AcceptQuoteForm({ projectId, quote }: { projectId: string; quote: ProjectQuoteDocument }) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const language = getCurrentLanguage(i18n);
  const accept = useAcceptQuote(projectId);
  const [fullName, setFullName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (fullName.trim().length < 2) {
      setNameError(t('billing:quote.nameRequired'));
      inputRef.current?.focus();
      return;
    }
    setNameError(undefined);
    setFailure(null);
    setIsConfirming(true);
  };

  const onConfirm = async () => {
    try {
      await accept.mutateAsync({ fullName: fullName.trim(), documentSha256: quote.documentSha256 });
    } catch (error) {
      setFailure(t('billing:quote.acceptFailed', { reason: apiErrorMessage(t, error) }));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg bg-canvas p-4">
      <h3 className="font-semibold text-ink">{t('billing:quote.acceptTitle')}</h3>
      <p className="text-ink-muted text-sm">{t('billing:quote.acceptIntro')}</p>
      {failure && (
        <FormAlert ref={alertRef} tone="error">
          {failure}
        </FormAlert>
      )}
      <FormField label={t('billing:quote.fullName')} error={nameError}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="text"
            autoComplete="name"
            maxLength={200}
            value={fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
            className={fieldControlClasses}
          />
        )}
      </FormField>
      <Button type="submit" className="self-start" disabled={accept.isPending}>
        <FileSignature aria-hidden="true" className="size-4" />
        {t('billing:quote.accept')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        tone="default"
        title={t('billing:quote.confirmTitle', { number: quote.number })}
        description={t('billing:quote.confirmDescription', {
          name: fullName.trim(),
          amount: euros(quote.grossCents, language),
        })}
        confirmLabel={t('billing:quote.confirm')}
        pendingLabel={t('billing:quote.accepting')}
        cancelLabel={t('billing:quote.cancel')}
        onConfirm={onConfirm}
      />
    </form>
  );
}
