import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { getCurrentLanguage } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { fieldControlClasses } from './form-field';

type Part = 'day' | 'month' | 'year';
type Parts = Record<Part, string>;

/** The order a reader of the page's language writes a date in: 27/03/2026 in French, 03/27/2026 in English. */
const ORDER: Record<'fr' | 'en', readonly Part[]> = {
  fr: ['day', 'month', 'year'],
  en: ['month', 'day', 'year'],
};
// Wide enough for the digits and the focus ring, and for the labels "Mois" / "Month" above them.
const WIDTH: Record<Part, string> = { day: 'w-16', month: 'w-16', year: 'w-24' };
const MAX_LENGTH: Record<Part, number> = { day: 2, month: 2, year: 4 };
const EMPTY: Parts = { day: '', month: '', year: '' };

/** `2026-03-27` when the parts make a day of the calendar, else null. */
export function toIsoDate({ day, month, year }: Parts): string | null {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return null;
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate() || y < 1000) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' } : EMPTY;
}

/** What the field hands its form: '' when empty, the ISO date, or the typed parts (which no date check passes). */
function valueOf(parts: Parts): string {
  if (parts.day === '' && parts.month === '' && parts.year === '') return '';
  return toIsoDate(parts) ?? `${parts.year || '____'}-${parts.month || '__'}-${parts.day || '__'}`;
}

type DateFieldProps = {
  label: string;
  /** '' or `YYYY-MM-DD` (or an unfinished date the field itself handed over). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The translated error, announced with each part. */
  error?: string | undefined;
  /** A sentence under the legend, before the format example. */
  hint?: string | undefined;
  isRequired?: boolean;
  /** Focus the first part (react-hook-form's `ref` of a Controller field). */
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
};

/**
 * A date typed as day, month and year in three labelled number fields, in the order of the page's language,
 * with an example of the format: unlike `<input type="date">`, whose format follows the browser rather than
 * the page ("mm/dd/yyyy" on a French page in an English browser) and which screen readers announce unevenly.
 * A group (fieldset) named by the label; the hint and the error describe every part.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  isRequired = false,
  inputRef,
  className,
}: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const lastEmitted = useRef(valueOf(parts));

  // A value set from outside (a reset, the assistant's suggestion) replaces what was typed.
  useLayoutEffect(() => {
    if (value !== lastEmitted.current) {
      setParts(partsOf(value));
      lastEmitted.current = value;
    }
  }, [value]);

  const update = (part: Part, text: string) => {
    const next = { ...parts, [part]: text.replace(/\D/g, '').slice(0, MAX_LENGTH[part]) };
    setParts(next);
    lastEmitted.current = valueOf(next);
    onChange(lastEmitted.current);
  };

  const order = ORDER[getCurrentLanguage(i18n)];
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className="mb-1.5 font-medium text-ink text-sm">{label}</legend>
      <p id={hintId} className="text-ink-muted text-xs">
        {hint && <>{hint} </>}
        {t('dateField.example', {
          example: order.map((part) => ({ day: '27', month: '03', year: '2026' })[part]).join(' '),
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        {order.map((part, index) => (
          <div key={part} className={clsx('flex flex-col gap-1', WIDTH[part])}>
            <label htmlFor={`${id}-${part}`} className="text-ink text-sm">
              {t(`dateField.${part}`)}
            </label>
            <input
              ref={index === 0 ? inputRef : undefined}
              id={`${id}-${part}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={MAX_LENGTH[part]}
              value={parts[part]}
              onChange={(event) => update(part, event.target.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-required={isRequired || undefined}
              aria-describedby={describedBy}
              className={clsx(fieldControlClasses, 'tabular-nums')}
            />
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
