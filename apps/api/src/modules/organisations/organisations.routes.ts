import {
  organisationIdParamsSchema,
  organisationInputSchema,
  organisationInvitationAcceptSchema,
  organisationInvitationInputSchema,
  organisationMemberParamsSchema,
  organisationMembersSchema,
  organisationSchema,
  organisationTransferInputSchema,
  publicOrganisationSchema,
} from '@escouade/contract/organisations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  acceptInvitation,
  createOrganisation,
  getMyOrganisation,
  getPublicOrganisation,
  inviteColleague,
  listMembers,
  removeMember,
  transferOwnership,
  updateMyOrganisation,
} from './organisations.service.ts';

const tags = ['organisations'];

/**
 * A client's organisation under `/api/organisations`: `mine` for its members (owners change it), the
 * acceptance of an invitation, and the public card of any organisation.
 */
export const organisationsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, mailer, guards, config },
) => {
  const requireSession = guards.requireSession;

  app.post(
    '/',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Create my organisation (a client account without one); I become its owner',
        body: organisationInputSchema,
        response: { 201: organisationSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createOrganisation(db, actorOf(request), request.body);
    },
  );

  app.get(
    '/mine',
    {
      preHandler: requireSession,
      schema: { tags, summary: 'My organisation and my role in it', response: { 200: organisationSchema } },
    },
    async (request) => getMyOrganisation(db, actorOf(request)),
  );

  app.patch(
    '/mine',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Change my organisation (its owners)',
        body: organisationInputSchema,
        response: { 200: organisationSchema },
      },
    },
    async (request) => updateMyOrganisation(db, actorOf(request), request.body),
  );

  app.get(
    '/mine/members',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The members of my organisation (and, for its owners, the invitations waiting)',
        response: { 200: organisationMembersSchema },
      },
    },
    async (request) => listMembers(db, actorOf(request)),
  );

  app.post(
    '/mine/invitations',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Invite a colleague by e-mail (its owners): a link to join, valid 14 days',
        body: organisationInvitationInputSchema,
        response: {
          201: z.object({ id: z.string(), email: z.string(), expiresAt: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const invitation = await inviteColleague(db, mailer, {
        actor: actorOf(request),
        email: request.body.email,
        appUrl: config.appUrl,
        language: requestLanguage(request),
      });
      reply.code(201);
      return invitation;
    },
  );

  app.post(
    '/invitations/accept',
    {
      preHandler: requireSession,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags,
        summary: 'Join the organisation of an invitation sent to my address (a client account)',
        body: organisationInvitationAcceptSchema,
        response: { 200: organisationSchema },
      },
    },
    async (request) => acceptInvitation(db, actorOf(request), request.body.token),
  );

  app.delete(
    '/mine/members/:userId',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Leave my organisation (my own id), or remove a member (its owners); never its last owner',
        params: organisationMemberParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMember(db, actorOf(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/mine/owner',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Hand ownership of my organisation to one of its members (its owner, who becomes a member)',
        body: organisationTransferInputSchema,
        response: { 200: organisationMembersSchema },
      },
    },
    async (request) => transferOwnership(db, actorOf(request), request.body.userId),
  );

  app.get(
    '/:organisationId',
    {
      schema: {
        tags,
        summary:
          'An organisation as anyone sees it: its name, sector, size and website, its projects completed on Escouade and its rating by professionals',
        params: organisationIdParamsSchema,
        response: { 200: publicOrganisationSchema },
      },
    },
    async (request) => getPublicOrganisation(db, request.params.organisationId),
  );
};
