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

  // The mailbox shows every account's confirmation and reset links: only the developer's own machine may
  // read it. The connection must come from loopback (a proxy on it still counts, so the address Fastify
  // trusts must too), and the Host header must name the machine itself, so that a page of another site
  // cannot reach it through a DNS name rebound to 127.0.0.1.
  app.addHook('onRequest', async (request, reply) => {
    const isLocal =
      isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && isLocalHost(request.host);
    if (!isLocal) {
      return reply
        .code(404)
        .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` });
    }
    return undefined;
  });

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

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
}

/** `localhost` (and its subdomains), `127.x.x.x` or `[::1]`, with or without a port. */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  return /^((.+\.)?localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(name);
}
