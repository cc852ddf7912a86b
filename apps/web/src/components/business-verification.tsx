import { isSiret } from '@escouade/contract/business-identifiers';
import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import type { VerificationSubjectType } from '@escouade/contract/verification';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { useRequestVerification, useVerification } from '../lib/business-verification';
import { formatExactDate } from '../lib/format-dates';
import { getCurrentLanguage } from '../lib/i18n';
import { useTranslation } from '../lib/use-translation';
import { getFieldIssues, translateValidationMessage } from '../lib/validation-message';
import { LoadFailure } from './load-failure';
import { Button } from './ui/button';
import { FormField, fieldControlClasses } from './ui/form-field';
import { VerifiedBadge } from './verified-badge';

/**
 * What the verification of a business says, in the words of the page that shows it (a professional speaks of
 * their business, an organisation's owner of the organisation): each page gives its own, translated.
 */
export interface VerificationCopy {
  loading: string;
  loadFailed: (reason: string) => string;
  verified: (siret: string) => string;
  verifiedNote: string;
  notVerified: string;
  pending: (date: string, siret: string) => string;
  rejected: (date: string, siret: string) => string;
  rejectedReason: (reason: string) => string;
  requestAgain: string;
  formTitle: string;
  formTitleAgain: string;
  siret: string;
  siretHint: string;
  document: string;
  documentHint: string;
  documentRequired: string;
  documentNotPdf: string;
  submit: string;
  submitting: string;
  failed: (reason: string) => string;
}

/** 732 829 320 00074: a SIRET in the groups it is printed in. */
function formatSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/** The digits typed, without the spaces and dots people group them with. */
const compactSiret = (text: string) => text.replace(/[\s.\u00a0\u202f]+/g, '');

interface BusinessVerificationProps {
  subjectType: VerificationSubjectType;
  subjectId: string;
  copy: VerificationCopy;
  /** The SIRET the form starts from when nothing was asked yet (the one the business gave already). */
  knownSiret?: string | null;
  /** Called once a request is sent: the SIRET given becomes the business's, which other queries show. */
  onRequested?: () => void;
}

/**
 * Where a business's verification stands (verified for a SIRET, a request waiting, or rejected with the
 * administrator's reason) and, when nothing waits, a request: the SIRET, checked here as the API checks it, and
 * the registration document as a PDF, under the attachments' size limit.
 */
export function BusinessVerification({
  subjectType,
  subjectId,
  copy,
  knownSiret,
  onRequested,
}: BusinessVerificationProps) {
  const { t, i18n } = useTranslation(['validation', 'errors']);
  const language = getCurrentLanguage(i18n);
  const state = useVerification(subjectType, subjectId);
  if (state.isPending) {
    return (
      <p role="status" className="text-ink-muted">
        {copy.loading}
      </p>
    );
  }
  if (!state.data) {
    return (
      <LoadFailure
        boxed
        message={copy.loadFailed(apiErrorMessage(t, state.error))}
        onRetry={() => void state.refetch()}
      />
    );
  }
  const { verified, verifiedSiret, latest } = state.data;
  const isPending = latest?.status === 'pending';
  const isRejected = latest?.status === 'rejected';
  return (
    <>
      <section className="rounded-lg border border-line bg-white p-4 sm:p-5" aria-live="polite">
        {verified && verifiedSiret ? (
          <>
            <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
              <VerifiedBadge />
              {copy.verified(formatSiret(verifiedSiret))}
            </p>
            <p className="mt-2 text-ink-muted text-sm">{copy.verifiedNote}</p>
          </>
        ) : (
          <p className="text-ink">{copy.notVerified}</p>
        )}
        {latest && isPending && (
          <p className="mt-2 text-ink">
            {copy.pending(formatExactDate(latest.createdAt, language), formatSiret(latest.siret))}
          </p>
        )}
        {latest && isRejected && !verified && (
          <div className="mt-3 rounded-md border border-danger-200 bg-danger-50 p-3">
            <p className="font-medium text-ink">
              {copy.rejected(formatExactDate(latest.createdAt, language), formatSiret(latest.siret))}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-ink">
              {copy.rejectedReason(latest.reason ?? '')}
            </p>
            <p className="mt-1 text-ink-muted text-sm">{copy.requestAgain}</p>
          </div>
        )}
      </section>
      {!isPending && !verified && (
        <RequestForm
          subjectType={subjectType}
          subjectId={subjectId}
          copy={copy}
          isAgain={latest !== null}
          initialSiret={latest?.siret ?? knownSiret ?? ''}
          onRequested={onRequested}
        />
      )}
    </>
  );
}

