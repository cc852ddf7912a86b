import { type PublicConsent, REVIEW_COMMENT_MAX_LENGTH, type ReviewDue } from '@escouade/contract/delivery';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { RatingInput } from '../../../../components/rating';
import { ReviewCard, ReviewResponseForm } from '../../../../components/review-card';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useProjectReviews, useWriteReview } from '../../api/project-reviews';
import { reviewsQueryKey } from '../../api/project-query-keys';
import { formatDate, formatPersonName } from '../../format';
import { LoadFailure } from '../../../../components/load-failure';
import { PublicConsentFields, PublicConsentForm } from './public-consent-fields';

/**
 * After delivery: the viewer reviews the other side (the client each member, a member the client), 1 to 5 with
 * a comment. Neither side reads the other's review first: both show once both are written or the period ends.
 */
export function ProjectReviews({ projectId, isClient }: { projectId: string; isClient: boolean }) {
  const { t, i18n } = useTranslation(['projects', 'errors']);
  const language = i18n.resolvedLanguage ?? 'fr';
  const id = useId();
  const reviews = useProjectReviews(projectId);
  const data = reviews.data;

  return (
    <section
      id="reviews"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('reviews.title')}
      </h2>
      {data ? (
        <div className="mt-2 flex flex-col gap-5">
          <p className="text-ink-muted text-sm">
            {data.canReview && data.closesAt
              ? t('reviews.intro', { date: formatDate(data.closesAt, language) })
              : t('reviews.closed')}
          </p>
          {data.pairs.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('reviews.nobody')}</p>
          ) : (
            data.pairs.map((pair) => (
              <ReviewPair
                key={pair.subject.id}
                projectId={projectId}
                pair={pair}
                canReview={data.canReview}
                isClient={isClient}
              />
            ))
          )}
        </div>
      ) : reviews.isError ? (
        <LoadFailure
          className="mt-4"
          message={t('reviews.loadFailed', { reason: apiErrorMessage(t, reviews.error) })}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label={t('reviews.loading')} />
        </div>
      )}
    </section>
  );
}

function ReviewPair({
  projectId,
  pair,
  canReview,
  isClient,
}: {
  projectId: string;
  pair: ReviewDue;
  canReview: boolean;
  /** Only a client's review of a member may be shown on the public pages. */
  isClient: boolean;
}) {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const name = formatPersonName(pair.subject, t('unnamed'));
  const isMineFinal = Boolean(pair.mine?.publishedAt);
  // Said here rather than in the form: publishing replaces the form with the review.
  const [saved, setSaved] = useState('');
  return (
    <article className="flex flex-col gap-4 border-line border-t pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="font-semibold text-ink">{name}</h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-2">
          <h4 className="font-medium text-ink text-sm">{t('reviews.mine', { name })}</h4>
          <p role="status" className="text-sm text-success-800 empty:hidden">
            {saved}
          </p>
          {isMineFinal && pair.mine ? (
            <>
              <ReviewCard review={pair.mine} />
              {isClient && <PublicConsentForm projectId={projectId} review={pair.mine} />}
            </>
          ) : canReview ? (
            <ReviewForm
              projectId={projectId}
              pair={pair}
              name={name}
              isClient={isClient}
              onSaved={setSaved}
            />
          ) : (
            <p className="text-ink-muted text-sm">
              {pair.mine ? t('reviews.mineHidden') : t('reviews.notWritten')}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="font-medium text-ink text-sm">{t('reviews.theirs', { name })}</h4>
          {pair.theirs ? (
            <>
              <ReviewCard review={pair.theirs} />
              {pair.theirs.response === null && (
                <ReviewResponseForm
                  review={pair.theirs}
                  onAnswered={() => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(projectId) })}
                />
              )}
            </>
          ) : (
            <p className="text-ink-muted text-sm">
              {pair.theyHaveWritten
                ? t('reviews.theirsHidden', { name })
                : t('reviews.theirsMissing', { name })}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

type ReviewFormProps = {
  projectId: string;
  pair: ReviewDue;
  name: string;
  isClient: boolean;
  onSaved: (message: string) => void;
};

function ReviewForm({ projectId, pair, name, isClient, onSaved }: ReviewFormProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const write = useWriteReview(projectId);
  const [rating, setRating] = useState<number | null>(pair.mine?.rating ?? null);
  const [comment, setComment] = useState(pair.mine?.comment ?? '');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [publicConsent, setPublicConsent] = useState<PublicConsent | null>(pair.mine?.publicConsent ?? null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.isPending) return;
    const value = comment.trim();
    const found = {
      ...(rating === null ? { rating: t('reviews.form.ratingRequired') } : {}),
      ...(value === ''
        ? { comment: t('reviews.form.commentRequired') }
        : value.length > REVIEW_COMMENT_MAX_LENGTH
          ? { comment: t('reviews.form.tooLong', { max: REVIEW_COMMENT_MAX_LENGTH }) }
          : {}),
    };
    setErrors(found);
    onSaved('');
    if (found.rating) {
      document.querySelector<HTMLInputElement>(`input[name="${id}-rating"]`)?.focus();
      return;
    }
    if (found.comment || rating === null) {
      commentRef.current?.focus();
      return;
    }
    try {
      const result = await write.mutateAsync({
        subjectId: pair.subject.id,
        input: { rating, comment: value, publicConsent: isClient ? publicConsent : null },
      });
      const published = result.pairs.find((entry) => entry.subject.id === pair.subject.id)?.mine?.publishedAt;
      onSaved(published ? t('reviews.form.published', { name }) : t('reviews.form.savedHidden', { name }));
    } catch {
      // Shown above the form; what was written stays.
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {write.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, write.error)}</p>
        </FormAlert>
      )}
      <RatingInput
        legend={t('reviews.form.rating', { name })}
        name={`${id}-rating`}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="font-medium text-ink text-sm">
          {t('reviews.form.comment')}
        </label>
        <textarea
          ref={commentRef}
          id={`${id}-comment`}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          className={clsx(fieldControlClasses, 'resize-y')}
        />
        {errors.comment && (
          <p id={`${id}-comment-error`} className="text-danger-700 text-sm">
            {errors.comment}
          </p>
        )}
      </div>
      {isClient && <PublicConsentFields value={publicConsent} onChange={setPublicConsent} />}
      {pair.mine && <p className="text-ink-muted text-xs">{t('reviews.form.editable', { name })}</p>}
      <Button type="submit" className="self-start" aria-disabled={write.isPending || undefined}>
        {write.isPending
          ? t('reviews.form.saving')
          : pair.mine
            ? t('reviews.form.update')
            : t('reviews.form.submit')}
      </Button>
    </form>
  );
}
