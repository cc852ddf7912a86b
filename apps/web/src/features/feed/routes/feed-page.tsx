import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function FeedPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle('feed');

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('feed.title')}</PageTitle>
    </MainContent>
  );
}
