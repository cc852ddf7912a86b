import type { PublicProfile } from '@escouade/contract/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { RatingSummaryText } from '../../../components/rating';
import { ReviewCard, ReviewResponseForm } from '../../../components/review-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { profileReviewsQueryKey, useProfileReviews } from '../api/list-profile-reviews';
import { LoadFailure } from '../../../components/load-failure';

/**
 * What clients wrote of a professional after their projects, newest first, with each answer; the professional
 * answers, once, a review not yet answered.
 */
export function ProfileReviews({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const id = useId();
  const queryClient = useQueryClient();
  const reviews = useProfileReviews(profile.id);
  const entries = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-semibold text-ink text-lg">
        {t('reviews.title')}
      </h2>
      {reviews.data ? (
        <div className="mt-3 flex flex-col gap-3">
          <RatingSummaryText summary={profile.rating} />
          {entries.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('reviews.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {entries.map((review) => (
                <li key={review.id} className="flex flex-col gap-2">
                  <ReviewCard review={review} showAuthor />
                  {profile.isMe && review.response === null && (
                    <ReviewResponseForm
                      review={review}
                      onAnswered={() =>
                        queryClient.invalidateQueries({ queryKey: profileReviewsQueryKey(profile.id) })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {reviews.hasNextPage && (
            <Button
              variant="secondary"
              className="self-start"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
            </Button>
          )}
        </div>
      ) : reviews.isError ? (
        <LoadFailure
          className="mt-3"
          message={t('reviews.loadFailed', { reason: apiErrorMessage(t, reviews.error) })}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <div className="flex justify-center py-6">
          <Spinner label={t('reviews.loading')} />
        </div>
      )}
    </section>
  );
}
