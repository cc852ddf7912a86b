import { displayNameOr } from '@escouade/contract/people';
import type {
  AdminVerification,
  VerificationStatus,
  VerificationSubjectType,
} from '@escouade/contract/verification';
import { Check, Download, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from '../admin-format';
import {
  useDecideVerification,
  useVerificationQueue,
  type VerificationFilters,
  verificationDocumentUrl,
} from '../api/verifications';
import { AdminSearchBox } from '../components/admin-search-box';

const STATUSES: VerificationStatus[] = ['pending', 'approved', 'rejected'];
const SUBJECT_TYPES: VerificationSubjectType[] = ['professional', 'organisation'];
const REASON_MAX_LENGTH = 1000;

/** '120 ko' in French, '120 kB' in English; megabytes from 1 MB, with one decimal. */
function formatFileSize(bytes: number, language: string): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}

/** 123 456 789 00012: a SIRET in the groups it is printed in. */
function formatSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/**
 * `/admin/verifications`: the businesses asking to be verified, pending first (oldest first), then the decided
 * ones; filtered by state and kind, searched by name or SIRET. An administrator downloads the registration
 * document, then approves (after a confirmation) or rejects with a reason the requester reads.
 */
export function VerificationsPage() {
  const { t } = useTranslation(['adminArea', 'common', 'errors']);
  useDocumentTitle('adminVerifications');
  const [filters, setFilters] = useState<VerificationFilters>({ status: 'pending', subjectType: '', q: '' });
  const queue = useVerificationQueue(useDebouncedValue(filters, 300));
  const decide = useDecideVerification();
  const [outcome, setOutcome] = useState('');
  const [approving, setApproving] = useState<AdminVerification | null>(null);
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusId = useId();
  const typeId = useId();
  const nameOf = (request: AdminVerification) => request.subjectName ?? t('verifications.unnamed');
  const requests = queue.data?.verifications ?? [];

  const run = async (
    decision: Parameters<typeof decide.mutateAsync>[0],
    success: string,
  ): Promise<boolean> => {
    try {
      await decide.mutateAsync(decision);
      setOutcome(success);
      return true;
    } catch (error) {
      setOutcome(t('verifications.failed', { reason: apiErrorMessage(t, error) }));
      return false;
    }
  };

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle ref={headingRef}>{t('verifications.title')}</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('verifications.intro')}</p>
      <AdminSearchBox
        label={t('verifications.searchLabel')}
        placeholder={t('verifications.searchPlaceholder')}
        value={filters.q}
        maxLength={100}
        spellCheck={false}
        onChange={(q) => setFilters((current) => ({ ...current, q }))}
      />
      <div className="mt-4 flex flex-wrap gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="font-medium text-ink text-sm">
            {t('verifications.statusFilter')}
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                status: event.target.value as VerificationFilters['status'],
              }))
            }
            className={fieldControlClasses}
          >
            <option value="">{t('verifications.all')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`verifications.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="font-medium text-ink text-sm">
            {t('verifications.typeFilter')}
          </label>
          <select
            id={typeId}
            value={filters.subjectType}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                subjectType: event.target.value as VerificationFilters['subjectType'],
              }))
            }
            className={fieldControlClasses}
          >
            <option value="">{t('verifications.all')}</option>
            {SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`verifications.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-4 font-medium text-ink text-sm empty:hidden">
        {outcome}
      </p>
      <div className="mt-4 max-w-3xl">
        {queue.isPending ? (
          <p role="status" className="text-ink-muted">
            {t('verifications.loading')}
          </p>
        ) : queue.isError && !queue.data ? (
          <LoadFailure
            message={t('verifications.loadFailed', { reason: apiErrorMessage(t, queue.error) })}
            onRetry={() => void queue.refetch()}
          />
        ) : (
          <>
            <p role="status" className="text-ink-muted text-sm">
              {t('verifications.pendingCount', { count: queue.data?.pendingCount ?? 0 })}
            </p>
            {requests.length === 0 ? (
              <p className="mt-4 text-ink-muted">{t('verifications.empty')}</p>
            ) : (
              <ul aria-label={t('verifications.listLabel')} className="mt-4 flex flex-col gap-4">
                {requests.map((request) => (
                  <li key={request.id}>
                    <VerificationCard
                      request={request}
                      name={nameOf(request)}
                      isBusy={decide.isPending}
                      onApprove={() => setApproving(request)}
                      onReject={() => setRejecting(request)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(isOpen) => !isOpen && setApproving(null)}
        title={t('verifications.approveTitle', { name: approving ? nameOf(approving) : '' })}
        description={t('verifications.approveText', { siret: approving ? formatSiret(approving.siret) : '' })}
        confirmLabel={t('verifications.approve')}
        pendingLabel={t('verifications.approving')}
        cancelLabel={t('verifications.cancel')}
        onConfirm={async () => {
          if (!approving) return;
          await run(
            { kind: 'approve', verificationId: approving.id },
            t('verifications.approved', { name: nameOf(approving) }),
          );
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
      <RejectDialog
        request={rejecting}
        name={rejecting ? nameOf(rejecting) : ''}
        isBusy={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return;
          const done = await run(
            { kind: 'reject', verificationId: rejecting.id, reason },
            t('verifications.rejected', { name: nameOf(rejecting) }),
          );
          if (done) setRejecting(null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
    </MainContent>
  );
}

type VerificationCardProps = {
  request: AdminVerification;
  name: string;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

function VerificationCard({ request, name, isBusy, onApprove, onReject }: VerificationCardProps) {
  const { t, i18n } = useTranslation('adminArea');
  const language = getCurrentLanguage(i18n);
  const headingId = useId();
  const requester = request.requester
    ? displayNameOr(request.requester, t('verifications.unnamed'))
    : t('verifications.unnamed');
  const status = t(`verifications.statuses.${request.status}`);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="break-words font-semibold text-ink">
          {name}
        </h2>
        <span className="rounded-full border border-line-strong bg-canvas px-2.5 py-1 font-medium text-ink text-xs">
          {status}
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-ink-muted">{t('verifications.siret')}</dt>
        <dd className="font-mono text-ink tabular-nums">{formatSiret(request.siret)}</dd>
        <dt className="text-ink-muted">{t(`verifications.types.${request.subjectType}`)}</dt>
        <dd className="text-ink">
          {t('verifications.requestedBy', {
            name: requester,
            date: formatDateTime(request.createdAt, language),
          })}
        </dd>
      </dl>
      <p className="mt-1 text-ink-muted text-sm">
        {t('verifications.registry', {
          name: request.registry.name,
          result: request.registry.found
            ? t('verifications.registryFound')
            : t('verifications.registryNotFound'),
        })}
      </p>
      {request.decidedAt && (
        <p className="mt-1 text-ink-muted text-sm">
          {request.reviewer?.name
            ? t('verifications.decidedBy', {
                status,
                name: request.reviewer.name,
                date: formatDateTime(request.decidedAt, language),
              })
            : t('verifications.decidedOn', { status, date: formatDateTime(request.decidedAt, language) })}
        </p>
      )}
      {request.reason && (
        <p className="mt-1 whitespace-pre-line break-words text-ink text-sm">
          {t('verifications.reason', { reason: request.reason })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={verificationDocumentUrl(request.id)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line-strong px-3 py-2 font-medium text-ink text-sm hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('verifications.document', {
            name: request.document.fileName,
            size: formatFileSize(request.document.sizeBytes, language),
          })}
        </a>
        {isAwaitingDecision(request) && (
          <>
            <Button
              disabled={isBusy}
              onClick={onApprove}
              aria-label={t('verifications.approveNamed', { name })}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('verifications.approve')}
            </Button>
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={onReject}
              aria-label={t('verifications.rejectNamed', { name })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('verifications.reject')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

type RejectDialogProps = {
  request: AdminVerification | null;
  name: string;
  isBusy: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
  onCloseAutoFocus: (event: Event) => void;
};

/** The reason is required: it is all the requester learns of what to change before asking again. */
function RejectDialog({ request, name, isBusy, onClose, onReject, onCloseAutoFocus }: RejectDialogProps) {
  const { t } = useTranslation('adminArea');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('verifications.reasonRequired'));
      return;
    }
    void onReject(reason.trim());
  };
  return (
    <ModalDialog
      open={request !== null}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        setReason('');
        setError('');
        onClose();
      }}
      title={t('verifications.rejectTitle', { name })}
      description={t('verifications.rejectText')}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField label={t('verifications.reasonLabel')} error={error || undefined}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              required
              maxLength={REASON_MAX_LENGTH}
              rows={4}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError('');
              }}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            type="button"
            onClick={() => {
              setReason('');
              setError('');
              onClose();
            }}
          >
            {t('verifications.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={isBusy}>
            {isBusy ? t('verifications.rejecting') : t('verifications.reject')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function isAwaitingDecision(request: { status: string }): boolean {
  return request.status === 'pending';
}
