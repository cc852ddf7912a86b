import { passwordResetTokenParamsSchema, passwordResetTokenStatusSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { isPasswordResetTokenValid } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/password-reset/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['account'],
        summary: 'Whether a password-reset link is still valid (the update-password form shows only then)',
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetTokenStatusSchema },
      },
    },
    async (request) => ({ valid: await isPasswordResetTokenValid(db, request.params.token) }),
  );
};
