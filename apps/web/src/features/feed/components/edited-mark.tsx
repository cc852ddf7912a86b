import { useRef, useState } from 'react';
import { formatExactDate } from '../../../lib/format-dates';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import type { EditTarget } from '../api/edit-text';
import { RevisionsDialog } from './revisions-dialog';

/** "· modifié" after the date of an edited post or comment; it opens the history of the text. */
export function EditedMark({ target, editedAt }: { target: EditTarget; editedAt: string }) {
  const { t, i18n } = useTranslation('feed');
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const when = formatExactDate(editedAt, getCurrentLanguage(i18n));
  return (
    <>
      <span aria-hidden="true"> · </span>
      <button
        ref={buttonRef}
        type="button"
        title={t('edit.editedOn', { date: when })}
        aria-label={t('edit.showHistory', { date: when })}
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-6 items-center underline decoration-dotted underline-offset-2 hover:text-brand-700"
      >
        {t('edit.edited')}
      </button>
      <RevisionsDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        target={target}
        onCloseAutoFocus={(event) => {
          // Back to this mark, which may have been rendered again while the dialog was open.
          event.preventDefault();
          buttonRef.current?.focus();
        }}
      />
    </>
  );
}
