import { SKILL_LEVELS, type SkillLevel } from '@escouade/contract/constants';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fieldControlClasses } from '../../../components/ui/form-field';

function isSkillLevel(level: number): level is SkillLevel {
  return (SKILL_LEVELS as readonly number[]).includes(level);
}

/** 'Confirmé' for 3; the number itself for a level outside 1–5. */
export function getSkillLevelLabel(t: TFunction<'profiles'>, level: number): string {
  return isSkillLevel(level) ? t(`levels.${level}`) : String(level);
}

type SkillLevelSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  value: number;
  onChange: (level: SkillLevel) => void;
};

/** A select of the five levels, '1 – Débutant' to '5 – Expert'. */
export function SkillLevelSelect({ value, onChange, className, ...props }: SkillLevelSelectProps) {
  const { t } = useTranslation('profiles');
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => {
        const level = Number(event.target.value);
        if (isSkillLevel(level)) onChange(level);
      }}
      className={className ?? fieldControlClasses}
    >
      {SKILL_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t('levelOption', { level, label: t(`levels.${level}`) })}
        </option>
      ))}
    </select>
  );
}
