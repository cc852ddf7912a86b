import type { CaseStudy } from '@escouade/contract/showcase';
import { useId } from 'react';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatMoney } from '@escouade/contract/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useShowcase } from '../api/showcase';
import { ShowcaseContent } from '../components/showcase-states';
import { TestimonialCard } from '../components/testimonial-card';
import { formatMonth } from '../format-month';

/** Delivered projects whose client agreed to show their review: what was asked, by whom, how long it took. */
export function CaseStudiesPage() {
  const { t, i18n } = useTranslation('showcase');
  useDocumentTitle('caseStudies');
  const query = useShowcase('case-studies', i18n.resolvedLanguage ?? 'fr');

  return (
    <MainContent>
      <PageHeader title={t('caseStudies.title')} intro={t('caseStudies.intro')} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <ShowcaseContent
          query={query}
          isEmpty={(data) => data.caseStudies.length === 0}
          emptyText={t('caseStudies.empty')}
        >
          {(data) => (
            <ul className="flex flex-col gap-6 pt-4">
              {data.caseStudies.map((study) => (
                <li key={study.id}>
                  <CaseStudyCard study={study} />
                </li>
              ))}
            </ul>
          )}
        </ShowcaseContent>
      </div>
    </MainContent>
  );
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const { t, i18n } = useTranslation('showcase');
  const language = i18n.resolvedLanguage ?? 'fr';
  const id = useId();
  const facts = [
    t('caseStudies.team', { count: study.teamSize }),
    t('caseStudies.weeks', { count: study.weeks }),
    t('caseStudies.milestones', { count: study.milestones }),
    study.budget &&
      t(study.budget.kind === 'total' ? 'caseStudies.budgetTotal' : 'caseStudies.budgetHourly', {
        amount: formatMoney(study.budget.amount, language),
      }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="grid gap-6 rounded-xl border border-line bg-white p-6 shadow-sm lg:grid-cols-[2fr_3fr]"
    >
      <div>
        <h2 id={`${id}-title`} className="font-bold text-ink text-xl tracking-tight">
          {t('caseStudies.heading', { date: formatMonth(study.deliveredAt, language) })}
        </h2>
        <ul className="mt-3 flex flex-col gap-1 text-ink-muted text-sm">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {study.professions.length > 0 && <li>{study.professions.join(', ')}</li>}
        </ul>
        {study.skills.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold text-ink text-sm">{t('caseStudies.skills')}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {study.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-brand-800 text-sm">
                  {skill}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div>
        <h3 className="sr-only">{t('caseStudies.reviewsTitle')}</h3>
        <ul className="flex flex-col gap-4">
          {study.testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
