import {
  cancelAccountDeletionInputSchema,
  dataExportListSchema,
  dataExportParamsSchema,
  dataExportSchema,
  requestAccountDeletionInputSchema,
  scheduledDeletionSchema,
} from '@escouade/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  actorAndNamedPerson,
  tellProfileChanges,
  type ProfileCacheOption,
} from '../profiles/profile-changes.ts';
import { createFixedWindowLimiter } from '../../auth/fixed-window-limiter.ts';
import { actorOf } from '../../auth/session.ts';
import { toWebHeaders } from '../../auth/web-headers.ts';
import { AppError } from '../../errors.ts';
import { cancelAccountDeletion, requestAccountDeletion } from './account-deletion.service.ts';
import {
  BUILD_EXPORTS_JOB,
  listDataExports,
  openDataExportArchive,
  requestDataExport,
} from './data-exports.service.ts';

const tags = ['account'];

/**
 * A member's rights over their data, under `/api/account`: a copy of everything (an archive built in the
 * background), and leaving (deletion after a grace period that the e-mailed link cancels).
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<AppContext & ProfileCacheOption> = async (
  app,
  { db, auth, mailer, objects, guards, jobs, windowCounter, config, publicProfiles },
) => {
  // A member leaving is gone from view at once, and back when they cancel.
  tellProfileChanges(app, publicProfiles, actorAndNamedPerson);
  // Each try checks a password (and maybe a code): a few per account, whatever the address.
  const deletionAttempts = createFixedWindowLimiter({
    name: 'account-deletion',
    max: 5,
    windowMs: 10 * 60_000,
    counter: windowCounter,
  });

  app.get(
    '/exports',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'My data archives, newest first, with the progress of one being prepared',
        response: { 200: dataExportListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDataExports(db, actorOf(request));
    },
  );

  app.post(
    '/exports',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Ask for an archive of my data; it is prepared in the background and announced by e-mail',
        response: { 202: dataExportSchema },
      },
    },
    async (request, reply) => {
      const created = await requestDataExport(db, actorOf(request)).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          const details = error.details as { retryAfterSeconds?: number } | undefined;
          reply.header('retry-after', String(details?.retryAfterSeconds ?? 3600));
        }
        throw error;
      });
      // Started now rather than at the job's next tick; the job also picks up whatever a restart interrupted.
      jobs.runNow(BUILD_EXPORTS_JOB).catch((error: unknown) => {
        request.log.error({ err: error }, 'data export build failed to start');
      });
      return reply.code(202).send(created);
    },
  );

  app.get(
    '/exports/:exportId/archive',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'Download one of my archives (ZIP), while it is available',
        params: dataExportParamsSchema,
      },
    },
    async (request, reply) => {
      const { object, fileName } = await openDataExportArchive(db, objects, {
        actor: actorOf(request),
        exportId: request.params.exportId,
      });
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/zip');
      if (object.size !== undefined) reply.header('content-length', object.size);
      return reply.send(object.body);
    },
  );

  app.post(
    '/deletion',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Delete my account after the grace period; signs out everywhere at once',
        body: requestAccountDeletionInputSchema,
        response: { 202: scheduledDeletionSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const wait = await deletionAttempts.hit(actor.id);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later', {
          retryAfterSeconds: wait,
        });
      }
      const scheduled = await requestAccountDeletion(db, auth, mailer, {
        actor,
        input: request.body,
        headers: toWebHeaders(request.headers),
        appUrl: config.appUrl,
      });
      await clearSessionCookies(reply, auth, config.isProduction);
      return reply.code(202).send(scheduled);
    },
  );

  app.post(
    '/deletion/cancel',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Cancel a pending account deletion with the token of the e-mailed link',
        body: cancelAccountDeletionInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelAccountDeletion(db, request.body.token);
      return reply.code(204).send(null);
    },
  );
};

/** The browser forgets the session at once (the server has already ended it). */
async function clearSessionCookies(reply: FastifyReply, auth: AppContext['auth'], isProduction: boolean) {
  const { authCookies } = await auth.$context;
  const names = [
    authCookies.sessionToken.name,
    authCookies.sessionData.name,
    authCookies.dontRememberToken.name,
  ];
  reply.header(
    'set-cookie',
    names.map(
      (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${isProduction ? '; Secure' : ''}`,
    ),
  );
}
