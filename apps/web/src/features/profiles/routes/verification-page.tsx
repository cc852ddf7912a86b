import { BusinessVerification, type VerificationCopy } from '../../../components/business-verification';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useAuthSession } from '../../../lib/auth-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useRefreshProfilesAfterVerification } from '../api/verification';

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
          <ProfessionalVerification userId={user.id} />
        ) : (
          <p className="text-ink-muted">{t('verification.professionalsOnly')}</p>
        )}
      </div>
    </MainContent>
  );
}

function ProfessionalVerification({ userId }: { userId: string }) {
  const { t } = useTranslation('profiles');
  const refreshProfiles = useRefreshProfilesAfterVerification(userId);
  const copy: VerificationCopy = {
    loading: t('verification.loading'),
    loadFailed: (reason) => t('verification.loadFailed', { reason }),
    verified: (siret) => t('verification.verified', { siret }),
    verifiedNote: t('verification.verifiedNote'),
    notVerified: t('verification.notVerified'),
    pending: (date, siret) => t('verification.pending', { date, siret }),
    rejected: (date, siret) => t('verification.rejected', { date, siret }),
    rejectedReason: (reason) => t('verification.rejectedReason', { reason }),
    requestAgain: t('verification.requestAgain'),
    formTitle: t('verification.formTitle'),
    formTitleAgain: t('verification.formTitleAgain'),
    siret: t('verification.siret'),
    siretHint: t('verification.siretHint'),
    document: t('verification.document'),
    documentHint: t('verification.documentHint'),
    documentRequired: t('verification.documentRequired'),
    documentNotPdf: t('verification.documentNotPdf'),
    submit: t('verification.submit'),
    submitting: t('verification.submitting'),
    failed: (reason) => t('verification.failed', { reason }),
  };
  return (
    <BusinessVerification
      subjectType="professional"
      subjectId={userId}
      copy={copy}
      onRequested={refreshProfiles}
    />
  );
}
