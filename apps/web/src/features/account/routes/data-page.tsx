import { Link } from 'react-router';
import { PATHS } from '@escouade/contract/paths';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useAuthSession } from '../../../lib/auth-session';
import { type DocumentTitleKey, useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { DataExportSection } from '../components/data-export-section';
import { DeleteAccountSection } from '../components/delete-account-section';

/** `/dashboard/data`: a copy of my data, and leaving Escouade. */
export function DashboardDataPage() {
  return <DataPage titleKey="myData" />;
}

/** `/admin/data`: the same page for admins, whom the dashboard sends back to the admin area. */
export function AdminDataPage() {
  return <DataPage titleKey="adminData" />;
}

function DataPage({ titleKey }: { titleKey: Extract<DocumentTitleKey, 'myData' | 'adminData'> }) {
  const { t } = useTranslation('account');
  const { user } = useAuthSession();
  useDocumentTitle(titleKey);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('data.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">
            {t('data.intro')}{' '}
            <Link
              to={PATHS.privacy}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {t('data.privacyLink')}
            </Link>
          </p>
        </div>
        {/* The layout's guard renders this page only for a signed-in user. */}
        {user && (
          <>
            <DataExportSection />
            <DeleteAccountSection isTwoFactorEnabled={user.twoFactorEnabled} />
          </>
        )}
      </div>
    </MainContent>
  );
}
