import {
  accountTypeSchema,
  changeAccountTypeInputSchema,
  disableTwoFactorWithCodeInputSchema,
  passwordResetTokenParamsSchema,
  passwordResetTokenStatusSchema,
  peopleIKeepAwaySchema,
} from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createFixedWindowLimiter } from '../../auth/fixed-window-limiter.ts';
import { actorOf } from '../../auth/session.ts';
import { toWebHeaders } from '../../auth/web-headers.ts';
import { AppError } from '../../errors.ts';
import { listPeopleIKeepAway } from '../profiles/blocks.service.ts';
import { disableTwoFactorWithCode, isPasswordResetTokenValid } from '../../auth/account-security.ts';

import type { Actor } from '../../auth/session.ts';
import type { SignUpRole } from '@escouade/contract/constants';

export type AccountRoutesOptions = AppContext & {
  /** The switch between client and professional, with its checks and audit entry (given by app.ts). */
  changeAccountType: (input: { actor: Actor; role: SignUpRole }) => Promise<{ role: SignUpRole }>;
};

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, auth, guards, windowCounter, changeAccountType },
) => {
  // Better Auth counts failed codes only during sign-in; a signed-in session gets a few tries per account too,
  // so a stolen session cookie cannot go through the million codes from many addresses.
  const codeAttempts = createFixedWindowLimiter({
    name: 'two-factor-disable',
    max: 5,
    windowMs: 10 * 60_000,
    counter: windowCounter,
  });

  app.get(
    '/blocks',
    {
      preHandler: guards.requireSession,
      schema: {
        tags: ['account'],
        summary: 'The people I blocked and those I muted, most recent first',
        response: { 200: peopleIKeepAwaySchema },
      },
    },
    async (request) => listPeopleIKeepAway(db, actorOf(request)),
  );

  app.put(
    '/type',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Switch my account between client and professional',
        body: changeAccountTypeInputSchema,
        response: { 200: accountTypeSchema },
      },
    },
    async (request) => changeAccountType({ actor: actorOf(request), role: request.body.role }),
  );

  app.get(
    '/password-reset/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' }, secretInPath: true },
      schema: {
        tags: ['account'],
        summary: 'Whether a password-reset link is still valid (the update-password form shows only then)',
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetTokenStatusSchema },
      },
    },
    async (request) => ({ valid: await isPasswordResetTokenValid(db, request.params.token) }),
  );

  app.post(
    '/two-factor/disable',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor authentication off with a code from the app or a backup code',
        body: disableTwoFactorWithCodeInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const wait = await codeAttempts.hit(actor.id);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
          retryAfterSeconds: wait,
        });
      }
      await disableTwoFactorWithCode(db, auth, {
        actor,
        code: request.body.code,
        headers: toWebHeaders(request.headers),
      });
      return reply.code(204).send(null);
    },
  );
};
