import { NOTIFICATIONS_PANEL_SIZE } from '@escouade/contract/notifications';
import { Bell } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../../../components/use-dismiss';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useIsLive } from '../../../lib/live-events';
import {
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { NotificationList } from './notification-list';
import { LoadFailure } from '../../../components/load-failure';

/**
 * In the small screens' top bar the bell is not at the very right (the menu button is): the panel then spans the
 * viewport under the bar instead of hanging from the bell, which would push it past the left edge.
 */
const END_PLACEMENT = 'right-0 max-md:fixed max-md:inset-x-4 max-md:top-16 max-md:w-auto';

/** Counts above this read "99+" on the badge (the label says the exact number). */
const BADGE_CAP = 99;

type NotificationBellProps = {
  /** The full page: the dashboard's or the admin area's. */
  pagePath: string;
  /** Which side the panel opens towards: under the sidebar's top, or under the mobile top bar's right end. */
  align: 'start' | 'end';
};

/**
 * The bell of both signed-in shells: the unread count, kept current by the live stream, and a panel of the
 * newest lines with "mark all read" and a link to the full page. The panel is a disclosure (not a modal):
 * Escape, a click outside or tabbing away closes it, and focus comes back to the bell.
 */
export function NotificationBell({ pagePath, align }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const isLive = useIsLive();
  useLiveNotifications();
  const unread = useUnreadCount({ isLive });
  const count = unread.data?.unreadCount ?? 0;
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  useDismiss(containerRef, isOpen, () => setIsOpen(false));
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  });
  useEffect(() => {
    if (!isOpen) return;
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  const label = count > 0 ? t('bell.labelUnread', { count }) : t('bell.label');
  const badge = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
  const hasBadge = count > 0;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="relative inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
      >
        <Bell aria-hidden="true" className="size-6" />
        <span className="sr-only">{label}</span>
        {hasBadge && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger-700 px-1 text-center font-semibold text-white text-xs leading-5"
          >
            {badge}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className={`absolute top-full z-40 mt-2 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-line bg-white shadow-lg ${align === 'end' ? END_PLACEMENT : 'left-0'}`}
        >
          <NotificationPanel titleId={titleId} pagePath={pagePath} onNavigate={() => close(false)} />
        </section>
      )}
    </div>
  );
}

function NotificationPanel({
  titleId,
  pagePath,
  onNavigate,
}: {
  titleId: string;
  pagePath: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['notifications', 'errors']);
  const list = useNotifications(NOTIFICATIONS_PANEL_SIZE);
  const markAll = useMarkAllNotificationsRead();
  const lines = list.data?.pages[0]?.notifications ?? [];
  const unreadCount = list.data?.pages[0]?.unreadCount ?? 0;
  // "Mark all read" disappears once done: focus goes to the panel's title, not to the top of the document.
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-line border-b px-3 py-2">
        <h2
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          className="font-semibold text-base text-ink focus:outline-none"
        >
          {t('bell.panelTitle')}
        </h2>
        {unreadCount > 0 && (
          <Button
            variant="ghost"
            onClick={() => markAll.mutate(undefined, { onSuccess: () => titleRef.current?.focus() })}
            disabled={markAll.isPending}
          >
            {t('bell.markAllRead')}
          </Button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.isPending}>
        {list.isPending && <Spinner label={t('list.loading')} className="px-3 py-4" />}
        {list.isError && (
          <LoadFailure
            className="px-3 py-4 text-sm"
            message={t('list.loadFailed', { reason: apiErrorMessage(t, list.error) })}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.isSuccess && lines.length === 0 && (
          <p className="px-3 py-4 text-ink-muted text-sm">{t('list.empty')}</p>
        )}
        {lines.length > 0 && <NotificationList notifications={lines} onNavigate={onNavigate} />}
      </div>
      <div className="border-line border-t px-3 py-2">
        <Link
          to={pagePath}
          onClick={onNavigate}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
        >
          {t('bell.seeAll')}
        </Link>
      </div>
    </>
  );
}
