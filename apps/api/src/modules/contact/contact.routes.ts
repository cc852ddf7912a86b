import { contactMessageInputSchema, contactMessageResponseSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { receiveContactMessage } from './contact.service.ts';

/** A person sends a handful of messages; a bot sends hundreds. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export const contactRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, mailer, config }) => {
  app.post(
    '',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team from the contact form',
        body: contactMessageInputSchema,
        response: { 202: contactMessageResponseSchema },
      },
    },
    async (request, reply) => {
      await receiveContactMessage({ db, mailer, contactInbox: config.contactInbox }, request.body);
      return reply.code(202).send({ status: 'received' });
    },
  );
};
