import type { PodMember } from '@escouade/contract/projects';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';

const DOT_CLASSES: Record<PodMember['availability'], string> = {
  available: 'bg-emerald-600',
  busy: 'bg-amber-500',
  away: 'bg-slate-400',
};

/** The availability in words; the dot only repeats it. */
export function AvailabilityLabel({ availability }: { availability: PodMember['availability'] }) {
  const { t } = useTranslation('projects');
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-muted text-xs">
      <span aria-hidden="true" className={clsx('size-2 rounded-full', DOT_CLASSES[availability])} />
      {t(`availability.${availability}`)}
    </span>
  );
}
