import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function AboutPage() {
  const { t } = useTranslation('aboutPage');
  useDocumentTitle('about');

  return (
    <MainContent className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle>{t('title')}</PageTitle>
    </MainContent>
  );
}
