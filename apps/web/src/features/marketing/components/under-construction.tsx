import { useTranslation } from 'react-i18next';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The marketing pages that are announced in the menus but not written yet (spec §2). */
export type UnderConstructionPage = 'pricing' | 'projects' | 'caseStudies' | 'testimonials';

export function UnderConstruction({ page }: { page: UnderConstructionPage }) {
  const { t } = useTranslation('construction');
  useDocumentTitle(page);

  return (
    <MainContent className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <PageTitle>{t(`titles.${page}`)}</PageTitle>
    </MainContent>
  );
}
