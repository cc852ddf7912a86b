import {
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  unsubscribeResultSchema,
} from '@escouade/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf, unauthenticated } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { readEmailPreferences, saveEmailPreferences, unsubscribeWithToken } from './email-preferences.ts';
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
  { db, guards, live },
) => {
  app.addHook('preHandler', guards.requireSession);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest activity first, grouped when they repeat, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) =>
      listNotifications(db, {
        actor: actorOf(request),
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
    { schema: { tags, summary: 'Mark all my notifications read', response: { 200: unreadCountSchema } } },
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

/** The body of a one-click unsubscribe (RFC 8058), or the JSON of the unsubscribe page. */
const unsubscribeBodySchema = z
  .object({
    token: z.string().min(1).max(300).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();

/**
 * Under `/api/notifications`, without a session: the unsubscribe link of every notification e-mail. The page
 * it opens sends the token as JSON; a mail client's unsubscribe button POSTs the form body of RFC 8058 to the
 * address of the `List-Unsubscribe` header, the token in its query. The signed token is the only authority,
 * so the request may come from anywhere.
 */
export const notificationUnsubscribeRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, config },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' }, checksOwnOrigin: true },
      schema: {
        tags,
        summary:
          'Stop one type of notification e-mails (or the daily digest) with the token of an e-mail link',
        querystring: z.object({ token: z.string().min(1).max(300).optional() }),
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw new AppError('UNSUBSCRIBE_LINK_INVALID', 'The unsubscribe link has no token');
      return unsubscribeWithToken(db, config.authSecret, token);
    },
  );
};
