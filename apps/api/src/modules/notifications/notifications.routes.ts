import {
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  unsubscribeInputSchema,
  unsubscribeResultSchema,
} from '@escouade/contract/notifications';
import { PATHS, withQuery } from '@escouade/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf, sessionReaderOf, unauthenticated } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { createWriteLimits } from '../../rate-limit/write-limit.ts';
import {
  readEmailPreferences,
  saveEmailPreferences,
  unsubscribeWithToken,
} from '../email-preferences/email-preferences.ts';
import type { LiveHub } from './live-hub.ts';
import {
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const tags = ['notifications'];

/** Under `/api`: my notifications, and the live stream of my tab. Everything needs a session. */
export const notificationsRoutes: FastifyPluginAsyncZod<AppContext & { live: LiveHub }> = async (
  app,
  { db, guards, live, windowCounter },
) => {
  app.addHook('preHandler', guards.requireSession);
  // Marking read tells the reader's other tabs (a live event each); a preference is a write per type.
  const writeLimit = createWriteLimits(windowCounter);
  const readOne = writeLimit('notification-read', 300);
  const readAll = writeLimit('notifications-read-all', 30);
  const preferences = writeLimit('email-preferences', 30);

  app.get(
    '/notifications',
    {
      config: { checksSessionInItsStatement: true },
      schema: {
        tags,
        summary: 'My notifications, newest activity first, grouped when they repeat, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) =>
      listNotifications(db, {
        reader: sessionReaderOf(request),
        cursor: request.query.cursor,
        ...(request.query.limit ? { limit: request.query.limit } : {}),
      }),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of my notifications are unread',
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => getUnreadCount(db, actorOf(request)),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      config: readOne.config,
      preHandler: readOne.accountLimit,
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) =>
      markNotificationRead(db, { actor: actorOf(request), notificationId: request.params.notificationId }),
  );

  app.post(
    '/notifications/read-all',
    {
      config: readAll.config,
      preHandler: readAll.accountLimit,
      schema: { tags, summary: 'Mark all my notifications read', response: { 200: unreadCountSchema } },
    },
    async (request) => markAllNotificationsRead(db, actorOf(request)),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags,
        summary:
          'How each type of my notifications reaches me by e-mail: at once, in the daily digest, or never',
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => readEmailPreferences(db, actorOf(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      config: preferences.config,
      preHandler: preferences.accountLimit,
      schema: {
        tags,
        summary: 'Change how some types reach me by e-mail (the others keep their setting)',
        body: emailPreferencesInputSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => saveEmailPreferences(db, actorOf(request), request.body),
  );

  app.get(
    '/events',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'The live stream of my tab (server-sent events: notification, feed_post, thread_message, reset); ' +
          'resumes after Last-Event-ID',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const sessionToken = await guards.currentSessionToken(request);
      if (!sessionToken) throw unauthenticated();
      const lastEventId = request.headers['last-event-id'];
      await live.open(reply, {
        userId: actorOf(request).id,
        sessionToken,
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
      });
    },
  );
};

const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300).optional() });

/** Unsubscribing checks a signature before any query: a high ceiling per address, for mail providers' servers. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 300, timeWindow: '10 minutes' };

/**
 * Under `/api/notifications`, without a session: the unsubscribe address of every notification e-mail. The page
 * it opens sends the token as JSON; a mail client's unsubscribe button POSTs to the address of the
 * `List-Unsubscribe` header (RFC 8058), the token in its query, with a form body (urlencoded or multipart) that
 * is not read (multipart is left unread by the upload plugin); a client that opens that address instead is sent to the page. The signed token is the only
 * authority, so the request may come from anywhere.
 */
export const notificationUnsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config },
) => {
  const ignoreBody = (_request: unknown, _body: unknown, done: (error: null, body: object) => void) =>
    done(null, {});
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    ignoreBody,
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT, acceptsAnyOrigin: true },
      schema: {
        tags,
        summary:
          'Stop one type of notification e-mails (or the daily digest) with the token of an e-mail link',
        querystring: unsubscribeQuerySchema,
        // No body schema: the page sends `{ token }` as JSON, a mail client a form that is not read.
        response: { 200: unsubscribeResultSchema },
      },
    },
    async (request) => {
      const sent = unsubscribeInputSchema.safeParse(request.body);
      const token = sent.success ? sent.data.token : request.query.token;
      if (!token) throw new AppError('UNSUBSCRIBE_LINK_INVALID', 'The unsubscribe link has no token');
      return unsubscribeWithToken(db, config.authSecret, token);
    },
  );

  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Send a browser that opened the unsubscribe address to the page that asks before stopping',
        querystring: unsubscribeQuerySchema,
        response: {
          303: z
            .null()
            .describe(
              'See Other: the unsubscribe page of the interface (Location), with the token in its query',
            ),
        },
      },
    },
    async (request, reply) =>
      reply.redirect(withQuery(PATHS.notificationUnsubscribe, { token: request.query.token ?? '' }), 303),
  );
};
