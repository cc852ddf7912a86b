import type { RatingSummary } from '@escouade/contract/delivery';
import { MAX_RATING } from '@escouade/contract/delivery';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';

/** Five stars, `rating` of them filled; decorative: the words beside them say the rating. */
function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('inline-flex shrink-0', className)}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          className={clsx(
            'size-4',
            index < Math.round(rating) ? 'fill-amber-500 text-amber-600' : 'fill-none text-ink-subtle',
          )}
        />
      ))}
    </span>
  );
}

/** A professional's reputation: "4,8 sur 5 · 12 avis", or that there is no review yet. */
export function RatingSummaryText({ summary, className }: { summary: RatingSummary; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'fr';
  if (summary.count === 0 || summary.average === null) {
    return <span className={clsx('text-ink-muted text-sm', className)}>{t('rating.none')}</span>;
  }
  const average = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(summary.average);
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-x-1.5 text-sm', className)}>
      <Stars rating={summary.average} />
      <span className="font-medium text-ink">{t('rating.average', { average })}</span>
      <span className="text-ink-muted">{t('rating.count', { count: summary.count })}</span>
    </span>
  );
}

/** One review's rating: stars and "5 sur 5". */
export function RatingValue({ rating }: { rating: number }) {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <Stars rating={rating} />
      <span className="font-medium text-ink">{t('rating.value', { rating })}</span>
    </span>
  );
}

type RatingInputProps = {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
  name: string;
};

/** A choice of 1 to 5 as a group of radio buttons drawn as stars (arrow keys move within the group). */
export function RatingInput({ legend, value, onChange, error, name }: RatingInputProps) {
  const { t } = useTranslation('common');
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="font-medium text-ink text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const rating = index + 1;
          const isFilled = value !== null && rating <= value;
          return (
            <label
              key={rating}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="absolute inset-0 z-10 cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7',
                  isFilled ? 'fill-amber-500 text-amber-600' : 'fill-none text-ink-muted',
                )}
              />
              <span className="sr-only">{t('rating.option', { count: rating })}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
