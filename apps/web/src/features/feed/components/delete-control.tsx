import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type DeleteControlProps = {
  /** The button's name, e.g. "Supprimer la publication". */
  label: string;
  title: string;
  description: string;
  /** Deletes on the server; resolves true when it worked (a failure is shown by the caller). */
  onDelete: () => Promise<boolean>;
  /** Once the dialog has closed after a deletion: remove the item and move focus somewhere that stays. */
  onDeleted: () => void;
};

/** A trash button that asks for confirmation before deleting (a post or a comment of one's own). */
export function DeleteControl({ label, title, description, onDelete, onDeleted }: DeleteControlProps) {
  const { t } = useTranslation('feed');
  const [isOpen, setIsOpen] = useState(false);
  const hasDeleted = useRef(false);

  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-danger-50 hover:text-danger-700"
      >
        <Trash2 aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={title}
        description={description}
        confirmLabel={t('post.deleteConfirm')}
        pendingLabel={t('post.deleting')}
        cancelLabel={t('post.cancel')}
        onConfirm={async () => {
          hasDeleted.current = await onDelete();
        }}
        onCloseAutoFocus={(event) => {
          if (!hasDeleted.current) return;
          // This button is about to disappear with its item: the caller decides where focus goes.
          event.preventDefault();
          onDeleted();
        }}
      />
    </>
  );
}
