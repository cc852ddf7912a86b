import { SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PATHS } from '@escouade/contract/paths';

/** Someone else's project or an unknown id: the API answers the same 404, and so does the page. */
export function ProjectNotFound() {
  const { t } = useTranslation('projects');
  return (
    <div className="flex flex-col items-center rounded-xl border border-line bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
      <p className="mt-4 font-semibold text-ink text-xl">{t('notFound.title')}</p>
      <p className="mt-2 text-ink-muted">{t('notFound.hint')}</p>
      <Link to={PATHS.myProjects} className={buttonClasses('primary', 'mt-6')}>
        {t('notFound.toList')}
      </Link>
    </div>
  );
}
