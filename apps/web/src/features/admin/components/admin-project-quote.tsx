import {
  type ProjectQuote,
  type ProjectQuoteDocument,
  QUOTE_MISSING_REASONS,
  QUOTE_VALIDITY_DAYS,
} from '@escouade/contract/billing';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { PATHS } from '@escouade/contract/paths';
import { clsx } from 'clsx';
import { FilePlus2, FileText } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { adminQuotePdfUrl, useAdminProjectQuote, useRedraftQuote } from '../api/admin-project-quote';

type MissingReason = (typeof QUOTE_MISSING_REASONS)[number];
type Language = 'fr' | 'en';

const STATUS_CLASSES: Record<Exclude<ProjectQuote['status'], 'missing'>, string> = {
  to_accept: 'border-brand-100 bg-brand-50 text-brand-800',
  expired: 'border-danger-200 bg-danger-50 text-danger-700',
  accepted: 'border-success-200 bg-success-50 text-success-800',
};

/** How many characters of the accepted document's hash are shown before the reader asks for all of it. */
const SHORT_HASH_LENGTH = 12;

const euros = (cents: number, language: Language) => formatMoney(cents / 100, language);

function isMissingReason(value: unknown): value is MissingReason {
  return QUOTE_MISSING_REASONS.some((reason) => reason === value);
}

/** What came of the last request for a new version, said in the section until the next one. */
type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The project's quote as an administrator oversees it, in the body of its page's section: why there is none yet,
 * or its figures, its PDF and — while the client has not accepted it — a new version drafted after a
 * confirmation; once accepted, who accepted it, when, and the hash of what they accepted: it is the contract.
 *
 * The confirmation and what came of it live here, above the quote's states: a refusal because the client
 * accepted meanwhile reads the quote again, which takes its button away, but neither the dialog nor the refusal.
 */
