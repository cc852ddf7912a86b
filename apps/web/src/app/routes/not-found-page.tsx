import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { MainContent } from '../../components/ui/main-content';
import { PageTitle } from '../../components/ui/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PATHS } from '@escouade/contract/paths';

/** Any URL no route matches, and any loader that throws a 404. */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  useDocumentTitle('notFound');

  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <p
          aria-hidden="true"
          className="select-none font-black text-8xl text-brand-600 leading-none sm:text-9xl"
        >
          404
        </p>
        <PageTitle className="mt-6">{t('title')}</PageTitle>
        <p className="mt-4 text-pretty text-ink-muted text-lg">{t('description')}</p>
        <Button asChild className="mt-8">
          <Link to={PATHS.home}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backHome')}
          </Link>
        </Button>
      </div>
    </MainContent>
  );
}
