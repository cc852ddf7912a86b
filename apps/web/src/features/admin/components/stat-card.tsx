import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { getCurrentLanguage } from '../../../lib/i18n';
import { describePeriodChange, formatNumber } from '../admin-format';

type StatCardProps = {
  title: string;
  /** The figure; undefined while loading or after a failure (a dash, announced as "not available"). */
  value: number | undefined;
  /** What the figure counts or covers, under it ("in total", "in the last 30 days"). */
  caption: string;
  children?: ReactNode;
};

/** One figure of the overview, with its title and details. */
export function StatCard({ title, value, caption, children }: StatCardProps) {
  const { t, i18n } = useTranslation('adminArea');
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line bg-white p-5">
      <h2 className="font-semibold text-ink-muted text-sm">{title}</h2>
      <p className="flex items-baseline gap-2">
        {value === undefined ? (
          <>
            <span aria-hidden="true" className="font-bold text-3xl text-ink">
              —
            </span>
            <span className="sr-only">{t('unavailable')}</span>
          </>
        ) : (
          <span className="font-bold text-3xl text-ink tabular-nums">
            {formatNumber(value, getCurrentLanguage(i18n))}
          </span>
        )}
        <span className="text-ink-muted text-sm">{caption}</span>
      </p>
      {children}
    </div>
  );
}

/** The change against the previous 30 days: an arrow, a colour and, above all, the words. */
export function PeriodChange({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation('adminArea');
  const language = getCurrentLanguage(i18n);
  const change = describePeriodChange(current, previous, language);
  const previousText = formatNumber(previous, language);

  const {
    icon: Icon,
    className,
    text,
  } = {
    up: {
      icon: ArrowUpRight,
      className: 'text-success-800',
      text:
        change.kind === 'up'
          ? t('overview.change.up', { percent: change.percent, previous: previousText })
          : '',
    },
    down: {
      icon: ArrowDownRight,
      className: 'text-danger-700',
      text:
        change.kind === 'down'
          ? t('overview.change.down', { percent: change.percent, previous: previousText })
          : '',
    },
    new: { icon: Sparkles, className: 'text-brand-700', text: t('overview.change.new') },
    unchanged: { icon: Minus, className: 'text-ink-muted', text: t('overview.change.unchanged') },
  }[change.kind];

  return (
    <p className={clsx('flex items-center gap-1.5 font-medium text-sm', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}
