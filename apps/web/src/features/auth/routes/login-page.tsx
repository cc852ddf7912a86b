import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function LoginPage() {
  const { t } = useTranslation('authPage');
  useDocumentTitle('login');

  return (
    <MainContent className="mx-auto w-full max-w-md px-4 py-10">
      <PageTitle>{t('login.title')}</PageTitle>
    </MainContent>
  );
}
