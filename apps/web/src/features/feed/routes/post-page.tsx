import type { Post } from '@escouade/contract/feed';
import { PATHS } from '@escouade/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Link } from 'react-router';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useTranslation } from '../../../lib/use-translation';
import { feedQueryKeys } from '../api/feed-query-keys';
import { PostCard } from '../components/post-card';
import { describeFeedError } from '../describe-feed-error';
import { LoadFailure } from '../../../components/load-failure';

/** `/dashboard/posts/:postId`: one post and its comments, where a notification leads. */
export function PostPage() {
  const { t } = useTranslation(['feed', 'errors']);
  useDocumentTitle('post');
  useScrollToHash();
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery({
    queryKey: feedQueryKeys.post(postId),
    queryFn: ({ signal }) => apiFetch<Post>(`/api/posts/${encodeURIComponent(postId)}`, { signal }),
    throwOnError: false,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.code === 'POST_NOT_FOUND'),
  });

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div>
          <PageTitle>{t('postPage.title')}</PageTitle>
          <Link
            to={PATHS.dashboard}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('postPage.backToFeed')}
          </Link>
        </div>
        {post.isPending && <Spinner label={t('postPage.loading')} />}
        {post.isError && (
          <LoadFailure message={describeFeedError(t, post.error)} onRetry={() => void post.refetch()} />
        )}
        {post.data && (
          <PostCard
            post={post.data}
            showsComments
            isStandalone
            onDeleted={() => void navigate(PATHS.dashboard)}
          />
        )}
      </div>
    </MainContent>
  );
}
