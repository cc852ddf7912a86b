import type { Notification } from '@escouade/contract/notifications';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { useTranslation } from '../../../lib/use-translation';
import { useMarkNotificationRead } from '../api/notifications';
import { actorName, notificationHref, notificationText } from '../notification-text';

type NotificationListProps = {
  notifications: Notification[];
  /** Called when a link is followed (the bell's panel closes). */
  onNavigate?: () => void;
};

/**
 * Lines newest first. Each reads as one sentence; an unread one is marked in words and with a dot. Following a
 * line's link marks it read; a line whose subject is gone has no link and a "mark read" button instead.
 */
export function NotificationList({ notifications, onNavigate }: NotificationListProps) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {notifications.map((line) => (
        <NotificationItem key={line.id} line={line} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function NotificationItem({
  line,
  onNavigate,
}: {
  line: Notification;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  const href = notificationHref(line);
  const text = notificationText(t, line);
  const [firstActor] = line.actors;
  const firstName = firstActor ? actorName(t, firstActor) : '';
  // The first letter, not the first UTF-16 unit: a name opening with an emoji keeps its first letter.
  const initials = getInitials([firstName], 'E').slice(0, 1);
  const unreadLabel = line.isRead ? '' : t('list.unread');

  const onFollow = () => {
    if (!line.isRead) markRead.mutate(line.id);
    onNavigate?.();
  };

  return (
    <li className={line.isRead ? 'flex gap-3 px-3 py-3' : 'flex gap-3 bg-brand-50 px-3 py-3'}>
      <Avatar src={firstActor?.avatarUrl} initials={initials} size="sm" className="mt-0.5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-ink text-sm">
          {!line.isRead && (
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block size-2 rounded-full bg-brand-700 align-middle"
            />
          )}
          {unreadLabel && <span className="sr-only">{unreadLabel} </span>}
          {href ? (
            <Link to={href} onClick={onFollow} className="break-words underline-offset-2 hover:underline">
              {text}
            </Link>
          ) : (
            <span className="break-words">{text}</span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted text-xs">
          <RelativeTime date={line.updatedAt} />
          {!href && !line.isRead && (
            <button
              type="button"
              onClick={() => markRead.mutate(line.id)}
              disabled={markRead.isPending}
              className="min-h-6 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('list.markRead')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
