import { Settings } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useMarkAllNotificationsRead, useNotifications } from '../api/notifications';
import { NotificationList } from '../components/notification-list';
import { LoadFailure } from '../../../components/load-failure';

/** `/dashboard/notifications` and `/admin/notifications`: every line, newest first, a page at a time. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'errors']);
  useDocumentTitle('notifications');
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const lines = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadCount = list.data?.pages[0]?.unreadCount ?? 0;
  // "Mark all read" disappears once done: focus goes to the title rather than to the top of the document.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loadError = list.isError && !list.isFetchNextPageError ? list.error : null;

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <PageTitle ref={titleRef}>{t('page.title')}</PageTitle>
            <p className="mt-2 text-ink-muted">{t('page.intro')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {/* The e-mail settings of the same area (dashboard or admin). */}
            <Button asChild variant="ghost">
              <Link to="emails">
                <Settings aria-hidden="true" className="size-4" />
                {t('page.emailSettings')}
              </Link>
            </Button>
            {unreadCount > 0 && (
              <Button
                variant="secondary"
                onClick={() => markAll.mutate(undefined, { onSuccess: () => titleRef.current?.focus() })}
                disabled={markAll.isPending}
              >
                {t('bell.markAllRead')}
              </Button>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {markAll.isSuccess ? t('list.allRead') : ''}
        </p>
        {list.isPending && <Spinner label={t('list.loading')} />}
        {loadError && (
          <LoadFailure
            message={t('list.loadFailed', { reason: apiErrorMessage(t, loadError) })}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && lines.length === 0 && (
          <p className="rounded-lg border border-line bg-white px-4 py-6 text-ink-muted">{t('list.empty')}</p>
        )}
        {lines.length > 0 && (
          <div className="overflow-hidden rounded-lg border border-line bg-white">
            <NotificationList notifications={lines} />
          </div>
        )}
        {list.isFetchNextPageError && (
          <p role="alert" className="text-danger-700 text-sm">
            {t('list.loadFailed', { reason: apiErrorMessage(t, list.error) })}
          </p>
        )}
        {list.hasNextPage && (
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            className="self-center"
          >
            {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        )}
      </div>
    </MainContent>
  );
}
