import { REVIEW_RESPONSE_MAX_LENGTH, type Review } from '@escouade/contract/delivery';
import { displayNameOr } from '@escouade/contract/people';
import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../lib/api-error-message';
import { answerReview } from '../lib/review-answer';
import { useTranslation } from '../lib/use-translation';
import { RatingValue } from './rating';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-alert';
import { fieldControlClasses } from './ui/form-field';

const formatName = displayNameOr;

/** A published review: its rating, comment, date, and the answer of the person reviewed. */
export function ReviewCard({ review, showAuthor = false }: { review: Review; showAuthor?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'fr';
  const date = review.publishedAt ?? review.createdAt;
  const subjectRole = review.authorRole === 'client' ? 'member' : 'client';
  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingValue rating={review.rating} />
        {showAuthor && (
          <span className="font-medium text-ink">
            {formatName(review.author, t(`reviewCard.someone.${review.authorRole}`))}
          </span>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-ink">{review.comment}</p>
      <p className="text-ink-muted text-xs">
        {review.publishedAt
          ? t('reviewCard.publishedOn', {
              date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(date)),
            })
          : t('reviewCard.hidden')}
      </p>
      {review.response && (
        <div className="mt-1 rounded-md bg-canvas p-2">
          <p className="font-medium text-ink text-xs">
            {t('reviewCard.responseBy', {
              name: formatName(review.subject, t(`reviewCard.someone.${subjectRole}`)),
            })}
          </p>
          <p className="whitespace-pre-wrap break-words text-ink">{review.response}</p>
        </div>
      )}
    </div>
  );
}

/** The person reviewed answers a published review, once and publicly. */
export function ReviewResponseForm({ review, onAnswered }: { review: Review; onAnswered: () => unknown }) {
  const { t } = useTranslation(['common', 'errors']);
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [response, setResponse] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (text: string) => answerReview(review.id, text),
    onSuccess: () => onAnswered(),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    const value = response.trim();
    const found =
      value === ''
        ? t('reviewCard.response.required')
        : value.length > REVIEW_RESPONSE_MAX_LENGTH
          ? t('reviewCard.response.tooLong', { max: REVIEW_RESPONSE_MAX_LENGTH })
          : null;
    setProblem(found);
    if (found) {
      fieldRef.current?.focus();
      return;
    }
    try {
      await answer.mutateAsync(value);
    } catch {
      // Shown above the field.
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {answer.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, answer.error)}</p>
        </FormAlert>
      )}
      <label htmlFor={`${id}-response`} className="font-medium text-ink text-sm">
        {t('reviewCard.response.label')}
      </label>
      <p id={`${id}-hint`} className="text-ink-muted text-xs">
        {t('reviewCard.response.hint')}
      </p>
      <textarea
        ref={fieldRef}
        id={`${id}-response`}
        rows={2}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
        className={clsx(fieldControlClasses, 'resize-y')}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-danger-700 text-sm">
          {problem}
        </p>
      )}
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        aria-disabled={answer.isPending || undefined}
      >
        {answer.isPending ? t('reviewCard.response.sending') : t('reviewCard.response.submit')}
      </Button>
    </form>
  );
}
