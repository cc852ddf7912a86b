import type { FinanceDashboard } from '@escouade/contract/billing';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { buttonClasses } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { financeExportUrl, useFinanceDashboard } from '../api/finance-dashboard';
import { euros, RevenueChart } from '../components/revenue-chart';

const PERIODS = [6, 12, 24] as const;

function formatDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/**
 * `/admin/finance`: what clients owe the agency and what is overdue, revenue and margin by month (a chart and
 * its table), each project's profitability, and the accounting journals to download.
 */
export function FinancePage() {
  const { t } = useTranslation(['billing', 'errors']);
  useDocumentTitle('adminFinance');
  const [months, setMonths] = useState<number>(12);
  const dashboard = useFinanceDashboard(months);
  const periodId = useId();

  let body;
  if (dashboard.isPending) {
    body = <Spinner label={t('billing:finance.loading')} className="mt-8" />;
  } else if (dashboard.isError || !dashboard.data) {
    body = (
      <LoadFailure
        boxed
        className="mt-8"
        message={t('billing:finance.loadFailed', { reason: apiErrorMessage(t, dashboard.error) })}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else {
    body = <FinanceFigures figures={dashboard.data} />;
  }

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('billing:finance.title')}</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('billing:finance.intro')}</p>
      <div className="mt-6 flex flex-col gap-1.5">
        <label htmlFor={periodId} className="font-medium text-ink text-sm">
          {t('billing:finance.chartPeriod')}
        </label>
        <select
          id={periodId}
          value={months}
          onChange={(event) => setMonths(Number(event.currentTarget.value))}
          className={`${fieldControlClasses} max-w-48`}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('billing:finance.months', { count: period })}
            </option>
          ))}
        </select>
      </div>
      {body}
      <AccountingExports />
    </MainContent>
  );
}

function FinanceFigures({ figures }: { figures: FinanceDashboard }) {
  const { t, i18n } = useTranslation('billing');
  const language = getCurrentLanguage(i18n);
  const overdueId = useId();
  const projectsId = useId();
  return (
    <div className="mt-6 flex flex-col gap-8">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-white p-5">
          <dt className="font-semibold text-ink-muted text-sm">{t('finance.receivables')}</dt>
          <dd className="font-bold text-3xl text-ink tabular-nums">
            {euros(figures.receivablesCents, language)}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-white p-5">
          <dt className="font-semibold text-ink-muted text-sm">{t('finance.overdue')}</dt>
          <dd className="font-bold text-3xl text-ink tabular-nums">
            {euros(figures.overdueCents, language)}
          </dd>
          <dd className="text-ink-muted text-sm">
            {t('finance.overdueCount', { count: figures.overdueCount })}
          </dd>
        </div>
      </dl>

      <RevenueChart months={figures.months} />

      <section aria-labelledby={overdueId}>
        <h2 id={overdueId} className="font-semibold text-ink text-lg">
          {t('finance.overdueTitle')}
        </h2>
        {figures.overdue.length === 0 ? (
          <p className="mt-2 text-ink-muted text-sm">{t('finance.overdueEmpty')}</p>
        ) : (
          <>
            {figures.overdueCount > figures.overdue.length && (
              <p className="mt-2 text-ink-muted text-sm">
                {t('finance.overdueMore', { shown: figures.overdue.length, count: figures.overdueCount })}
              </p>
            )}
            <ScrollRegion
              label={t('finance.overdueTable')}
              className="mt-3 rounded-lg border border-line bg-white"
            >
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead>
                  <tr className="border-line border-b text-ink-muted">
                    {(
                      ['number', 'client', 'project', 'dueDate', 'daysLate', 'balance', 'reminders'] as const
                    ).map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={`px-3 py-2 font-medium ${column === 'balance' || column === 'reminders' ? 'text-right' : ''}`}
                      >
                        {t(`finance.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {figures.overdue.map((invoice) => (
                    <tr key={invoice.id} className="border-line border-b last:border-0">
                      <th scope="row" className="px-3 py-2 font-medium text-ink tabular-nums">
                        {invoice.number}
                      </th>
                      <td className="px-3 py-2">{invoice.buyerName}</td>
                      <td className="px-3 py-2">{invoice.projectTitle ?? t('finance.noProject')}</td>
                      <td className="px-3 py-2 tabular-nums">{formatDate(invoice.dueDate, language)}</td>
                      <td className="px-3 py-2 tabular-nums">
                        {t('finance.daysLate', { count: invoice.daysLate })}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {euros(invoice.balanceCents, language)}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{invoice.remindersSent}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </section>

      <section aria-labelledby={projectsId}>
        <h2 id={projectsId} className="font-semibold text-ink text-lg">
          {t('finance.projectsTitle')}
        </h2>
        {figures.projects.length === 0 ? (
          <p className="mt-2 text-ink-muted text-sm">{t('finance.projectsEmpty')}</p>
        ) : (
          <ScrollRegion
            label={t('finance.projectsTable')}
            className="mt-3 rounded-lg border border-line bg-white"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-line border-b text-ink-muted">
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('finance.columns.project')}
                  </th>
                  {(['revenue', 'margin', 'marginPercent', 'balance'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                      {t(`finance.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {figures.projects.map((project) => (
                  <tr key={project.projectId} className="border-line border-b last:border-0">
                    <th scope="row" className="px-3 py-2 font-medium text-ink">
                      {project.projectTitle}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {euros(project.revenueCents, language)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {euros(project.marginCents, language)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {project.marginPercent === null
                        ? '—'
                        : new Intl.NumberFormat(language, {
                            style: 'percent',
                            maximumFractionDigits: 1,
                          }).format(project.marginPercent / 100)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {euros(project.balanceCents, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}

function AccountingExports() {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const isReversed = from !== '' && to !== '' && from > to;
  const isComplete = from !== '' && to !== '' && !isReversed;
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-3xl">
      <h2 id={headingId} className="font-semibold text-ink text-lg">
        {t('finance.exportsTitle')}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">{t('finance.exportsIntro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label={t('finance.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <FormField label={t('finance.to')} error={isReversed ? t('finance.rangeReversed') : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              className={fieldControlClasses}
            />
          )}
        </FormField>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {(['invoices', 'payments'] as const).map((kind) =>
          isComplete ? (
            <a
              key={kind}
              href={financeExportUrl(kind, { from, to })}
              download
              className={buttonClasses('secondary')}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(kind === 'invoices' ? 'finance.exportInvoices' : 'finance.exportPayments')}
            </a>
          ) : null,
        )}
      </div>
    </section>
  );
}
