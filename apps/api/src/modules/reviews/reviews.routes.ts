import {
  profileReviewsPageSchema,
  profileReviewsQuerySchema,
  projectReviewsSchema,
  publicConsentInputSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewResponseInputSchema,
  reviewSchema,
  reviewSubjectParamsSchema,
} from '@escouade/contract/delivery';
import { projectIdParamsSchema, userIdParamsSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import {
  answerReview,
  getProjectReviews,
  listProfileReviews,
  setPublicConsent,
  writeReview,
} from './reviews.service.ts';
import {
  actorAndNamedPerson,
  tellProfileChanges,
  type ProfileCacheOption,
} from '../profiles/profile-changes.ts';

const tags = ['reviews'];
const writeLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

/** Under `/api`: a delivered project's reviews for its client and members, and a professional's public reviews. */
export const reviewsRoutes: FastifyPluginAsyncZod<
  AppContext &
    ProfileCacheOption & {
      /** A review shown on the public pages, or no longer: app.ts forgets their cached answers. */
      publicReviewsChanged: () => void;
    }
> = async (app, { db, guards, publicProfiles, publicReviewsChanged }) => {
  // A review written may publish the pair: the rating of the person reviewed, and of its author.
  tellProfileChanges(app, publicProfiles, actorAndNamedPerson);

  app.get(
    '/projects/:projectId/reviews',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'My side of the project’s reviews: whom I review, what I wrote, what was written of me',
        params: projectIdParamsSchema,
        response: { 200: projectReviewsSchema },
      },
    },
    async (request) =>
      getProjectReviews(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.put(
    '/projects/:projectId/reviews/:subjectId',
    {
      preHandler: guards.requireSession,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Write or rewrite my review of a member (client) or of the client (member), until published',
        params: reviewSubjectParamsSchema,
        body: reviewInputSchema,
        response: { 200: projectReviewsSchema },
      },
    },
    async (request) => {
      const reviews = await writeReview(db, {
        actor: actorOf(request),
        ...request.params,
        input: request.body,
      });
      publicReviewsChanged();
      return reviews;
    },
  );

  app.put(
    '/reviews/:reviewId/public-consent',
    {
      preHandler: guards.requireSession,
      config: writeLimit,
      schema: {
        tags,
        summary:
          'Show my review of a member on the public pages (name as I choose, budget if I say so), or stop',
        params: reviewIdParamsSchema,
        body: publicConsentInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => {
      const review = await setPublicConsent(db, {
        actor: actorOf(request),
        reviewId: request.params.reviewId,
        consent: request.body.publicConsent,
      });
      publicReviewsChanged();
      return review;
    },
  );

  app.post(
    '/reviews/:reviewId/response',
    {
      preHandler: guards.requireSession,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Answer a published review of me, once, publicly',
        params: reviewIdParamsSchema,
        body: reviewResponseInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      answerReview(db, {
        actor: actorOf(request),
        reviewId: request.params.reviewId,
        response: request.body.response,
      }),
  );

  app.get(
    '/profiles/:userId/reviews',
    {
      schema: {
        tags,
        summary: 'The published reviews clients wrote of a professional, newest first, with the average',
        params: userIdParamsSchema,
        querystring: profileReviewsQuerySchema,
        response: { 200: profileReviewsPageSchema },
      },
    },
    async (request) =>
      listProfileReviews(db, { userId: request.params.userId, cursor: request.query.cursor }),
  );
};
