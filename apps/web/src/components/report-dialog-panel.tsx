import {
  REPORT_DETAILS_MAX_LENGTH,
  type ReportReason,
  type ReportTargetType,
} from '@escouade/contract/reports';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { apiFetch } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error-message';
import { useTranslation } from '../lib/use-translation';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-alert';
import { fieldControlClasses } from './ui/form-field';
import { ModalDialog } from './ui/modal-dialog';

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
};

const REASONS: Record<ReportTargetType, ReportReason[]> = {
  post: ['spam', 'harassment', 'inappropriate', 'other'],
  comment: ['spam', 'harassment', 'inappropriate', 'other'],
  profile: ['fake_profile', 'spam', 'harassment', 'inappropriate', 'other'],
};

type Problem = 'reason' | 'details' | 'tooLong' | { error: unknown };

/** The dialog's content: see `ReportDialog`. */
export function ReportDialogPanel({ open, onOpenChange, targetType, targetId }: ReportDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [isSent, setIsSent] = useState(false);
  const legendId = useId();
  const detailsId = useId();
  const errorId = useId();
  const send = useMutation({
    mutationFn: () =>
      apiFetch<{ id: string }>('/api/reports', {
        method: 'POST',
        body: { targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found: Problem | null = !reason
      ? 'reason'
      : reason === 'other' && !details.trim()
        ? 'details'
        : details.length > REPORT_DETAILS_MAX_LENGTH
          ? 'tooLong'
          : null;
    setProblem(found);
    if (found) return;
    send.mutateAsync().then(
      () => setIsSent(true),
      (error: unknown) => setProblem({ error }),
    );
  };

  const problemText =
    problem === null
      ? ''
      : typeof problem === 'string'
        ? t(`report.problems.${problem}`, { max: REPORT_DETAILS_MAX_LENGTH })
        : t('report.failed', { reason: apiErrorMessage(t, problem.error) });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen);
        if (!isOpen && isSent) {
          // A later opening starts a new report.
          setIsSent(false);
          setReason(null);
          setDetails('');
        }
      }}
      title={t(`report.title.${targetType}`)}
      description={t('report.description')}
    >
      {isSent ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success">{t('report.sent')}</FormAlert>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('report.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <fieldset
            aria-describedby={problem === 'reason' ? errorId : undefined}
            className="flex flex-col gap-2"
          >
            <legend id={legendId} className="mb-1 font-medium text-ink text-sm">
              {t('report.reasonLegend')}
            </legend>
            {REASONS[targetType].map((each) => (
              <label
                key={each}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 text-ink text-sm hover:bg-canvas"
              >
                <input
                  type="radio"
                  name="reason"
                  value={each}
                  checked={reason === each}
                  onChange={() => {
                    setReason(each);
                    if (problem === 'reason') setProblem(null);
                  }}
                  className="size-4 accent-brand-600"
                />
                {t(`report.reasons.${each}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={detailsId} className="font-medium text-ink text-sm">
              {reason === 'other' ? t('report.detailsRequired') : t('report.detailsOptional')}
            </label>
            <textarea
              id={detailsId}
              name="details"
              rows={3}
              value={details}
              aria-invalid={problem === 'details' || problem === 'tooLong' ? true : undefined}
              aria-describedby={problem === 'details' || problem === 'tooLong' ? errorId : undefined}
              onChange={(event) => setDetails(event.target.value)}
              className={clsx(fieldControlClasses, 'resize-y')}
            />
          </div>
          {problem !== null && (
            <p id={errorId} role="alert" className="text-danger-700 text-sm">
              {problemText}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" aria-disabled={send.isPending || undefined}>
              {send.isPending ? t('report.sending') : t('report.send')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
