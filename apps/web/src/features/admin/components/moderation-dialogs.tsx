import type { Comment, Post } from '@escouade/contract/feed';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useModerateComment, useModeratePost } from '../api/moderate-content';
import { describeAuthor } from '../moderation-author';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { ApiError } from '../../../lib/api-client';

const isAlreadyGone = (error: unknown) =>
  error instanceof ApiError && (error.code === 'POST_NOT_FOUND' || error.code === 'COMMENT_NOT_FOUND');

/** A deletion the admin asked for, with the button it came from (focus returns there on cancel). */
export type ModerationRequest =
  | { kind: 'post'; post: Post; trigger: HTMLElement }
  | {
      kind: 'comment';
      post: Post;
      comment: Comment;
      trigger: HTMLElement;
      /** Where focus goes once the comment, and its button, are gone: the post's comments button. */
      fallback: HTMLElement | null;
    };

type ModerationDialogsProps = {
  request: ModerationRequest | null;
  onClose: () => void;
  /** Where focus goes once a deleted post's button is gone. */
  fallbackFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The confirmations before deleting a post or a comment. The call runs with a pending label; its outcome is
 * toasted, then focus goes back to the button that asked, or next to it when that button went with the content.
 */
export function ModerationDialogs({ request, onClose, fallbackFocusRef }: ModerationDialogsProps) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const moderatePost = useModeratePost();
  const moderateComment = useModerateComment();
  // The dialog calls back once closed, when `request` is already cleared.
  const lastRequestRef = useRef<ModerationRequest | null>(null);
  // Whether the content went: its button may still be on screen when the dialog closes, until the list that
  // dropped it renders, and focus must not go there to be lost with it.
  const isGoneRef = useRef(false);
  useEffect(() => {
    if (!request) return;
    lastRequestRef.current = request;
    isGoneRef.current = false;
  }, [request]);

  const describeFailure = (error: unknown) => apiErrorMessage(t, error);

  const onCloseAutoFocus = (event: Event) => {
    const last = lastRequestRef.current;
    if (!last) return;
    event.preventDefault();
    if (!isGoneRef.current && last.trigger.isConnected) last.trigger.focus();
    else if (last.kind === 'comment' && last.fallback?.isConnected) last.fallback.focus();
    else fallbackFocusRef.current?.focus();
  };

  const run = async (call: () => Promise<unknown>, success: string, failure: (reason: string) => string) => {
    try {
      await call();
      isGoneRef.current = true;
      toast.success(success);
    } catch (error) {
      console.warn('Moderation failed', error);
      // Deleted meanwhile (by its author or another admin): it leaves the list all the same.
      isGoneRef.current = isAlreadyGone(error);
      toast.error(failure(describeFailure(error)));
    }
  };

  const common = {
    cancelLabel: t('dialogs.cancel'),
    confirmLabel: t('moderation.dialogs.confirm'),
    pendingLabel: t('moderation.dialogs.pending'),
    onCloseAutoFocus,
    onOpenChange: (isOpen: boolean) => {
      if (!isOpen) onClose();
    },
  };
  const postAuthor = request?.kind === 'post' ? describeAuthor(t, request.post.author).name : '';
  const commentAuthor = request?.kind === 'comment' ? describeAuthor(t, request.comment.author).name : '';

  return (
    <>
      <ConfirmDialog
        {...common}
        open={request?.kind === 'post'}
        title={t('moderation.dialogs.post.title')}
        description={t('moderation.dialogs.post.description', { name: postAuthor })}
        onConfirm={() =>
          request?.kind === 'post' &&
          run(
            () => moderatePost.mutateAsync(request.post.id),
            t('moderation.toasts.postDeleted', { name: postAuthor }),
            (reason) => t('moderation.toasts.postDeleteFailed', { reason }),
          )
        }
      />
      <ConfirmDialog
        {...common}
        open={request?.kind === 'comment'}
        title={t('moderation.dialogs.comment.title')}
        description={t('moderation.dialogs.comment.description', { name: commentAuthor })}
        onConfirm={() =>
          request?.kind === 'comment' &&
          run(
            () => moderateComment.mutateAsync({ postId: request.post.id, commentId: request.comment.id }),
            t('moderation.toasts.commentDeleted', { name: commentAuthor }),
            (reason) => t('moderation.toasts.commentDeleteFailed', { reason }),
          )
        }
      />
    </>
  );
}
