import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useAuthSession } from '../../../lib/auth-session';
import { ChangePasswordSection } from '../components/change-password-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/** `/dashboard/security` (and `/admin/security`): password, two-factor authentication, signed-in devices. */
export function SecurityPage() {
  const { t } = useTranslation(['account', 'meta']);
  const { user, session } = useAuthSession();
  const documentTitle = t('meta:template', { page: t('security.documentTitle') });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('security.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('security.intro')}</p>
        </div>
        {/* The layout's guard renders this page only for a signed-in user. */}
        {user && session && (
          <>
            <ChangePasswordSection />
            <TwoFactorSection user={user} />
            <SessionsSection currentToken={session.token} />
          </>
        )}
      </div>
    </MainContent>
  );
}
