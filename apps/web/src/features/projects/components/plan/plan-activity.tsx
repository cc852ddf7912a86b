import type { ActivityEntry } from '@escouade/contract/plans';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { RelativeTime } from '../../../../components/relative-time';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useActivity } from '../../api/list-activity';
import { formatPersonName } from '../../format';
import { LoadFailure } from '../../../../components/load-failure';

/** Who did what on the project, newest first, a page at a time. */
export function PlanActivity({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const activity = useActivity(projectId);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {t('plan.activity.title')}
      </h3>
      {activity.isPending ? (
        <Spinner label={t('plan.activity.loading')} />
      ) : activity.isError && entries.length === 0 ? (
        <LoadFailure
          message={t('plan.activity.failed', { reason: apiErrorMessage(t, activity.error) })}
          onRetry={() => void activity.refetch()}
        />
      ) : entries.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('plan.activity.empty')}</p>
      ) : (
        <>
          <ol className="flex flex-col gap-2 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words text-ink">{describeEntry(t, entry)}</span>
                <RelativeTime date={entry.createdAt} className="text-ink-muted" />
              </li>
            ))}
          </ol>
          {activity.hasNextPage && (
            <Button
              variant="secondary"
              className="self-start"
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? t('plan.activity.loadingMore') : t('plan.activity.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function describeEntry(t: TFunction<'projects'>, entry: ActivityEntry): string {
  const name = entry.actor
    ? formatPersonName(entry.actor, t('unnamed'))
    : entry.kind === 'plan_drafted'
      ? t('plan.activity.escouade')
      : t('formerMember');
  const subject = entry.subject ?? '';
  if (entry.kind === 'task_moved') {
    return t(`plan.activity.taskMoved.${entry.status ?? 'todo'}`, { name, subject });
  }
  return t(`plan.activity.kinds.${entry.kind}`, { name, subject });
}
