import type { SearchOrder } from '@escouade/contract/feed';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReloadFeed } from '../api/list-posts';
import { FeedSearch } from '../components/feed-search';
import { PeopleResults } from '../components/people-results';
import { PostComposer } from '../components/post-composer';
import { PostList } from '../components/post-list';
import { PostingNotice } from '../components/posting-notice';
import { describeFeedError } from '../describe-feed-error';
import { useFeedEligibility } from '../hooks/use-feed-eligibility';

/** `/dashboard`: the professional feed — search, composer, posts. */
export function FeedPage() {
  const { t } = useTranslation(['feed', 'errors']);
  useDocumentTitle('feed');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const order: SearchOrder = searchParams.get('order') === 'recent' ? 'recent' : 'relevance';
  const eligibility = useFeedEligibility();
  const reloadFeed = useReloadFeed(q, order);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const composerTitleId = useId();
  const noticeId = useId();

  // In the address, so the back button and a shared link give the same search; other parameters (lng) stay.
  const setQuery = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('q', next);
      else {
        params.delete('q');
        params.delete('order');
      }
      return params;
    });
  // Best matches first is the default, left out of the address.
  const setOrder = (next: SearchOrder) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'recent') params.set('order', next);
      else params.delete('order');
      return params;
    });

  const onRefresh = async () => {
    if (isRefreshing) return;
    setIsRefreshing(true);
    try {
      await Promise.all([reloadFeed(), eligibility.refetch()]);
    } finally {
      setIsRefreshing(false);
    }
  };

  const canPost = eligibility.data?.canPost ?? false;
  const missing = eligibility.data?.missing ?? [];

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div>
          <PageTitle>{t('title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{t('intro')}</p>
        </div>
        <FeedSearch key={q} query={q} onSearch={setQuery} onRefresh={onRefresh} isRefreshing={isRefreshing} />
        <section aria-labelledby={composerTitleId} className="flex flex-col gap-3">
          <h2 id={composerTitleId} className="sr-only">
            {t('composer.title')}
          </h2>
          {eligibility.data && !canPost && <PostingNotice id={noticeId} missing={missing} />}
          {eligibility.isError && !eligibility.data && (
            <p role="alert" className="text-danger-700 text-sm">
              {t('eligibility.checkFailed', { reason: describeFeedError(t, eligibility.error) })}
            </p>
          )}
          <PostComposer canPost={canPost} noticeId={eligibility.data && !canPost ? noticeId : undefined} />
        </section>
        {q && <PeopleResults q={q} />}
        <PostList q={q} order={order} onOrderChange={setOrder} onClearSearch={() => setQuery('')} />
      </div>
    </MainContent>
  );
}
