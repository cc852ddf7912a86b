import type { Post } from '@escouade/contract/feed';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { POST_MAX_LENGTH } from '@escouade/contract/constants';
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PostText } from '../../../components/post-text';
import { ReportButton } from '../../../components/report-button';
import { useDeletePost } from '../api/delete-post';
import { useSetPostLike } from '../api/set-post-like';
import { getAuthorLabels } from '../author-labels';
import { describeFeedError } from '../describe-feed-error';
import { AuthorHeading } from './author-heading';
import { CommentsSection } from './comments-section';
import { DeleteControl } from './delete-control';
import { EditButton } from './edit-button';
import { EditedMark } from './edited-mark';
import { TextEditor } from './text-editor';
import { LikeButton } from './like-button';

type PostCardProps = {
  post: Post;
  /** After the author deleted it and the confirmation closed: remove it and move focus. */
  onDeleted: (postId: string) => void;
  /** On the post's own page the comments show at once. */
  showsComments?: boolean;
  /** On its own page, under the page's title: its author is a level-2 heading. */
  isStandalone?: boolean;
};

/**
 * One post of the feed: author, date, text, image, like and comments, and deletion for its author. Memoized:
 * a page of 20 posts takes tens of milliseconds to render on a mid-range phone, and the feed page re-renders
 * for reasons that leave most posts unchanged (eligibility loaded, a search typed, another post liked). The
 * query cache keeps an unchanged post the same object.
 */
export const PostCard = memo(function PostCard({
  post,
  onDeleted,
  showsComments = false,
  isStandalone = false,
}: PostCardProps) {
  const { t } = useTranslation(['feed', 'errors']);
  const setPostLike = useSetPostLike();
  const deletePost = useDeletePost();
  const headingId = useId();
  const commentsId = useId();
  const [areCommentsOpen, setAreCommentsOpen] = useState(showsComments);
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const target = { kind: 'post', postId: post.id } as const;
  const [failure, setFailure] = useState<{ kind: 'like' | 'delete'; error: unknown } | null>(null);
  const { name } = getAuthorLabels(t, post.author);

  const onToggleLike = () => {
    // A second click while the first is on its way would race it: it waits (the button keeps its focus).
    if (setPostLike.isPending) return;
    setFailure(null);
    setPostLike.mutate(
      { postId: post.id, like: !post.likedByMe },
      { onError: (error) => setFailure({ kind: 'like', error }) },
    );
  };

  const onDelete = async () => {
    setFailure(null);
    try {
      await deletePost.mutateAsync(post.id);
      return true;
    } catch (error) {
      setFailure({ kind: 'delete', error });
      return false;
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-2">
        <AuthorHeading
          postHeadingLevel={isStandalone ? 2 : 3}
          id={headingId}
          author={post.author}
          date={post.createdAt}
          variant="post"
          editedMark={post.editedAt && <EditedMark target={target} editedAt={post.editedAt} />}
        />
        {post.isMine && !isEditing && (
          <EditButton
            label={t('edit.editPost')}
            buttonRef={editButtonRef}
            onClick={() => {
              setAnnouncement('');
              setIsEditing(true);
            }}
          />
        )}
        {!post.isMine && <ReportButton targetType="post" targetId={post.id} />}
        {post.isMine && (
          <DeleteControl
            label={t('post.delete')}
            title={t('post.deleteTitle')}
            description={t('post.deleteDescription')}
            onDelete={onDelete}
            onDeleted={() => onDeleted(post.id)}
          />
        )}
      </header>

      {isEditing ? (
        <TextEditor
          target={target}
          initialText={post.content}
          maxLength={POST_MAX_LENGTH}
          label={t('edit.postLabel')}
          onDone={(isSaved) => {
            setIsEditing(false);
            if (isSaved) setAnnouncement(t('edit.saved'));
            // The button comes back with the text; focus returns to it once it is rendered.
            requestAnimationFrame(() => editButtonRef.current?.focus());
          }}
        />
      ) : (
        <PostText
          text={post.content}
          highlights={post.highlights}
          newTabLabel={t('post.newTab')}
          className="mt-3"
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt={t('post.imageAlt', { name })}
          loading="lazy"
          decoding="async"
          className="mt-3 max-h-[32rem] w-full rounded-md border border-line bg-canvas object-contain"
        />
      )}

      <div className="mt-3 flex flex-wrap items-center gap-1 border-line border-t pt-2">
        <LikeButton post={post} onToggle={onToggleLike} />
        <button
          type="button"
          aria-expanded={areCommentsOpen}
          aria-controls={areCommentsOpen ? commentsId : undefined}
          onClick={() => setAreCommentsOpen((isOpen) => !isOpen)}
          className={clsx(
            'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm transition-colors hover:bg-brand-50',
            areCommentsOpen ? 'text-brand-700' : 'text-ink-muted',
          )}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('post.commentCount', { count: post.commentCount })}
        </button>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-danger-700 text-sm">
          {t(failure.kind === 'like' ? 'post.likeFailed' : 'post.deleteFailed', {
            reason: describeFeedError(t, failure.error),
          })}
        </p>
      )}

      {areCommentsOpen && <CommentsSection id={commentsId} postId={post.id} />}
    </article>
  );
});
