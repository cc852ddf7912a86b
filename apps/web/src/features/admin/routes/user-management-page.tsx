import { ROLES } from '@escouade/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Toaster } from '../../../components/ui/toaster';
import { useAuthSession } from '../../../lib/auth-session';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatNumber } from '../admin-format';
import { useAdminUsers } from '../api/list-admin-users';
import { useRoleLabel } from '../components/role-badge';
import { UserActionDialogs } from '../components/user-action-dialogs';
import { UserList } from '../components/user-list';
import type { UserActionRequest } from '../components/user-row-actions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { LoadFailure } from '../../../components/load-failure';
import { AdminSearchBox } from '../components/admin-search-box';

/** Typing pauses this long before the search goes to the server. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * What the server searches for: the text as typed, except a translated role name ("Professionnel"), which
 * becomes the stored role (`professional`) the server matches.
 */
function useServerSearch(text: string): string {
  const getRoleLabel = useRoleLabel();
  const trimmed = text.trim();
  const role = ROLES.find((candidate) => normalize(getRoleLabel(candidate)) === normalize(trimmed));
  return role ?? trimmed;
}

/** `/admin/users`: live server-side search, table or cards, per-row actions. */
export function UserManagementPage() {
  const { t, i18n } = useTranslation(['adminArea', 'errors']);
  useDocumentTitle('adminUsers');
  const language = getCurrentLanguage(i18n);
  const { user: currentUser } = useAuthSession();
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(useServerSearch(searchText), USER_SEARCH_DEBOUNCE_MS);
  const usersQuery = useAdminUsers(search);
  const [request, setRequest] = useState<UserActionRequest | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onAction = (next: UserActionRequest) => {
    returnFocusRef.current = next.trigger;
    setRequest(next);
  };

  const { error, errorUpdatedAt } = usersQuery;
  useEffect(() => {
    if (!error) return;
    console.warn('Loading the users failed', error);
    const reason = apiErrorMessage(t, error);
    toast.error(t('toasts.loadFailed', { reason }));
    // Once per failure: `errorUpdatedAt` changes with each one, `t` with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);

  const pages = usersQuery.data?.pages ?? [];
  const users = pages.flatMap((page) => page.users);
  const total = pages[0]?.total ?? 0;
  const isSearching = usersQuery.isFetching && usersQuery.isPlaceholderData;

  let status: string;
  if (usersQuery.isPending) status = t('users.loading');
  else if (isSearching) status = t('users.searching');
  else if (usersQuery.data) status = t('users.count', { count: total });
  else status = t('users.loadFailed');

  return (
    <>
      <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
        <PageTitle>{t('users.title')}</PageTitle>
        <p className="mt-2 text-ink-muted">{t('users.intro')}</p>

        <AdminSearchBox
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
          inputRef={searchRef}
          spellCheck={false}
        />

        <p role="status" className="mt-4 text-ink-muted text-sm">
          {status}
        </p>

        <div className="mt-3" aria-busy={isSearching || undefined}>
          {usersQuery.data && users.length === 0 && (
            <p className="rounded-lg border border-line bg-white px-4 py-8 text-center text-ink">
              {t('users.empty')}
            </p>
          )}
          {!usersQuery.data && usersQuery.isError && (
            <LoadFailure boxed message={t('users.loadFailed')} onRetry={() => void usersQuery.refetch()} />
          )}
          {users.length > 0 && currentUser && (
            <UserList users={users} currentUserId={currentUser.id} onAction={onAction} />
          )}
        </div>

        {usersQuery.hasNextPage && (
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button
              variant="secondary"
              onClick={() => void usersQuery.fetchNextPage()}
              disabled={usersQuery.isFetchingNextPage}
            >
              {usersQuery.isFetchingNextPage ? t('users.loadingMore') : t('users.loadMore')}
            </Button>
            <p className="text-ink-muted text-sm">
              {t('users.shown', {
                shown: formatNumber(users.length, language),
                total: formatNumber(total, language),
              })}
            </p>
          </div>
        )}
      </MainContent>
      <UserActionDialogs
        request={request}
        onClose={() => setRequest(null)}
        returnFocusRef={returnFocusRef}
        fallbackFocusRef={searchRef}
      />
      <Toaster label={t('toasts.regionLabel')} closeLabel={t('toasts.close')} />
    </>
  );
}