export function AdminProjectQuote({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(['adminArea', 'billing', 'errors']);
  const language = getCurrentLanguage(i18n);
  const query = useAdminProjectQuote(projectId);
  const redraft = useRedraftQuote(projectId);
  /** The version the confirmation is about; null while it is closed. */
  const [confirming, setConfirming] = useState<ProjectQuoteDocument | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const hasFailed = useRef(false);

  /** Why a new version was refused: why the quote cannot be drafted when the API says, else its code's words. */
  const refusalOf = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'QUOTE_NOT_READY') {
      const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
      if (isMissingReason(reason)) return t(`project.quote.missing.${reason}`);
    }
    return apiErrorMessage(t, error);
  };

  const onConfirm = async () => {
    hasFailed.current = false;
    setOutcome(null);
    try {
      const drafted = await redraft.mutateAsync();
      if (drafted.quote) {
        const { number, version } = drafted.quote;
        setOutcome({ tone: 'success', text: t('project.quote.redrafted', { number, version }) });
      }
    } catch (error) {
      hasFailed.current = true;
      setOutcome({ tone: 'error', text: t('project.quote.redraftFailed', { reason: refusalOf(error) }) });
    }
  };

  if (query.isPending) return <Spinner label={t('project.quote.loading')} />;
  if (!query.data) {
    return (
      <LoadFailure
        message={t('project.quote.loadFailed', { reason: apiErrorMessage(t, query.error) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const view = query.data;
  const outcomeAlert = outcome && (
    <FormAlert ref={outcomeRef} tone={outcome.tone}>
      {outcome.text}
    </FormAlert>
  );

  let content: ReactNode;
  if (view.status === 'missing' || !view.quote) {
    const reason = view.missingReason;
    const isAgencyMissing = reason === 'AGENCY_SETTINGS_MISSING';
    content = (
      <div className="flex flex-col gap-2 text-sm">
        {outcomeAlert}
        <p className="font-medium text-ink">{t('project.quote.none')}</p>
        <p className="text-ink-muted">{t(`project.quote.missing.${reason ?? 'UNKNOWN'}`)}</p>
        {isAgencyMissing && (
          <Link to={PATHS.adminAgency} className="self-start text-brand-700 underline underline-offset-2">
            {t('project.quote.agencyLink')}
          </Link>
        )}
      </div>
    );
  } else {
    const quote = view.quote;
    const status = view.status;
    const isAccepted = status === 'accepted';
    content = (
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={clsx('rounded-full border px-2.5 py-0.5 font-medium text-xs', STATUS_CLASSES[status])}
          >
            {t(`billing:quote.status.${status}`)}
          </span>
          <span className="text-ink-muted">
            {status === 'expired'
              ? t('project.quote.expired', { date: formatDay(quote.validUntil, language) })
              : t(`project.quote.${isAccepted ? 'isContract' : 'toAccept'}`)}
          </span>
        </div>

        {outcomeAlert}

        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <Row term={t('project.quote.number')}>
            <span className="break-words">{quote.number}</span>
          </Row>
          <Row term={t('billing:quote.version')}>
            <span className="tabular-nums">{quote.version}</span>
          </Row>
          <Row term={t('billing:quote.issueDate')}>
            <time dateTime={quote.issueDate}>{formatDay(quote.issueDate, language)}</time>
          </Row>
          <Row term={t('billing:quote.validUntil')}>
            <time dateTime={quote.validUntil}>{formatDay(quote.validUntil, language)}</time>
          </Row>
          <Row term={t('billing:quote.mode')}>{t(`billing:quote.modes.${quote.billingMode}`)}</Row>
          <Row term={t('billing:quote.net')}>
            <span className="tabular-nums">{euros(quote.netCents, language)}</span>
          </Row>
          <Row term={t('project.quote.vat')}>
            <span className="tabular-nums">{euros(quote.vatCents, language)}</span>
            {quote.vatExemption && (
              <span className="block break-words text-ink-muted">{quote.vatExemption}</span>
            )}
          </Row>
          <Row term={t('billing:quote.gross')}>
            <span className="font-semibold tabular-nums">{euros(quote.grossCents, language)}</span>
          </Row>
        </dl>

        {view.acceptance && <Acceptance acceptance={view.acceptance} language={language} />}

        <div className="flex flex-wrap gap-2">
          <a href={adminQuotePdfUrl(projectId)} download className={buttonClasses('secondary')}>
            <FileText aria-hidden="true" className="size-4" />
            {t('billing:quote.downloadPdf', { number: quote.number })}
          </a>
          {!isAccepted && (
            <Button onClick={() => setConfirming(quote)} disabled={redraft.isPending}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t('project.quote.redraft')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      {content}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="default"
        title={t('project.quote.redraftTitle', { number: confirming?.number ?? '' })}
        description={t('project.quote.redraftDescription', {
          version: (confirming?.version ?? 0) + 1,
          days: QUOTE_VALIDITY_DAYS,
        })}
        confirmLabel={t('project.quote.redraftConfirm')}
        pendingLabel={t('project.quote.redrafting')}
        cancelLabel={t('project.quote.redraftKeep')}
        onConfirm={onConfirm}
        onCloseAutoFocus={(event) => {
          // A refusal takes the focus: the button that opened the dialog may be gone (accepted meanwhile).
          if (!hasFailed.current) return;
          event.preventDefault();
          outcomeRef.current?.focus();
        }}
      />
    </>
  );
}

function Acceptance({
  acceptance,
  language,
}: {
  acceptance: NonNullable<ProjectQuote['acceptance']>;
  language: Language;
}) {
  const { t } = useTranslation(['adminArea']);
  const hash = acceptance.documentSha256;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-success-200 bg-success-50 p-4">
      <p className="break-words text-ink">
        {t('project.quote.acceptedBy', {
          name: acceptance.fullName,
          date: formatExactDate(acceptance.acceptedAt, language),
        })}
      </p>
      <details className="min-w-0">
        <summary className="cursor-pointer text-ink-muted">
          {t('project.quote.hash')}{' '}
          <code className="font-mono text-ink" title={hash}>
            {t('project.quote.hashShort', { hash: hash.slice(0, SHORT_HASH_LENGTH) })}
          </code>
        </summary>
        <code className="mt-1 block break-all font-mono text-ink text-xs">{hash}</code>
      </details>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-muted">{term}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </>
  );
}
