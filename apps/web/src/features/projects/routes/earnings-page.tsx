import type { ProjectEarnings } from '@escouade/contract/timesheets';
import { projectPath } from '@escouade/contract/paths';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useMyEarnings } from '../api/timesheets';
import { formatDay, formatMoney } from '../format';
import { formatHours } from '../components/plan/plan-format';

/** Cents as the reader writes euros: « 1 234,50 € ». */
export function formatCents(cents: number, language: string): string {
  return formatMoney(cents / 100, language);
}

/**
 * `/dashboard/earnings`: what the member is owed for their work on each project (approved hours at their rate,
 * or their share of the milestones invoiced), what the agency paid them, and each payout with its date.
 */
export function EarningsPage() {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  usePageTitle(t('earnings.title'), t('earnings.intro'));
  const earnings = useMyEarnings();
  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <div>
          <PageTitle>{t('earnings.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('earnings.intro')}</p>
        </div>
        {earnings.isPending ? (
          <Spinner label={t('earnings.loading')} />
        ) : earnings.isError ? (
          <LoadFailure
            message={t('earnings.loadFailed', { reason: apiErrorMessage(t, earnings.error) })}
            onRetry={() => void earnings.refetch()}
          />
        ) : earnings.data.projects.length === 0 ? (
          <p className="text-ink-muted">{t('earnings.empty')}</p>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Figure label={t('earnings.owed')} value={formatCents(earnings.data.owedCents, language)} />
              <Figure label={t('earnings.paid')} value={formatCents(earnings.data.paidCents, language)} />
              <Figure
                label={t('earnings.left')}
                value={formatCents(earnings.data.owedCents - earnings.data.paidCents, language)}
              />
            </dl>
            <ul className="flex flex-col gap-4">
              {earnings.data.projects.map((project) => (
                <li key={project.projectId}>
                  <ProjectCard project={project} language={language} />
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="text-ink-muted text-sm">{t('earnings.rule')}</p>
      </div>
    </MainContent>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <dt className="text-ink-muted text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-ink text-xl">{value}</dd>
    </div>
  );
}

function ProjectCard({ project, language }: { project: ProjectEarnings; language: 'fr' | 'en' }) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-semibold text-ink text-lg">
        <Link to={projectPath(project.projectId)} className="underline-offset-2 hover:underline">
          {project.projectTitle || t('untitled')}
        </Link>
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {project.billingMode === 'time_and_materials'
          ? t('earnings.byTime', { hours: formatHours(project.approvedHours, language) })
          : t('earnings.byMilestone')}
      </p>
      <p className="mt-2 text-ink">
        {t('earnings.summary', {
          owed: formatCents(project.owedCents, language),
          paid: formatCents(project.paidCents, language),
        })}
      </p>
      {project.payouts.length === 0 ? (
        <p className="mt-2 text-ink-muted text-sm">{t('earnings.noPayout')}</p>
      ) : (
        <>
          <h3 className="mt-3 font-medium text-ink text-sm">{t('earnings.payouts')}</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {project.payouts.map((payout) => (
              <li key={payout.id}>
                {t('earnings.payout', {
                  amount: formatCents(payout.amountCents, language),
                  date: formatDay(payout.paidOn, language),
                })}
                {payout.reference ? ` (${payout.reference})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
