import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatDay, formatNumber } from '../admin-format';

type SignupsChartProps = {
  /** One entry per day, oldest first; undefined while loading or after a failure. */
  days: ReadonlyArray<{ date: string; count: number }> | undefined;
};

const CHART_HEIGHT = 120;
const BAR_WIDTH = 8;
const BAR_GAP = 4;
/** Bars never vanish entirely: a day without sign-ups still shows a sliver on the baseline. */
const MIN_BAR_HEIGHT = 1;

/**
 * Sign-ups per day as a small bar chart. The SVG is decorative; its text alternative is the summary under the
 * title (total, busiest day) and a table of every day for screen readers.
 */
export function SignupsChart({ days }: SignupsChartProps) {
  const { t, i18n } = useTranslation('adminArea');
  const language = getCurrentLanguage(i18n);
  const titleId = useId();

  const total = days?.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const busiest = days?.reduce<{ date: string; count: number } | undefined>(
    (best, day) => (!best || day.count > best.count ? day : best),
    undefined,
  );
  const max = Math.max(1, busiest?.count ?? 0);
  const width = (days?.length ?? 30) * (BAR_WIDTH + BAR_GAP) - BAR_GAP;

  let summary: ReactNode;
  if (!days) {
    summary = (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('unavailable')}</span>
      </>
    );
  } else if (total === 0 || !busiest) {
    summary = t('overview.signups.summaryNone');
  } else {
    summary = t('overview.signups.summary', {
      count: total,
      max: formatNumber(busiest.count, language),
      day: formatDay(busiest.date, language, 'long'),
    });
  }

  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-line bg-white p-5">
      <figcaption>
        <h2 id={titleId} className="font-semibold text-ink">
          {t('overview.signups.title')}
        </h2>
        <p className="text-ink-muted text-sm">{t('overview.signups.period')}</p>
        <p className="mt-2 text-ink text-sm">{summary}</p>
      </figcaption>
      {days && days.length > 0 && (
        <>
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className="mt-4 h-32 w-full"
          >
            {days.map((day, index) => {
              const height = Math.max(MIN_BAR_HEIGHT, (day.count / max) * (CHART_HEIGHT - 2));
              return (
                <rect
                  key={day.date}
                  x={index * (BAR_WIDTH + BAR_GAP)}
                  y={CHART_HEIGHT - height}
                  width={BAR_WIDTH}
                  height={height}
                  rx={1.5}
                  className={day.count > 0 ? 'fill-brand-700' : 'fill-line'}
                />
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-1 flex justify-between text-ink-muted text-xs">
            <span>{formatDay(days[0]?.date ?? '', language)}</span>
            <span>{formatDay(days.at(-1)?.date ?? '', language)}</span>
          </div>
          {/* Hidden by a wrapper: a table ignores the 1 px box of .sr-only and would stretch the page. */}
          <div className="sr-only">
            <table>
              <caption>{t('overview.signups.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('overview.signups.dayHeader')}</th>
                  <th scope="col">{t('overview.signups.countHeader')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">
                      <time dateTime={day.date}>{formatDay(day.date, language, 'long')}</time>
                    </th>
                    <td>{formatNumber(day.count, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
