import type { AdminUsersPage } from '@escouade/contract/admin';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/users?q=&cursor=`: newest first, 50 a page, `q` matched by the server on e-mail, name or role. */
export function listAdminUsers({
  search,
  cursor,
  signal,
}: {
  search: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<AdminUsersPage> {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiFetch<AdminUsersPage>(`/api/admin/users${query ? `?${query}` : ''}`, { signal });
}

export function adminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: adminQueryKeys.userSearch(search),
    queryFn: ({ pageParam, signal }) => listAdminUsers({ search, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A failed load is reported in a toast ('Failed to load users: …'), the page stays usable.
    throwOnError: false,
    // While a new search runs, the previous results stay on screen instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery(adminUsersQueryOptions(search));
}
