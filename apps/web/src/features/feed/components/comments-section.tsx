import { COMMENT_MAX_LENGTH } from '@escouade/contract/constants';
import type { Comment } from '@escouade/contract/feed';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PostText } from '../../../components/post-text';
import { ReportButton } from '../../../components/report-button';
import { Button } from '../../../components/ui/button';
import { useDeleteComment, useForgetComment } from '../api/delete-comment';
import { useComments } from '../api/list-comments';
import { describeFeedError } from '../describe-feed-error';
import { AuthorHeading } from './author-heading';
import { CommentForm } from './comment-form';
import { DeleteControl } from './delete-control';
import { EditButton } from './edit-button';
import { EditedMark } from './edited-mark';
import { TextEditor } from './text-editor';

/** A post's comments, oldest first, a page at a time, and the form to add one. */
export function CommentsSection({ id, postId }: { id: string; postId: string }) {
  const { t } = useTranslation(['feed', 'errors']);
  const comments = useComments(postId);
  const deleteComment = useDeleteComment();
  const forgetComment = useForgetComment();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  const onDelete = async (comment: Comment) => {
    setDeleteError(null);
    try {
      await deleteComment.mutateAsync({ postId, commentId: comment.id });
      return true;
    } catch (error) {
      setDeleteError(error);
      return false;
    }
  };

  return (
    <section id={id} aria-label={t('comments.title')} className="mt-3 border-line border-t pt-3">
      {comments.isPending ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('comments.loading')}
        </p>
      ) : comments.isError && !comments.data ? (
        <p role="alert" className="text-danger-700 text-sm">
          {describeFeedError(t, comments.error)}
        </p>
      ) : list.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('comments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onDelete={() => onDelete(comment)}
              onDeleted={() => {
                forgetComment({ postId, commentId: comment.id });
                setAnnouncement(t('comments.deleted'));
                textareaRef.current?.focus();
              }}
              onEdited={() => setAnnouncement(t('edit.saved'))}
            />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-2"
          aria-disabled={comments.isFetchingNextPage || undefined}
          onClick={() => {
            if (!comments.isFetchingNextPage) void comments.fetchNextPage();
          }}
        >
          {comments.isFetchingNextPage ? t('comments.loading') : t('comments.loadMore')}
        </Button>
      )}
      {comments.isFetchNextPageError && (
        <p role="alert" className="mt-2 text-danger-700 text-sm">
          {describeFeedError(t, comments.error)}
        </p>
      )}
      {deleteError !== null && (
        <p role="alert" className="mt-2 text-danger-700 text-sm">
          {t('comments.deleteFailed', { reason: describeFeedError(t, deleteError) })}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <CommentForm postId={postId} textareaRef={textareaRef} />
    </section>
  );
}

type CommentItemProps = {
  comment: Comment;
  onDelete: () => Promise<boolean>;
  onDeleted: () => void;
  onEdited: () => void;
};

/** One comment: its author, text and edited mark, and for its author the edit and delete buttons. */
function CommentItem({ comment, onDelete, onDeleted, onEdited }: CommentItemProps) {
  const { t } = useTranslation('feed');
  const [isEditing, setIsEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const target = { kind: 'comment', postId: comment.postId, commentId: comment.id } as const;
  return (
    // The address of a notification about this comment ends in `#comment-<id>`.
    <li
      id={`comment-${comment.id}`}
      className="flex scroll-mt-20 items-start gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
    >
      <div className="min-w-0 flex-1 rounded-md bg-canvas px-3 py-2">
        <AuthorHeading
          author={comment.author}
          date={comment.createdAt}
          variant="comment"
          editedMark={comment.editedAt && <EditedMark target={target} editedAt={comment.editedAt} />}
        />
        {isEditing ? (
          <TextEditor
            target={target}
            initialText={comment.content}
            maxLength={COMMENT_MAX_LENGTH}
            label={t('edit.commentLabel')}
            onDone={(isSaved) => {
              setIsEditing(false);
              if (isSaved) onEdited();
              requestAnimationFrame(() => editButtonRef.current?.focus());
            }}
          />
        ) : (
          <PostText text={comment.content} newTabLabel={t('post.newTab')} className="mt-1 pl-11 text-sm" />
        )}
      </div>
      {!comment.isMine && <ReportButton targetType="comment" targetId={comment.id} />}
      {comment.isMine && (
        <div className="flex shrink-0 flex-col">
          {!isEditing && (
            <EditButton
              label={t('edit.editComment')}
              buttonRef={editButtonRef}
              onClick={() => setIsEditing(true)}
            />
          )}
          <DeleteControl
            label={t('comments.delete')}
            title={t('comments.deleteTitle')}
            description={t('comments.deleteDescription')}
            onDelete={onDelete}
            onDeleted={onDeleted}
          />
        </div>
      )}
    </li>
  );
}
