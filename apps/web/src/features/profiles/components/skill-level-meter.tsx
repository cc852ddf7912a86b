import { SKILL_LEVELS } from '@escouade/contract/constants';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';
import { getSkillLevelLabel } from './skill-level-select';

/** Five dots and the level's name; screen readers hear "Level 3 of 5: Proficient". */
export function SkillLevelMeter({ level }: { level: number }) {
  const { t } = useTranslation('profiles');
  const label = getSkillLevelLabel(t, level);
  return (
    <span className="flex items-center gap-2 text-ink-muted text-xs">
      <span className="sr-only">{t('levelMeter', { level, label })}</span>
      <span aria-hidden="true" className="flex gap-1">
        {SKILL_LEVELS.map((step) => (
          <span
            key={step}
            className={clsx('size-2 rounded-full', step <= level ? 'bg-brand-700' : 'bg-brand-100')}
          />
        ))}
      </span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
