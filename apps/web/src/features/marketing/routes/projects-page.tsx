import { PATHS } from '@escouade/contract/paths';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useShowcase } from '../api/showcase';
import { ShowcaseContent } from '../components/showcase-states';

/** The platform's projects in figures: nobody's in particular. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation('showcase');
  const language = i18n.resolvedLanguage ?? 'fr';
  useDocumentTitle('projects');
  const query = useShowcase('projects', language);
  const number = (value: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

  return (
    <MainContent>
      <PageHeader title={t('projects.title')} intro={t('projects.intro')} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <ShowcaseContent
          query={query}
          isEmpty={(data) => data.delivered === 0 && data.inProgress === 0}
          emptyText={t('projects.empty')}
        >
          {(data) => (
            <>
              <h2 className="pt-4 font-bold text-2xl text-ink tracking-tight">
                {t('projects.figuresTitle')}
              </h2>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {[
                  { value: data.delivered, label: t('projects.delivered', { count: data.delivered }) },
                  { value: data.inProgress, label: t('projects.inProgress', { count: data.inProgress }) },
                  {
                    value: data.professionals,
                    label: t('projects.professionals', { count: data.professionals }),
                  },
                  ...(data.averageTeamSize === null
                    ? []
                    : [{ value: data.averageTeamSize, label: t('projects.averageTeam') }]),
                ].map((figure) => (
                  <div
                    key={figure.label}
                    className="flex flex-col-reverse rounded-xl border border-line bg-white p-5 shadow-sm"
                  >
                    <dt className="text-ink-muted text-sm">{figure.label}</dt>
                    <dd className="font-bold text-3xl text-brand-700">{number(figure.value)}</dd>
                  </div>
                ))}
              </dl>
              {data.skills.length > 0 && (
                <>
                  <h2 className="mt-10 font-bold text-2xl text-ink tracking-tight">
                    {t('projects.skillsTitle')}
                  </h2>
                  <ol className="mt-4 grid gap-2 sm:grid-cols-2">
                    {data.skills.map((skill) => (
                      <li
                        key={skill.name}
                        className="flex items-baseline justify-between gap-3 rounded-md border border-line bg-white px-4 py-3"
                      >
                        <span className="font-medium text-ink">{skill.name}</span>
                        <span className="text-ink-muted text-sm">
                          {t('projects.skillProjects', { count: skill.projects })}
                        </span>
                      </li>
                    ))}
                  </ol>
                </>
              )}
              <Link to={PATHS.caseStudies} className={`${buttonClasses('secondary')} mt-8`}>
                {t('projects.caseStudiesLink')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </>
          )}
        </ShowcaseContent>
      </div>
    </MainContent>
  );
}
