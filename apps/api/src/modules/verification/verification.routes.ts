import {
  verificationRequestFieldsSchema,
  verificationStateSchema,
  verificationSubjectParamsSchema,
} from '@escouade/contract/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { readFormWithFiles } from '../../uploads/read-image-upload.ts';
import { refuseUnread } from '../../uploads/refuse-unread.ts';
import { parseInput } from '../../validation.ts';
import {
  actorAndNamedPerson,
  type ProfileCacheOption,
  tellProfileChanges,
} from '../profiles/profile-changes.ts';
import type { BusinessRegistry } from './business-registry.ts';
import {
  assertMayRequest,
  getVerificationState,
  requestVerification,
  type VerificationSubjects,
} from './verification.service.ts';

const tags = ['verification'];

export interface VerificationOptions {
  /** The kinds of business that can be verified (professionals, organisations), each from its module. */
  subjects: VerificationSubjects;
  /** Where a SIRET is looked up (the offline checksum by default). */
  registry: BusinessRegistry;
}

/**
 * A business asks to be verified and reads where it stands, under `/api/verifications/:subjectType/:subjectId`:
 * only whoever the subject's kind allows (a professional: themselves). Administrators decide in the admin API.
 */
export const verificationRoutes: FastifyPluginAsyncZod<
  AppContext & ProfileCacheOption & VerificationOptions
> = async (app, { db, guards, objects, subjects, registry, publicProfiles }) => {
  app.addHook('preHandler', guards.requireSession);
  // A new SIRET removes the badge of the profile it is given on.
  tellProfileChanges(app, publicProfiles, actorAndNamedPerson);

  app.get(
    '/:subjectType/:subjectId',
    {
      schema: {
        tags,
        summary: 'Whether the business is verified, and its latest request (the business itself only)',
        params: verificationSubjectParamsSchema,
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => getVerificationState(db, subjects, { actor: actorOf(request), ...request.params }),
  );

  app.post(
    '/:subjectType/:subjectId',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary:
          'Ask to be verified: `siret`, and the registration document (Kbis extract or INSEE notice, PDF) as `document`',
        params: verificationSubjectParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: verificationStateSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Who asks, and that nothing waits already, before a byte of the document is read.
      await refuseUnread(reply, () => assertMayRequest(db, subjects, { actor, ...request.params }));
      const { fields, files } = await readFormWithFiles(request, 1);
      const { siret } = parseInput(verificationRequestFieldsSchema, fields);
      const state = await requestVerification(
        db,
        objects,
        { subjects, registry },
        { actor, ...request.params, siret, document: files[0] },
      );
      return reply.code(201).send(state);
    },
  );
};
