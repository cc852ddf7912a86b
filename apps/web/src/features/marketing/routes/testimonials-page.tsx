import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useShowcase } from '../api/showcase';
import { ShowcaseContent } from '../components/showcase-states';
import { TestimonialCard } from '../components/testimonial-card';

/** The published reviews clients agreed to show, newest first. */
export function TestimonialsPage() {
  const { t, i18n } = useTranslation('showcase');
  useDocumentTitle('testimonials');
  const query = useShowcase('testimonials', i18n.resolvedLanguage ?? 'fr');

  return (
    <MainContent>
      <PageHeader title={t('testimonials.title')} intro={t('testimonials.intro')} />
      <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <ShowcaseContent
          query={query}
          isEmpty={(data) => data.testimonials.length === 0}
          emptyText={t('testimonials.empty')}
        >
          {(data) => (
            <ul className="grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          )}
        </ShowcaseContent>
      </div>
    </MainContent>
  );
}
