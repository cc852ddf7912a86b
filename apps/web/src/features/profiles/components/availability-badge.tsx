import type { AvailabilityStatus } from '@escouade/contract/constants';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';

const DOT_CLASSES: Record<AvailabilityStatus, string> = {
  available: 'bg-emerald-600',
  busy: 'bg-amber-500',
  away: 'bg-slate-400',
  not_looking: 'bg-red-600',
};

/** The availability status in words (the coloured dot only repeats it). */
export function AvailabilityBadge({ status }: { status: AvailabilityStatus }) {
  const { t } = useTranslation('profiles');
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 font-medium text-ink">
      <span aria-hidden="true" className={clsx('size-2.5 rounded-full', DOT_CLASSES[status])} />
      <span className="sr-only">{t('view.availabilityLabel')}</span>
      {t(`availability.${status}`)}
    </span>
  );
}
