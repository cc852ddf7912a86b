import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function MyProfilePage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle('profile');

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('profile.title')}</PageTitle>
    </MainContent>
  );
}
