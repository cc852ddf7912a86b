import {
  adminActionResultSchema,
  adminSkillParamsSchema,
  approveSkillInputSchema,
  catalogueSkillSchema,
  mergeSkillInputSchema,
  pendingSkillsSchema,
  adminCommentParamsSchema,
  adminOverviewSchema,
  adminProjectDetailSchema,
  adminProjectParamsSchema,
  adminProjectsQuerySchema,
  adminProjectsSchema,
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
import {
  agencySettingsInputSchema,
  agencySettingsResponseSchema,
  creditNoteInputSchema,
  invoiceIdParamsSchema,
  issuedDocumentSchema,
  milestoneInvoiceInputSchema,
  milestoneInvoiceParamsSchema,
  paymentInputSchema,
  projectFeeInputSchema,
  projectFeeSchema,
  projectQuoteSchema,
  adminInvoicesSchema,
  billableMilestonesSchema,
  financeDashboardQuerySchema,
  financeDashboardSchema,
  financeExportQuerySchema,
} from '@escouade/contract/billing';
import { projectIdParamsSchema } from '@escouade/contract';
import {
  adminVerificationsQuerySchema,
  adminVerificationsSchema,
  rejectVerificationInputSchema,
  verificationIdParamsSchema,
} from '@escouade/contract/verification';
import { listVerifications, type VerificationSubjects } from '../verification/verification.service.ts';
import { decideVerificationRequest, serveVerificationDocument } from './admin-verifications.service.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { EraseAccount } from '../../erasure.ts';
import {
  actorAndNamedPerson,
  tellProfileChanges,
  type ProfileCacheOption,
} from '../profiles/profile-changes.ts';
import { actorOf } from '../../auth/session.ts';
import { readAgencySettings } from '../billing/agency-settings.ts';
import { createFinanceDashboardReader } from '../billing/finance-dashboard-reader.ts';
import { exportInvoicesCsv, exportPaymentsCsv } from '../billing/finance.service.ts';
import {
  listBillableMilestones,
  listLatestInvoices,
  refuseInvoiceChange,
} from '../billing/invoices.service.ts';
import {
  creditInvoice,
  issueInvoiceOfMilestone,
  recordInvoicePayment,
  redraftQuote,
  setProjectFee,
  updateAgencySettings,
} from './admin-billing.service.ts';
import { getOverview, listAuditEntries, moderateComment, moderatePost } from './admin-content.service.ts';
import { cancelAdminProject, getAdminProject, listAdminProjects } from './admin-projects.service.ts';
import { requestLanguage } from '../../http/request-language.ts';
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
export const adminRoutes: FastifyPluginAsyncZod<
  AppContext & ProfileCacheOption & { eraseAccount: EraseAccount; verificationSubjects: VerificationSubjects }
> = async (
  app,
  { db, images, objects, mailer, guards, publicProfiles, eraseAccount, verificationSubjects },
) => {
  app.addHook('preHandler', guards.requireRole('admin'));
  const readFinanceDashboard = createFinanceDashboardReader(db);
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
    '/projects',
    {
      schema: {
        tags,
        summary:
          'Projects with their status, stalled staffing and plan health, newest first, 25 a page; filters and search',
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectsSchema },
      },
    },
    async (request) => listAdminProjects(db, actorOf(request), request.query),
  );

  app.get(
    '/projects/:projectId',
    {
      schema: {
        tags,
        summary:
          'One project, read-only: its client, brief, team and stalled staffing, its plan’s health, its invoices in figures and the audit of what administrators did to it',
        params: adminProjectParamsSchema,
        response: { 200: adminProjectDetailSchema },
      },
    },
    async (request) =>
      getAdminProject(db, {
        actor: actorOf(request),
        projectId: request.params.projectId,
        language: requestLanguage(request),
      }),
  );

  app.post(
    '/projects/:projectId/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a project whose team is still forming (stalled staffing); its client and those invited are told',
        params: adminProjectParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelAdminProject(db, { actor: actorOf(request), projectId: request.params.projectId });
      return reply.code(204).send(null);
    },
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
      await deleteUser(db, eraseAccount, { actor: actorOf(request), userId: request.params.userId });
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
    '/verifications',
    {
      schema: {
        tags,
        summary: 'Requests to be verified as a business: pending first (oldest first), then decided; filters',
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationsSchema },
      },
    },
    async (request) => listVerifications(db, verificationSubjects, request.query),
  );

  app.get(
    '/verifications/:verificationId/document',
    {
      schema: {
        tags,
        summary: 'The registration document of a request (PDF, downloaded)',
        params: verificationIdParamsSchema,
      },
    },
    async (request, reply) => serveVerificationDocument(db, objects, reply, request.params.verificationId),
  );

  app.post(
    '/verifications/:verificationId/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending request: the business shows as verified for the SIRET it gave',
        params: verificationIdParamsSchema,
      },
    },
    async (request, reply) => {
      const decided = await decideVerificationRequest(db, verificationSubjects, {
        actor: actorOf(request),
        verificationId: request.params.verificationId,
        decision: { kind: 'approved' },
      });
      if (decided.subjectType === 'professional') {
        publicProfiles.changed({ kind: 'people', ids: [decided.subjectId] });
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/verifications/:verificationId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending request with a reason, which the requester reads',
        params: verificationIdParamsSchema,
        body: rejectVerificationInputSchema,
      },
    },
    async (request, reply) => {
      await decideVerificationRequest(db, verificationSubjects, {
        actor: actorOf(request),
        verificationId: request.params.verificationId,
        decision: { kind: 'rejected', reason: request.body.reason },
      });
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

  const billingTags = ['admin', 'billing'];

  app.get(
    '/agency-settings',
    {
      schema: {
        tags: billingTags,
        summary: 'The agency’s legal identity and billing terms (null until saved)',
        response: { 200: agencySettingsResponseSchema },
      },
    },
    async () => readAgencySettings(db),
  );

  app.put(
    '/agency-settings',
    {
      schema: {
        tags: billingTags,
        summary: 'Save the agency’s legal identity and billing terms; identifiers are checked by their keys',
        body: agencySettingsInputSchema,
        response: { 200: agencySettingsResponseSchema },
      },
    },
    async (request) => updateAgencySettings(db, { actor: actorOf(request), input: request.body }),
  );

  app.put(
    '/projects/:projectId/fee',
    {
      schema: {
        tags: billingTags,
        summary: 'The project’s own fee percentage, or null for the agency’s',
        params: projectIdParamsSchema,
        body: projectFeeInputSchema,
        response: { 200: projectFeeSchema },
      },
    },
    async (request) =>
      setProjectFee(db, { actor: actorOf(request), projectId: request.params.projectId, ...request.body }),
  );

  app.post(
    '/projects/:projectId/quote',
    {
      schema: {
        tags: billingTags,
        summary:
          'Draft the project’s quote again, a new version dated today, while its client has not accepted it',
        params: projectIdParamsSchema,
        response: { 200: projectQuoteSchema },
      },
    },
    async (request) => redraftQuote(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.post(
    '/projects/:projectId/milestones/:milestoneId/invoice',
    {
      schema: {
        tags: billingTags,
        summary: 'Issue the invoice of a milestone the client accepted, at its agreed price before VAT',
        params: milestoneInvoiceParamsSchema,
        body: milestoneInvoiceInputSchema,
        response: { 201: issuedDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await issueInvoiceOfMilestone(db, { actor: actorOf(request), ...request.params, ...request.body }),
        ),
  );

  app.post(
    '/invoices/:invoiceId/credit-notes',
    {
      schema: {
        tags: billingTags,
        summary: 'Issue a credit note cancelling the invoice in whole, or an amount of it before VAT',
        params: invoiceIdParamsSchema,
        body: creditNoteInputSchema,
        response: { 201: issuedDocumentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await creditInvoice(db, { actor: actorOf(request), ...request.params, ...request.body })),
  );

  app.post(
    '/invoices/:invoiceId/payments',
    {
      schema: {
        tags: billingTags,
        summary: 'Record a bank transfer received for the invoice',
        params: invoiceIdParamsSchema,
        body: paymentInputSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordInvoicePayment(db, { actor: actorOf(request), ...request.params, ...request.body }),
        ),
  );

  app.get(
    '/billable-milestones',
    {
      schema: {
        tags: billingTags,
        summary: 'The milestones clients accepted that have no invoice yet, oldest first',
        response: { 200: billableMilestonesSchema },
      },
    },
    async () => listBillableMilestones(db),
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags: billingTags,
        summary: 'The latest invoices and credit notes of every project, with their payments, newest first',
        response: { 200: adminInvoicesSchema },
      },
    },
    async () => listLatestInvoices(db),
  );

  app.get(
    '/finance',
    {
      schema: {
        tags: billingTags,
        summary:
          'Receivables, overdue invoices, revenue and margin by month, and each project’s profitability',
        querystring: financeDashboardQuerySchema,
        response: { 200: financeDashboardSchema },
      },
    },
    async (request) => readFinanceDashboard(request.query),
  );

  for (const [name, exportCsv] of [
    ['invoices', exportInvoicesCsv],
    ['payments', exportPaymentsCsv],
  ] as const) {
    app.get(
      `/finance/${name}.csv`,
      {
        schema: {
          tags: billingTags,
          summary:
            name === 'invoices'
              ? 'The sales journal of the invoices and credit notes issued in a period, FEC columns, as CSV'
              : 'The bank journal of the payments received in a period, FEC columns, as CSV',
          querystring: financeExportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await exportCsv(db, request.query);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .type('text/csv; charset=utf-8')
          .send(file.body);
      },
    );
  }

  // An issued invoice never changes: these answer so, for any client that tries.
  for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/invoices/:invoiceId',
      schema: {
        tags: billingTags,
        summary: 'Refused: an issued invoice or credit note never changes (409); a credit note cancels it',
        params: invoiceIdParamsSchema,
      },
      handler: async (request) => refuseInvoiceChange(db, request.params.invoiceId),
    });
  }
};
