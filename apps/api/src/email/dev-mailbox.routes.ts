import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { renderMailboxListPage, renderMailboxMessagePage } from './dev-mailbox.pages.ts';
import { getMailboxMessage, listMailboxMessages } from './dev-mailbox.service.ts';

const mailboxQuerySchema = z.object({
  // `?to=` from an empty filter form means "everyone".
  to: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || undefined),
});

const mailboxParamsSchema = z.object({ id: z.string().max(100) });

const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  html: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});

const errorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * The development mailbox (registered only without SMTP outside production): pages for people, JSON for
 * tests and scripts that need a confirmation or reset link.
 */
export const registerDevMailboxRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const basePath = app.prefix;
  const tags = ['dev'];

  app.get(
    '/',
    { schema: { tags, summary: 'Development mailbox page', querystring: mailboxQuerySchema } },
    async (request, reply) => {
      const messages = await listMailboxMessages(db, { to: request.query.to });
      return sendPage(reply, renderMailboxListPage({ messages, to: request.query.to, basePath }));
    },
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Development mailbox message page', params: mailboxParamsSchema } },
    async (request, reply) => {
      const message = await getMailboxMessage(db, request.params.id);
      return sendPage(reply, renderMailboxMessagePage({ message, from: config.mailFrom, basePath }));
    },
  );

  app.get(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Stored messages, newest first (at most 100)',
        querystring: mailboxQuerySchema,
        response: { 200: z.array(mailboxMessageSchema) },
      },
    },
    async (request) => listMailboxMessages(db, { to: request.query.to }),
  );

  app.get(
    '/api/messages/:id',
    {
      schema: {
        tags,
        summary: 'One stored message',
        params: mailboxParamsSchema,
        response: { 200: mailboxMessageSchema, 404: errorSchema },
      },
    },
    async (request) => getMailboxMessage(db, request.params.id),
  );
};

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
