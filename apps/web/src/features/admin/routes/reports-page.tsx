import { displayNameOr } from '@escouade/contract/people';
import type { ReportDecision, ReportGroup } from '@escouade/contract/reports';
import { publicProfilePath } from '@escouade/contract/paths';
import { EyeOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PostText } from '../../../components/post-text';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Toaster } from '../../../components/ui/toaster';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { type DecisionRequest, useDecideReports, useReportQueue } from '../api/report-queue';
import { LoadFailure } from '../../../components/load-failure';

type PendingDecision = DecisionRequest & { name: string; trigger: HTMLElement | null };

/**
 * `/admin/reports`: what members reported, the most recently reported first, grouped by item, with the
 * reported text and each reporter's reason and words. A moderator dismisses, removes the content, warns or
 * bans its author, after a confirmation; the reporters and the author are told by e-mail.
 */
export function ReportsPage() {
  const { t } = useTranslation(['adminArea', 'common', 'errors']);
  useDocumentTitle('adminReports');
  const queue = useReportQueue();
  const decide = useDecideReports();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groups = queue.data?.pages.flatMap((page) => page.groups) ?? [];

  const onConfirm = async () => {
    if (!pending) return;
    try {
      await decide.mutateAsync(pending);
      toast.success(t(`reports.done.${pending.decision}`, { name: pending.name }));
    } catch (error) {
      toast.error(t('reports.failed', { reason: apiErrorMessage(t, error) }));
    }
  };

  return (
    <>
      <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
        <PageTitle ref={headingRef}>{t('reports.title')}</PageTitle>
        <p className="mt-2 max-w-3xl text-ink-muted">{t('reports.intro')}</p>
        <div className="mt-6 max-w-3xl">
          {queue.isPending ? (
            <p role="status" className="text-ink-muted">
              {t('reports.loading')}
            </p>
          ) : queue.isError && !queue.data ? (
            <LoadFailure
              message={t('reports.loadFailed', { reason: apiErrorMessage(t, queue.error) })}
              onRetry={() => void queue.refetch()}
            />
          ) : groups.length === 0 ? (
            <p role="status" className="text-ink-muted">
              {t('reports.empty')}
            </p>
          ) : (
            <ul aria-label={t('reports.listLabel')} className="flex flex-col gap-4">
              {groups.map((group) => (
                <li key={`${group.targetType}:${group.targetId}`}>
                  <ReportedItem
                    group={group}
                    onDecide={(decision, name, trigger) =>
                      setPending({
                        targetType: group.targetType,
                        targetId: group.targetId,
                        decision,
                        name,
                        trigger,
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {queue.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4"
              aria-disabled={queue.isFetchingNextPage || undefined}
              onClick={() => {
                if (!queue.isFetchingNextPage) void queue.fetchNextPage();
              }}
            >
              {queue.isFetchingNextPage ? t('reports.loadingMore') : t('reports.loadMore')}
            </Button>
          )}
        </div>
      </MainContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        title={pending ? t(`reports.confirm.${pending.decision}.title`, { name: pending.name }) : ''}
        description={
          pending ? t(`reports.confirm.${pending.decision}.description`, { name: pending.name }) : ''
        }
        confirmLabel={pending ? t(`reports.decisions.${pending.decision}`) : ''}
        pendingLabel={t('reports.deciding')}
        cancelLabel={t('reports.cancel')}
        tone={pending?.decision === 'dismiss' ? 'default' : 'danger'}
        onConfirm={onConfirm}
        onCloseAutoFocus={(event) => {
          // The item decided leaves the list with its buttons: the page's title takes the focus.
          if (pending?.trigger?.isConnected) return;
          event.preventDefault();
          headingRef.current?.focus();
        }}
      />
      <Toaster label={t('toasts.regionLabel')} closeLabel={t('toasts.close')} />
    </>
  );
}

function ReportedItem({
  group,
  onDecide,
}: {
  group: ReportGroup;
  onDecide: (decision: ReportDecision, name: string, trigger: HTMLElement) => void;
}) {
  const { t, i18n } = useTranslation(['adminArea', 'common']);
  const headingId = useId();
  const language = getCurrentLanguage(i18n);
  const nameOf = (person: ReportGroup['author']) =>
    person ? displayNameOr(person, t('reports.unnamed')) : t('reports.unknownAuthor');
  const name = nameOf(group.author);
  const decisions: ReportDecision[] =
    group.targetType === 'profile' ? ['dismiss', 'warn', 'ban'] : ['dismiss', 'remove', 'warn', 'ban'];

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {t(`reports.heading.${group.targetType}`, { name })}
        </h2>
        {group.isHidden && (
          <span className="inline-flex items-center gap-1.5 rounded-full border border-line-strong bg-canvas px-2.5 py-1 font-medium text-ink text-xs">
            <EyeOff aria-hidden="true" className="size-3.5" />
            {t('reports.hidden')}
          </span>
        )}
      </div>
      {group.targetType === 'profile' ? (
        <p className="mt-2 text-sm">
          <Link
            to={publicProfilePath(group.targetId)}
            className="text-brand-700 underline underline-offset-2"
          >
            {t('reports.openProfile', { name })}
          </Link>
        </p>
      ) : group.content === null ? (
        <p className="mt-2 text-ink-muted text-sm">{t('reports.gone')}</p>
      ) : (
        <blockquote className="mt-2 rounded-md border-brand-200 border-l-4 bg-canvas px-3 py-2">
          <PostText text={group.content} newTabLabel={t('common:opensInNewTab')} className="text-sm" />
        </blockquote>
      )}
      <h3 className="mt-4 font-medium text-ink text-sm">
        {t('reports.count', { count: group.reports.length })}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {group.reports.map((report) => (
          <li key={report.id} className="text-sm">
            <span className="font-medium text-ink">{t(`common:report.reasons.${report.reason}`)}</span>
            {report.details && <span className="text-ink"> — « {report.details} »</span>}
            <span className="block text-ink-muted text-xs">
              {t('reports.by', {
                name: nameOf(report.reporter),
                date: formatExactDate(report.createdAt, language),
              })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 border-line border-t pt-3">
        {decisions.map((decision) => (
          <Button
            key={decision}
            variant={decision === 'dismiss' ? 'primary' : 'secondary'}
            onClick={(event) => onDecide(decision, name, event.currentTarget)}
          >
            {t(`reports.decisions.${decision}`)}
          </Button>
        ))}
      </div>
    </article>
  );
}
