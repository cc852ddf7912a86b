import { CHANGE_REQUEST_MAX_LENGTH, DELIVERY_NOTE_MAX_LENGTH } from '@escouade/contract/delivery';
import type { Milestone } from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../../components/ui/form-field';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useAnswerDelivery, useDeliverMilestone } from '../../api/milestone-delivery';
import { AttachmentPicker } from '../collaboration/attachment-picker';

export type DeliveryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  milestone: Milestone;
  /** `deliver`: a member hands the milestone over; `changes`: the client asks for changes. */
  mode: 'deliver' | 'changes';
  onDone: (message: string) => void;
};

/** The note (and files) of a delivery, or the client's comment asking for changes. */
export function DeliveryDialogPanel({
  open,
  onOpenChange,
  projectId,
  milestone,
  mode,
  onDone,
}: DeliveryDialogProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const deliver = useDeliverMilestone(projectId);
  const answer = useAnswerDelivery(projectId);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = mode === 'deliver' ? deliver : answer;
  const isDelivering = mode === 'deliver';
  const max = isDelivering ? DELIVERY_NOTE_MAX_LENGTH : CHANGE_REQUEST_MAX_LENGTH;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = text.trim();
    const found =
      value === ''
        ? t(`delivery.${mode}.required`)
        : value.length > max
          ? t('delivery.tooLong', { max })
          : null;
    setProblem(found);
    if (found) {
      textRef.current?.focus();
      return;
    }
    try {
      if (mode === 'deliver') {
        await deliver.mutateAsync({ milestoneId: milestone.id, note: value, files });
        onDone(t('delivery.announce.delivered', { title: milestone.title }));
      } else {
        await answer.mutateAsync({ milestoneId: milestone.id, comment: value });
        onDone(t('delivery.announce.changesRequested', { title: milestone.title }));
      }
      onOpenChange(false);
    } catch {
      // Shown at the top of the form; what was written stays.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`delivery.${mode}.title`, { title: milestone.title })}
      description={t(`delivery.${mode}.description`)}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {mutation.isError && (
          <FormAlert tone="error">
            <p>{apiErrorMessage(t, mutation.error)}</p>
          </FormAlert>
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="font-medium text-ink text-sm">
            {t(`delivery.${mode}.label`)}
          </label>
          <textarea
            ref={textRef}
            id={`${id}-text`}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={clsx(fieldControlClasses, 'resize-y')}
          />
          {problem && (
            <p id={`${id}-problem`} className="text-danger-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        {isDelivering && <AttachmentPicker files={files} onChange={setFiles} disabled={deliver.isPending} />}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('delivery.cancel')}
          </Button>
          <Button type="submit" aria-disabled={mutation.isPending || undefined}>
            {mutation.isPending ? t('delivery.sending') : t(`delivery.${mode}.submit`)}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
