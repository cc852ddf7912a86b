import type { Comment, Post } from '@escouade/contract/feed';
import { clsx } from 'clsx';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PostText } from '../../../components/post-text';
import { RelativeTime } from '../../../components/relative-time';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useModerationComments } from '../api/list-moderation-comments';
import { describeAuthor } from '../moderation-author';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** A red-outlined button: deleting is what this page is for, but it still takes a confirmation. */
const deleteButtonClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-danger-200 bg-white px-3 py-2 font-medium text-danger-700 text-sm transition-colors hover:bg-danger-50';

type ModerationPostProps = {
  post: Post;
  onDeletePost: (post: Post, trigger: HTMLElement) => void;
  onDeleteComment: (post: Post, comment: Comment, trigger: HTMLElement, fallback: HTMLElement | null) => void;
};

/** One post as an admin sees it: author, date, text, image, counts, its comments on demand, and deletion. */
export function ModerationPost({ post, onDeletePost, onDeleteComment }: ModerationPostProps) {
  const { t } = useTranslation('adminArea');
  const headingId = useId();
  const commentsId = useId();
  const commentsButtonRef = useRef<HTMLButtonElement>(null);
  const [areCommentsOpen, setAreCommentsOpen] = useState(false);
  const author = describeAuthor(t, post.author);

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <Avatar src={post.author.avatarUrl} initials={author.initials} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-base text-ink">
            {author.name}
          </h2>
          <p className="text-ink-muted text-xs sm:text-sm">
            <span>{author.profession}</span>
            <span aria-hidden="true"> · </span>
            <RelativeTime date={post.createdAt} />
          </p>
        </div>
      </header>

      <PostText
        text={post.content}
        highlights={post.highlights}
        newTabLabel={t('moderation.newTab')}
        className="mt-3"
      />
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt={t('moderation.imageAlt', { name: author.name })}
          loading="lazy"
          decoding="async"
          className="mt-3 max-h-80 w-full rounded-md border border-line bg-canvas object-contain"
        />
      )}

      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 border-line border-t pt-2">
        <p className="inline-flex min-h-11 items-center gap-2 px-1 text-ink-muted text-sm">
          <Heart aria-hidden="true" className="size-4" />
          {t('moderation.likes', { count: post.likeCount })}
        </p>
        <button
          ref={commentsButtonRef}
          type="button"
          aria-expanded={areCommentsOpen}
          aria-controls={areCommentsOpen ? commentsId : undefined}
          onClick={() => setAreCommentsOpen((isOpen) => !isOpen)}
          className={clsx(
            'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm transition-colors hover:bg-brand-50',
            areCommentsOpen ? 'text-brand-700' : 'text-ink-muted',
          )}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('moderation.comments', { count: post.commentCount })}
        </button>
        <button
          type="button"
          onClick={(event) => onDeletePost(post, event.currentTarget)}
          className={clsx(deleteButtonClasses, 'ml-auto')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('moderation.deletePost')}
        </button>
      </div>

      {areCommentsOpen && (
        <ModerationComments
          id={commentsId}
          post={post}
          authorName={author.name}
          onDelete={(comment, trigger) => onDeleteComment(post, comment, trigger, commentsButtonRef.current)}
        />
      )}
    </article>
  );
}

type ModerationCommentsProps = {
  id: string;
  post: Post;
  authorName: string;
  onDelete: (comment: Comment, trigger: HTMLElement) => void;
};

/** A post's comments, oldest first, 50 at a time, each with its delete button. */
function ModerationComments({ id, post, authorName, onDelete }: ModerationCommentsProps) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const comments = useModerationComments(post.id);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const describeError = (error: unknown) => apiErrorMessage(t, error);

  let content;
  if (comments.isPending) {
    content = (
      <p role="status" className="text-ink-muted text-sm">
        {t('moderation.commentsLoading')}
      </p>
    );
  } else if (comments.isError && !comments.data) {
    content = (
      <p role="alert" className="text-danger-700 text-sm">
        {describeError(comments.error)}
      </p>
    );
  } else if (list.length === 0) {
    content = <p className="text-ink-muted text-sm">{t('moderation.commentsEmpty')}</p>;
  } else {
    content = (
      <ul className="flex flex-col gap-2">
        {list.map((comment) => {
          const author = describeAuthor(t, comment.author);
          return (
            <li key={comment.id} className="flex flex-wrap items-start gap-2 rounded-md bg-canvas px-3 py-2">
              <div className="flex min-w-0 flex-[1_1_14rem] items-start gap-2">
                <Avatar src={comment.author.avatarUrl} initials={author.initials} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-semibold text-ink">{author.name}</span>
                    <span aria-hidden="true" className="text-ink-muted">
                      {' '}
                      ·{' '}
                    </span>
                    <RelativeTime date={comment.createdAt} className="text-ink-muted text-xs" />
                  </p>
                  <PostText
                    text={comment.content}
                    newTabLabel={t('moderation.newTab')}
                    className="mt-1 text-sm"
                  />
                </div>
              </div>
              <button
                type="button"
                aria-label={t('moderation.deleteCommentOf', { name: author.name })}
                onClick={(event) => onDelete(comment, event.currentTarget)}
                className={clsx(deleteButtonClasses, 'ml-auto')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('moderation.deleteComment')}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      id={id}
      aria-label={t('moderation.commentsRegion', { name: authorName })}
      className="mt-3 border-line border-t pt-3"
    >
      {content}
      {comments.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-2"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? t('moderation.commentsLoading') : t('moderation.commentsLoadMore')}
        </Button>
      )}
      {comments.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-danger-700 text-sm">
          {describeError(comments.error)}
        </p>
      )}
    </section>
  );
}
