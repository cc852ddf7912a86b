import {
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@escouade/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf, unauthenticated } from '../../auth/session.ts';
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
