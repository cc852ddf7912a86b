import { isSiret } from '@escouade/contract/business-identifiers';
import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthSession } from '../../../lib/auth-session';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useMyVerification, useRequestVerification } from '../api/verification';

/** 732 829 320 00074: a SIRET in the groups it is printed in. */
function formatSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');
}

/** The digits typed, without the spaces and dots people group them with. */
const compactSiret = (text: string) => text.replace(/[\s.\u00a0\u202f]+/g, '');

/**
 * `/dashboard/verification`: a professional has their business verified. The page says where it stands
 * (verified for a SIRET, a request waiting, or rejected with the administrator's reason) and, when nothing
 * waits, takes a request: the SIRET, checked here as the API checks it, and the registration document as a PDF.
 */
export function VerificationPage() {
  const { t } = useTranslation(['profiles', 'validation', 'errors']);
  useDocumentTitle('verification');
  const { user } = useAuthSession();
  if (!user) return null;
  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('verification.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('verification.intro')}</p>
        </div>
        {user.role === 'professional' ? (
          <VerificationState userId={user.id} />
        ) : (
          <p className="text-ink-muted">{t('verification.professionalsOnly')}</p>
        )}
      </div>
    </MainContent>
  );
}

function VerificationState({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['profiles', 'validation', 'errors']);
  const language = getCurrentLanguage(i18n);
  const state = useMyVerification(userId);
  if (state.isPending) {
    return (
      <p role="status" className="text-ink-muted">
        {t('verification.loading')}
      </p>
    );
  }
  if (!state.data) {
    return (
      <LoadFailure
        boxed
        message={t('verification.loadFailed', { reason: apiErrorMessage(t, state.error) })}
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
              {t('verification.verified', { siret: formatSiret(verifiedSiret) })}
            </p>
            <p className="mt-2 text-ink-muted text-sm">{t('verification.verifiedNote')}</p>
          </>
        ) : (
          <p className="text-ink">{t('verification.notVerified')}</p>
        )}
        {latest && isPending && (
          <p className="mt-2 text-ink">
            {t('verification.pending', {
              date: formatExactDate(latest.createdAt, language),
              siret: formatSiret(latest.siret),
            })}
          </p>
        )}
        {latest && isRejected && !verified && (
          <div className="mt-3 rounded-md border border-danger-200 bg-danger-50 p-3">
            <p className="font-medium text-ink">
              {t('verification.rejected', {
                date: formatExactDate(latest.createdAt, language),
                siret: formatSiret(latest.siret),
              })}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-ink">
              {t('verification.rejectedReason', { reason: latest.reason ?? '' })}
            </p>
            <p className="mt-1 text-ink-muted text-sm">{t('verification.requestAgain')}</p>
          </div>
        )}
      </section>
      {!isPending && !verified && (
        <RequestForm userId={userId} isAgain={latest !== null} initialSiret={latest?.siret ?? ''} />
      )}
    </>
  );
}

function RequestForm({
  userId,
  isAgain,
  initialSiret,
}: {
  userId: string;
  isAgain: boolean;
  initialSiret: string;
}) {
  const { t } = useTranslation(['profiles', 'validation', 'errors']);
  const request = useRequestVerification(userId);
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
    if (!document) found.document = t('verification.documentRequired');
    else if (document.type && document.type !== 'application/pdf')
      found.document = t('verification.documentNotPdf');
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
      setFailure(t('verification.failed', { reason: apiErrorMessage(t, error) }));
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-ink text-lg">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        {isAgain ? t('verification.formTitleAgain') : t('verification.formTitle')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-4">
        <FormField label={t('verification.siret')} error={errors.siret} describedBy={siretHintId}>
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
          {t('verification.siretHint')}
        </p>
        <FormField label={t('verification.document')} error={errors.document} describedBy={documentHintId}>
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
          {t('verification.documentHint')}
        </p>
        {failure && (
          <p role="alert" className="text-danger-700 text-sm">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={request.isPending} className="self-start">
          {request.isPending ? t('verification.submitting') : t('verification.submit')}
        </Button>
      </form>
    </section>
  );
}
