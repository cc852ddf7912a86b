import type { Testimonial } from '@escouade/contract/showcase';
import { Quote } from 'lucide-react';
import { RatingValue } from '../../../components/rating';
import { useTranslation } from '../../../lib/use-translation';
import { formatMonth } from '../format-month';

/** A review a client agreed to show: the words, the rating, the name as they chose, whom it is about. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t, i18n } = useTranslation('showcase');
  const language = i18n.resolvedLanguage ?? 'fr';
  const subject = testimonial.subjectFirstName;
  return (
    <figure className="flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm">
      <RatingValue rating={testimonial.rating} />
      <blockquote className="flex gap-2 text-ink">
        <Quote aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <p className="whitespace-pre-wrap break-words">{testimonial.comment}</p>
      </blockquote>
      <figcaption className="mt-auto text-sm">
        <span className="block font-semibold text-ink">
          {testimonial.authorName ?? t('testimonials.someClient')}
        </span>
        {subject && (
          <span className="block text-ink-muted">
            {testimonial.subjectProfession
              ? t('testimonials.about', { name: subject, profession: testimonial.subjectProfession })
              : t('testimonials.aboutName', { name: subject })}
          </span>
        )}
        <span className="block text-ink-muted">
          {t('testimonials.publishedOn', { date: formatMonth(testimonial.publishedAt, language) })}
        </span>
      </figcaption>
    </figure>
  );
}
