import {
  adminActionResultSchema,
  adminSkillParamsSchema,
  approveSkillInputSchema,
  catalogueSkillSchema,
  mergeSkillInputSchema,
  pendingSkillsSchema,
  adminCommentParamsSchema,
  adminOverviewSchema,
  adminPostParamsSchema,
  adminUserIdParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  banUserInputSchema,
  changeRoleInputSchema,
  commentCountSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportTargetParamsSchema,
  resolveReportsInputSchema,
} from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorAndNamedPerson, tellProfileChanges } from '../profiles/profile-changes.ts';
import { actorOf } from '../../auth/session.ts';
import { getOverview, listAuditEntries, moderateComment, moderatePost } from './admin-content.service.ts';
import { decideReports, listReportQueue } from './admin-reports.service.ts';
import { approveSkill, listPendingSkills, mergeSkill, rejectSkill } from './admin-skills.service.ts';
import {
  banUser,
  changeUserRole,
  deleteUser,
  listUsers,
  promoteUser,
  unbanUser,
} from './admin-users.service.ts';

const tags = ['admin'];

/** Every route requires role admin on the server: 401 signed out, 403 for anyone else. */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, images, objects, mailer, guards, publicProfiles },
) => {
  app.addHook('preHandler', guards.requireRole('admin'));
  // A skill approved, renamed, merged or rejected shows on every profile that lists it; a member removed, on theirs.
  tellProfileChanges(app, publicProfiles, (request) =>
    request.routeOptions.url?.startsWith('/api/admin/skills/')
      ? { kind: 'everyone' }
      : actorAndNamedPerson(request),
  );

  app.get(
    '/overview',
    { schema: { tags, summary: 'Figures of the overview page', response: { 200: adminOverviewSchema } } },
    async () => getOverview(db),
  );

  app.get(
    '/skills/pending',
    {
      schema: {
        tags,
        summary: 'Skills typed by professionals that wait for a decision, oldest first (at most 100)',
        response: { 200: pendingSkillsSchema },
      },
    },
    async () => ({ skills: await listPendingSkills(db) }),
  );

  app.post(
    '/skills/:skillId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending skill, named in French and English',
        params: adminSkillParamsSchema,
        body: approveSkillInputSchema,
        response: { 200: catalogueSkillSchema },
      },
    },
    async (request) =>
      approveSkill(db, { actor: actorOf(request), skillId: request.params.skillId, input: request.body }),
  );

  app.post(
    '/skills/:skillId/merge',
    {
      schema: {
        tags,
        summary: 'Merge a pending skill into an approved one (its holders and its name as an alias)',
        params: adminSkillParamsSchema,
        body: mergeSkillInputSchema,
        response: { 200: catalogueSkillSchema },
      },
    },
    async (request) =>
      mergeSkill(db, { actor: actorOf(request), skillId: request.params.skillId, input: request.body }),
  );

  app.post(
    '/skills/:skillId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending skill: it leaves the catalogue and the profiles that held it',
        params: adminSkillParamsSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => rejectSkill(db, { actor: actorOf(request), skillId: request.params.skillId }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Users newest first; q searches e-mail, name or role',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => listUsers(db, request.query),
  );

  app.delete(
    '/users/:userId',
    {
      schema: {
        tags,
        summary: 'Delete a user and everything they own',
        params: adminUserIdParamsSchema,
        response: { 200: adminActionResultSchema },
      },
    },
    async (request) => {
      await deleteUser(db, { images, objects }, { actor: actorOf(request), userId: request.params.userId });
      return { success: true as const, user: null };
    },
  );

  app.patch(
    '/users/:userId/promote',
    {
      schema: {
        tags,
        summary: 'Make a user an administrator',
        params: adminUserIdParamsSchema,
        response: { 200: adminActionResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await promoteUser(db, { actor: actorOf(request), userId: request.params.userId }),
    }),
  );

  app.patch(
    '/users/:userId/role',
    {
      schema: {
        tags,
        summary: 'Set the role to user or professional',
        params: adminUserIdParamsSchema,
        body: changeRoleInputSchema,
        response: { 200: adminActionResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await changeUserRole(db, {
        actor: actorOf(request),
        userId: request.params.userId,
        role: request.body.role,
      }),
    }),
  );

  app.post(
    '/users/:userId/ban',
    {
      schema: {
        tags,
        summary: 'Ban a user (sessions revoked, sign-in refused) with an optional reason and end',
        params: adminUserIdParamsSchema,
        body: banUserInputSchema,
        response: { 200: adminActionResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await banUser(db, {
        actor: actorOf(request),
        userId: request.params.userId,
        input: request.body,
      }),
    }),
  );

  app.post(
    '/users/:userId/unban',
    {
      schema: {
        tags,
        summary: 'Lift a ban',
        params: adminUserIdParamsSchema,
        response: { 200: adminActionResultSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await unbanUser(db, { actor: actorOf(request), userId: request.params.userId }),
    }),
  );

  app.delete(
    '/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Remove any post (its author is told by e-mail)',
        params: adminPostParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await moderatePost(db, { images, mailer }, { actor: actorOf(request), postId: request.params.postId });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/posts/:postId/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Remove any comment (its author is told by e-mail)',
        params: adminCommentParamsSchema,
        response: { 200: commentCountSchema },
      },
    },
    async (request) => moderateComment(db, { mailer }, { actor: actorOf(request), ...request.params }),
  );

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'The moderation queue: reported items, most recently reported first, with their reports',
        querystring: reportQueueQuerySchema,
        response: { 200: reportQueueSchema },
      },
    },
    async (request) => listReportQueue(db, request.query),
  );

  app.post(
    '/reports/:targetType/:targetId/decision',
    {
      schema: {
        tags,
        summary: 'Decide for a reported item (dismiss, remove, warn, ban); every open report on it is closed',
        params: reportTargetParamsSchema,
        body: resolveReportsInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await decideReports(
        db,
        { images, mailer },
        { actor: actorOf(request), ...request.params, decision: request.body.decision },
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAuditEntries(db, request.query),
  );
};
