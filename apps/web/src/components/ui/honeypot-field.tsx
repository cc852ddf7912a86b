import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';

type HoneypotFieldProps = {
  value: string;
  onChange: (value: string) => void;
  name?: string;
};

/**
 * A field that people never see, reach with the keyboard, or hear, and that form-filling bots complete: the
 * API accepts such a submission but discards it. Moved off screen rather than `display: none`, which many
 * bots detect.
 */
export function HoneypotField({ value, onChange, name = 'website' }: HoneypotFieldProps) {
  const { t } = useTranslation('common');
  const inputId = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={inputId}>{t('honeypot')}</label>
      <input
        id={inputId}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
