import { useTranslation } from '../../../lib/use-translation';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useAuthSession } from '../../../lib/auth-session';
import { type DocumentTitleKey, useDocumentTitle } from '../../../lib/use-document-title';
import { SIGN_UP_ROLES, type SignUpRole } from '@escouade/contract/constants';
import { AccountTypeSection } from '../components/account-type-section';
import { ChangePasswordSection } from '../components/change-password-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/** `/dashboard/security`: password, two-factor authentication, signed-in devices. */
export function DashboardSecurityPage() {
  return <SecurityPage titleKey="security" />;
}

/** `/admin/security`: the same page for admins, whom the dashboard sends back to the admin area. */
export function AdminSecurityPage() {
  return <SecurityPage titleKey="adminSecurity" />;
}

function SecurityPage({ titleKey }: { titleKey: Extract<DocumentTitleKey, 'security' | 'adminSecurity'> }) {
  const { t } = useTranslation('account');
  const { user, session } = useAuthSession();
  useDocumentTitle(titleKey);

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
            {isSignUpRole(user.role) && <AccountTypeSection user={user} />}
            <ChangePasswordSection />
            <TwoFactorSection user={user} />
            <SessionsSection currentToken={session.token} />
          </>
        )}
      </div>
    </MainContent>
  );
}

/** The account types a member chooses (an admin's or an editor's role is given by an admin). */
function isSignUpRole(role: string): role is SignUpRole {
  return (SIGN_UP_ROLES as readonly string[]).includes(role);
}
