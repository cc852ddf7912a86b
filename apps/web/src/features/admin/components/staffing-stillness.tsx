import { useTranslation } from '../../../lib/use-translation';

/**
 * How long a forming team's staffing has been still, in words; in red once it counts as stalled. The list's rows and
 * a project's page say it alike.
 */
export function StaffingStillness({ days, isStalled }: { days: number; isStalled: boolean }) {
  const { t } = useTranslation('adminArea');
  let text: string;
  if (isStalled) text = t('projects.stalledFor', { count: days });
  else if (days === 0) text = t('projects.movedToday');
  else text = t('projects.movedDaysAgo', { count: days });
  return <span className={isStalled ? 'font-medium text-danger-700' : 'text-ink'}>{text}</span>;
}
