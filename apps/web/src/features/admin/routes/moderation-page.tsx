import type { Comment, Post } from '@escouade/contract/feed';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Toaster } from '../../../components/ui/toaster';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useModerationPosts } from '../api/list-moderation-posts';
import { ModerationDialogs, type ModerationRequest } from '../components/moderation-dialogs';
import { ModerationPost } from '../components/moderation-post';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { LoadFailure } from '../../../components/load-failure';
import { AdminSearchBox } from '../components/admin-search-box';

/** Typing pauses this long before the search goes to the server. */
export const POST_SEARCH_DEBOUNCE_MS = 300;

/**
 * `/admin/moderation`: the feed's posts, newest first, searchable, each with its comments on demand;
 * an admin deletes any of them after a confirmation, and the author is told by e-mail. Admins never see the
 * dashboard's feed (it sends them here), so this is where they moderate.
 */
export function ModerationPage() {
  const { t } = useTranslation(['adminArea', 'errors']);
  useDocumentTitle('adminModeration');
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), POST_SEARCH_DEBOUNCE_MS);
  const postsQuery = useModerationPosts(search);
  const [request, setRequest] = useState<ModerationRequest | null>(null);

  const { error, errorUpdatedAt } = postsQuery;
  useEffect(() => {
    if (!error) return;
    console.warn('Loading the posts failed', error);
    const reason = apiErrorMessage(t, error);
    toast.error(t('moderation.toasts.loadFailed', { reason }));
    // Once per failure: `errorUpdatedAt` changes with each one, `t` with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, errorUpdatedAt]);

  const posts = postsQuery.data?.pages.flatMap((page) => page.posts) ?? [];
  const isSearching = postsQuery.isFetching && postsQuery.isPlaceholderData;

  let status: string;
  if (postsQuery.isPending) status = t('moderation.loading');
  else if (isSearching) status = t('moderation.searching');
  else if (!postsQuery.data) status = t('moderation.loadFailed');
  else if (posts.length === 0) status = search ? t('moderation.noMatch') : t('moderation.empty');
  else status = t('moderation.shown', { count: posts.length });

  const onDeletePost = (post: Post, trigger: HTMLElement) => setRequest({ kind: 'post', post, trigger });
  const onDeleteComment = (
    post: Post,
    comment: Comment,
    trigger: HTMLElement,
    fallback: HTMLElement | null,
  ) => setRequest({ kind: 'comment', post, comment, trigger, fallback });

  return (
    <>
      <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
        <PageTitle>{t('moderation.title')}</PageTitle>
        <p className="mt-2 max-w-3xl text-ink-muted">{t('moderation.intro')}</p>

        <AdminSearchBox
          label={t('moderation.searchLabel')}
          placeholder={t('moderation.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
          inputRef={searchRef}
        />

        <p role="status" className="mt-4 text-ink-muted text-sm">
          {status}
        </p>

        <div className="mt-3 max-w-3xl" aria-busy={isSearching || undefined}>
          {!postsQuery.data && postsQuery.isError && (
            <LoadFailure
              boxed
              message={t('moderation.loadFailed')}
              onRetry={() => void postsQuery.refetch()}
            />
          )}
          {posts.length > 0 && (
            <ul aria-label={t('moderation.listLabel')} className="flex flex-col gap-4">
              {posts.map((post) => (
                <li key={post.id}>
                  <ModerationPost post={post} onDeletePost={onDeletePost} onDeleteComment={onDeleteComment} />
                </li>
              ))}
            </ul>
          )}
          {postsQuery.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => void postsQuery.fetchNextPage()}
              disabled={postsQuery.isFetchingNextPage}
            >
              {postsQuery.isFetchingNextPage ? t('moderation.loadingMore') : t('moderation.loadMore')}
            </Button>
          )}
        </div>
      </MainContent>
      <ModerationDialogs request={request} onClose={() => setRequest(null)} fallbackFocusRef={searchRef} />
      <Toaster label={t('toasts.regionLabel')} closeLabel={t('toasts.close')} />
    </>
  );
}
