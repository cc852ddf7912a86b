import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminOverview } from '../api/get-admin-overview';
import { SignupsChart } from '../components/signups-chart';
import { PeriodChange, StatCard } from '../components/stat-card';
import { PATHS } from '@escouade/contract/paths';

/**
 * `/admin`: users (total, new in 30 days, link to the list), posts and comments of the last
 * 30 days against the 30 before, and sign-ups per day. A failed load is only logged: the page keeps its
 * layout, with dashes for the figures.
 */
export function AdminOverviewPage() {
  const { t } = useTranslation('adminArea');
  useDocumentTitle('adminOverview');
  const { data: overview, error, isPending } = useAdminOverview();

  useEffect(() => {
    if (error) console.warn('Loading the admin overview failed', error);
  }, [error]);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('overview.title')}</PageTitle>
      <p className="mt-2 text-ink-muted">{t('overview.intro')}</p>
      {isPending && (
        <p role="status" className="sr-only">
          {t('overview.loading')}
        </p>
      )}

      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title={t('overview.users.title')}
          value={overview?.users.total}
          caption={t('overview.users.totalLabel')}
        >
          {overview && (
            <p className="text-ink text-sm">
              {t('overview.users.newLast30Days', { count: overview.users.newLast30Days })}
            </p>
          )}
          <Link
            to={PATHS.adminUsers}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
          >
            {t('overview.users.link')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </StatCard>
        <StatCard
          title={t('overview.posts.title')}
          value={overview?.posts.last30Days}
          caption={t('overview.posts.period')}
        >
          {overview && (
            <PeriodChange current={overview.posts.last30Days} previous={overview.posts.previous30Days} />
          )}
        </StatCard>
        <StatCard
          title={t('overview.comments.title')}
          value={overview?.comments.last30Days}
          caption={t('overview.comments.period')}
        >
          {overview && (
            <PeriodChange
              current={overview.comments.last30Days}
              previous={overview.comments.previous30Days}
            />
          )}
        </StatCard>
      </div>

      <div className="mt-6">
        <SignupsChart days={overview?.signupsPerDay} />
      </div>
    </MainContent>
  );
}
