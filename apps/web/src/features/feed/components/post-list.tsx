import type { SearchOrder } from '@escouade/contract/feed';
import { Loader2 } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useForgetPost } from '../api/delete-post';
import { useFeed, useReloadFeed } from '../api/list-posts';
import { describeFeedError } from '../describe-feed-error';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { NewPostsBanner } from './new-posts-banner';
import { PostCard } from './post-card';
import { SearchOrderSelect } from './search-order-select';
import { LoadFailure } from '../../../components/load-failure';

type PostListProps = {
  /** The trimmed search text; '' for the whole feed. */
  q: string;
  /** How a search's results are ordered. */
  order: SearchOrder;
  onOrderChange: (order: SearchOrder) => void;
  onClearSearch: () => void;
};

/**
 * The posts, newest first (a search's: best matches first, or newest first), 20 at a time: the next page loads as the reader nears the end of the list
 * (IntersectionObserver), or with the "load more" button, which stays for keyboard users and old browsers.
 */
export function PostList({ q, order, onOrderChange, onClearSearch }: PostListProps) {
  const { t } = useTranslation(['feed', 'errors']);
  const feed = useFeed(q, order);
  const forgetPost = useForgetPost();
  const reloadFeed = useReloadFeed(q, order);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage;
  const loadMore = () => {
    if (canLoadMore) void feed.fetchNextPage();
  };
  // After a failed page, scrolling does not retry in a loop: the button does, when the reader asks.
  const sentinelRef = useInfiniteScroll(loadMore, canLoadMore && !feed.isFetchNextPageError);
  // A failed first load, or a failed refresh of a list already shown (a failed next page shows by the button).
  const loadError = feed.isError && !feed.isFetchNextPageError ? feed.error : null;

  // Stable, so that the memoized posts do not all render again with every render of the list.
  const onPostDeleted = useCallback(
    (postId: string) => {
      forgetPost(postId);
      setAnnouncement(t('post.deleted'));
      headingRef.current?.focus();
    },
    [forgetPost, t],
  );

  // The new posts load at the top; the reader is taken there, told, and the heading holds the focus.
  const showNewPosts = useCallback(async () => {
    await reloadFeed();
    headingRef.current?.focus();
    setAnnouncement(t('newPosts.shown'));
  }, [reloadFeed, t]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-ink text-xl outline-none"
        >
          {q ? t('search.resultsFor', { q }) : t('list.title')}
        </h2>
        {q && (
          <div className="flex flex-wrap items-center gap-2">
            <SearchOrderSelect order={order} onChange={onOrderChange} />
            <Button variant="ghost" onClick={onClearSearch}>
              {t('search.clear')}
            </Button>
          </div>
        )}
      </div>

      {!q && <NewPostsBanner newestShownAt={posts[0]?.createdAt} onShow={showNewPosts} />}

      {loadError !== null && (
        <LoadFailure boxed message={describeFeedError(t, loadError)} onRetry={() => void feed.refetch()} />
      )}

      {feed.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-ink-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          {t('list.loading')}
        </p>
      ) : posts.length === 0 ? (
        loadError === null && (
          <p className="rounded-lg border border-line border-dashed bg-white px-4 py-10 text-center text-ink-muted">
            {q ? t('list.noResults', { q }) : t('list.empty')}
          </p>
        )
      ) : (
        <ul className="flex flex-col gap-4" aria-busy={feed.isFetchingNextPage || undefined}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} onDeleted={onPostDeleted} />
            </li>
          ))}
        </ul>
      )}

      {feed.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
          <Button variant="secondary" aria-disabled={!canLoadMore || undefined} onClick={loadMore}>
            {feed.isFetchingNextPage && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {feed.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
          {feed.isFetchNextPageError && (
            <p role="alert" className="text-danger-700 text-sm">
              {describeFeedError(t, feed.error)}
            </p>
          )}
        </div>
      )}
      {!feed.hasNextPage && posts.length > 0 && (
        <p className="py-4 text-center text-ink-muted text-sm">{t('list.end')}</p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