function RequestForm({
  subjectType,
  subjectId,
  copy,
  isAgain,
  initialSiret,
  onRequested,
}: {
  subjectType: VerificationSubjectType;
  subjectId: string;
  copy: VerificationCopy;
  isAgain: boolean;
  initialSiret: string;
  onRequested?: () => void;
}) {
  const { t } = useTranslation(['validation', 'errors']);
  const request = useRequestVerification(subjectType, subjectId, onRequested);
  const headingId = useId();
  const siretHintId = useId();
  const documentHintId = useId();
  const [siret, setSiret] = useState(initialSiret);
  const [document, setDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ siret?: string; document?: string }>({});
  const [failure, setFailure] = useState('');
  const siretRef = useRef<HTMLInputElement>(null);
  const documentRef = useRef<HTMLInputElement>(null);

  const check = (): { siret?: string; document?: string } => {
    const digits = compactSiret(siret);
    const found: { siret?: string; document?: string } = {};
    if (!digits) found.siret = translateValidationMessage(t, 'required');
    else if (!/^\d{14}$/.test(digits)) found.siret = translateValidationMessage(t, 'siretLength');
    else if (!isSiret(digits)) found.siret = translateValidationMessage(t, 'siretChecksum');
    if (!document) found.document = copy.documentRequired;
    else if (document.type && document.type !== 'application/pdf') found.document = copy.documentNotPdf;
    else if (document.size > UPLOAD_MAX_BYTES) found.document = t('errors:ATTACHMENT_TOO_LARGE');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const found = check();
    setErrors(found);
    if (found.siret) return siretRef.current?.focus();
    if (found.document || !document) return documentRef.current?.focus();
    try {
      await request.mutateAsync({ siret: compactSiret(siret), document });
    } catch (error) {
      const issue = error instanceof ApiError ? getFieldIssues(error.details).get('siret') : undefined;
      if (issue) {
        setErrors({ siret: translateValidationMessage(t, issue) });
        siretRef.current?.focus();
        return;
      }
      setFailure(copy.failed(apiErrorMessage(t, error)));
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-ink text-lg">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        {isAgain ? copy.formTitleAgain : copy.formTitle}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField label={copy.siret} error={errors.siret} describedBy={siretHintId}>
          {(control) => (
            <input
              {...control}
              ref={siretRef}
              name="siret"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={siret}
              onChange={(event) => setSiret(event.target.value)}
              className={`${fieldControlClasses} max-w-xs font-mono tabular-nums`}
            />
          )}
        </FormField>
        <p id={siretHintId} className="-mt-3 text-ink-muted text-sm">
          {copy.siretHint}
        </p>
        <FormField label={copy.document} error={errors.document} describedBy={documentHintId}>
          {(control) => (
            <input
              {...control}
              ref={documentRef}
              type="file"
              name="document"
              accept="application/pdf,.pdf"
              onChange={(event) => setDocument(event.target.files?.[0] ?? null)}
              className="block w-full max-w-full text-ink text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-2 file:font-medium file:text-ink"
            />
          )}
        </FormField>
        <p id={documentHintId} className="-mt-3 text-ink-muted text-sm">
          {copy.documentHint}
        </p>
        {failure && (
          <p role="alert" className="text-danger-700 text-sm">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={request.isPending} className="self-start">
          {request.isPending ? copy.submitting : copy.submit}
        </Button>
      </form>
    </section>
  );
}
