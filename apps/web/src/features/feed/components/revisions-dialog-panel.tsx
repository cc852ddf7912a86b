import { PostText } from '../../../components/post-text';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type EditTarget, useRevisions } from '../api/edit-text';
import { describeFeedError } from '../describe-feed-error';

export type RevisionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: EditTarget;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Every version of a text, the current one first, each with when it was written. */
export function RevisionsDialogPanel({ open, onOpenChange, target, onCloseAutoFocus }: RevisionsDialogProps) {
  const { t, i18n } = useTranslation(['feed', 'errors']);
  const language = getCurrentLanguage(i18n);
  const revisions = useRevisions(target, open);
  const list = revisions.data?.revisions ?? [];

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('edit.historyTitle')}
      description={t('edit.historyDescription')}
    >
      {revisions.isPending ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('edit.historyLoading')}
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="text-danger-700 text-sm">
          {describeFeedError(t, revisions.error)}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {list.map((revision, index) => (
            // Two versions may share a time to the millisecond; their order never changes while the dialog is open.
            <li key={index} className="rounded-md border border-line p-3">
              <p className="font-medium text-ink text-sm">
                {index === 0
                  ? t('edit.currentVersion')
                  : index === list.length - 1
                    ? t('edit.originalVersion')
                    : t('edit.earlierVersion')}
                <span aria-hidden="true"> · </span>
                <time dateTime={revision.writtenAt} className="font-normal text-ink-muted">
                  {formatExactDate(revision.writtenAt, language)}
                </time>
              </p>
              <PostText text={revision.content} newTabLabel={t('post.newTab')} className="mt-1 text-sm" />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('edit.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
