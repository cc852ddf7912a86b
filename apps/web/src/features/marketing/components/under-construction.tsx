import { ArrowLeft, Construction } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PATHS } from '@escouade/contract/paths';

/** The marketing pages that are announced in the menus but not written yet. */
export type UnderConstructionPage = 'pricing' | 'projects' | 'caseStudies' | 'testimonials';

export function UnderConstruction({ page }: { page: UnderConstructionPage }) {
  const { t } = useTranslation('construction');
  useDocumentTitle(page);

  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="reveal mx-auto flex max-w-xl flex-col items-center text-center">
        <span aria-hidden="true" className="rounded-full bg-amber-100 p-4 text-amber-800">
          <Construction className="size-8" />
        </span>
        <PageTitle className="mt-6">{t(`titles.${page}`)}</PageTitle>
        <p className="mt-3 font-semibold text-brand-700 text-lg">{t('description')}</p>
        <p className="mt-3 text-pretty text-ink-muted">{t('text')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={PATHS.home} className={buttonClasses('primary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backHome')}
          </Link>
          <Link to={PATHS.contact} className={buttonClasses('secondary')}>
            {t('contact')}
          </Link>
        </div>
      </div>
    </MainContent>
  );
}
