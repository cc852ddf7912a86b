import {
  newsletterStatusResponseSchema,
  newsletterSubscribeInputSchema,
  newsletterSubscribeResponseSchema,
  newsletterTokenInputSchema,
} from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './newsletter.service.ts';

const SUBSCRIBE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, config }) => {
  const deps = { db, mailer, appUrl: config.appUrl, authSecret: config.authSecret };

  app.post(
    '',
    {
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address (double opt-in: a confirmation mail is sent)',
        body: newsletterSubscribeInputSchema,
        response: { 202: newsletterSubscribeResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, locale, website } = request.body;
      // A filled honeypot is a bot: same answer, nothing done.
      if (!website) await subscribeToNewsletter(deps, { email, locale });
      return reply.code(202).send({ status: 'confirmation_sent' });
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit: TOKEN_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of the mailed link',
        body: newsletterTokenInputSchema,
        response: { 200: newsletterStatusResponseSchema },
      },
    },
    async (request) => {
      await confirmNewsletterSubscription(deps, request.body.token);
      return { status: 'confirmed' as const };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: TOKEN_RATE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token of the link found in every newsletter mail',
        body: newsletterTokenInputSchema,
        response: { 200: newsletterStatusResponseSchema },
      },
    },
    async (request) => {
      await unsubscribeFromNewsletter(deps, request.body.token);
      return { status: 'unsubscribed' as const };
    },
  );
};
