import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';

/** Characters left, shown once the text comes within a tenth of the limit; in red past it. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation('feed');
  if (!isCounterShown(length, max)) return null;
  const isOver = length > max;
  return (
    <p
      id={id}
      className={clsx('text-xs tabular-nums', isOver ? 'font-medium text-danger-700' : 'text-ink-muted')}
    >
      {isOver ? t('counter.over', { count: length - max }) : t('counter.remaining', { count: max - length })}
    </p>
  );
}

export function isCounterShown(length: number, max: number): boolean {
  return length >= max * 0.9;
}
