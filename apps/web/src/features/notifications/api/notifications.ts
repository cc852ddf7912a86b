import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsPage,
  type UnreadCount,
} from '@escouade/contract/notifications';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-events';

export const notificationsQueryKeys = {
  all: ['notifications'] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  /** `limit`: the bell's panel reads a few, the page reads them all a page at a time. */
  list: (limit: number) => ['notifications', 'list', limit] as const,
};

export function listNotifications({
  limit,
  cursor,
  signal,
}: {
  limit: number;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<NotificationsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<NotificationsPage>(`/api/notifications?${params}`, { signal });
}

export function notificationsQueryOptions(limit = NOTIFICATIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKeys.list(limit),
    queryFn: ({ pageParam, signal }) => listNotifications({ limit, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    throwOnError: false,
  });
}

export function useNotifications(limit = NOTIFICATIONS_PAGE_SIZE, { enabled = true } = {}) {
  return useInfiniteQuery({ ...notificationsQueryOptions(limit), enabled });
}

/**
 * The bell's count. The live stream keeps it current (`setQueryData`); without a stream (refused, or the
 * browser has none) it is read again every minute.
 */
export function useUnreadCount({ isLive }: { isLive: boolean }) {
  return useQuery({
    queryKey: notificationsQueryKeys.unreadCount(),
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/notifications/unread-count', { signal }),
    refetchInterval: isLive ? false : 60_000,
    throwOnError: false,
  });
}

type NotificationsData = InfiniteData<NotificationsPage, string | null>;

/** Marks lines read in every list already loaded, without reloading them. */
function useMarkInCache() {
  const queryClient = useQueryClient();
  return (isMarked: (id: string) => boolean, unreadCount: number) => {
    queryClient.setQueryData<UnreadCount>(notificationsQueryKeys.unreadCount(), { unreadCount });
    queryClient.setQueriesData<NotificationsData>({ queryKey: ['notifications', 'list'] }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              unreadCount,
              notifications: page.notifications.map((line) =>
                isMarked(line.id) ? { ...line, isRead: true } : line,
              ),
            })),
          }
        : data,
    );
  };
}

export function useMarkNotificationRead() {
  const markInCache = useMarkInCache();
  return useMutation({
    mutationFn: (notificationId: string) =>
      apiFetch<UnreadCount>(`/api/notifications/${encodeURIComponent(notificationId)}/read`, {
        method: 'POST',
      }),
    onSuccess: ({ unreadCount }, notificationId) => markInCache((id) => id === notificationId, unreadCount),
  });
}

export function useMarkAllNotificationsRead() {
  const markInCache = useMarkInCache();
  return useMutation({
    mutationFn: () => apiFetch<UnreadCount>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: ({ unreadCount }) => markInCache(() => true, unreadCount),
  });
}

/**
 * Keeps the bell and the lists current from the live stream: a new count goes straight into the cache, the
 * lists are read again; after a `reset` (the tab missed too much to replay) everything is.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useLiveEvent<UnreadCount>('notification', (data) => {
    queryClient.setQueryData<UnreadCount>(notificationsQueryKeys.unreadCount(), data);
    void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
  });
  useLiveEvent('reset', () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.all }));
}
