import type { FinanceMonth } from '@escouade/contract/billing';
import { formatMoney } from '@escouade/contract/format';
import { useId } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';

const CHART_HEIGHT = 160;
const GROUP_WIDTH = 28;
const BAR_WIDTH = 10;

/** A `YYYY-MM` month, short: "nov. 2026", "Nov 2026". */
export function formatMonth(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export const euros = (cents: number, language: string) => formatMoney(cents / 100, language);

/**
 * Revenue (before VAT) and margin by month, two bars a month drawn in SVG. The drawing is decorative; the same
 * figures are a summary under the title and a table (shown to everyone, under a disclosure).
 */
export function RevenueChart({ months }: { months: readonly FinanceMonth[] }) {
  const { t, i18n } = useTranslation('billing');
  const language = getCurrentLanguage(i18n);
  const titleId = useId();
  const max = Math.max(1, ...months.map((month) => Math.max(month.revenueCents, month.marginCents)));
  const revenue = months.reduce((total, month) => total + month.revenueCents, 0);
  const margin = months.reduce((total, month) => total + month.marginCents, 0);
  const width = months.length * GROUP_WIDTH;
  const heightOf = (cents: number) =>
    Math.max(cents > 0 ? 1 : 0, (Math.max(cents, 0) / max) * (CHART_HEIGHT - 4));

  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-line bg-white p-5">
      <figcaption>
        <h2 id={titleId} className="font-semibold text-ink">
          {t('finance.chartTitle')}
        </h2>
        <p className="mt-2 text-ink text-sm">
          {revenue === 0 && margin === 0
            ? t('finance.chartEmpty')
            : t('finance.chartSummary', {
                revenue: euros(revenue, language),
                margin: euros(margin, language),
              })}
        </p>
        <p aria-hidden="true" className="mt-2 flex flex-wrap gap-4 text-ink-muted text-xs">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-brand-700" />
            {t('finance.columns.revenue')}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm bg-success-800" />
            {t('finance.columns.margin')}
          </span>
        </p>
      </figcaption>
      <div className="mt-4">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} ${CHART_HEIGHT + 18}`}
          className="h-48 w-full"
          preserveAspectRatio="none"
        >
          <line
            x1={0}
            x2={width}
            y1={CHART_HEIGHT}
            y2={CHART_HEIGHT}
            className="stroke-line"
            strokeWidth={1}
          />
          {months.map((month, index) => {
            const x = index * GROUP_WIDTH + 3;
            const revenueHeight = heightOf(month.revenueCents);
            const marginHeight = heightOf(month.marginCents);
            return (
              <g key={month.month}>
                <rect
                  x={x}
                  y={CHART_HEIGHT - revenueHeight}
                  width={BAR_WIDTH}
                  height={revenueHeight}
                  className="fill-brand-700"
                />
                <rect
                  x={x + BAR_WIDTH + 1}
                  y={CHART_HEIGHT - marginHeight}
                  width={BAR_WIDTH}
                  height={marginHeight}
                  className="fill-success-800"
                />
                <text
                  x={x + BAR_WIDTH}
                  y={CHART_HEIGHT + 13}
                  textAnchor="middle"
                  className="fill-ink-muted text-[7px]"
                >
                  {month.month.slice(5)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="mt-4">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700 text-sm">
          {t('finance.chartTable')}
        </summary>
        <ScrollRegion label={t('finance.chartTable')}>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-line border-b text-ink-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('finance.columns.month')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t('finance.columns.revenue')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  {t('finance.columns.margin')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('finance.columns.collected')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-line border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-ink">
                    {formatMonth(month.month, language)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{euros(month.revenueCents, language)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{euros(month.marginCents, language)}</td>
                  <td className="py-2 text-right tabular-nums">{euros(month.collectedCents, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
