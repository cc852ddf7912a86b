import { projectIdParamsSchema } from '@escouade/contract';
import { issuedDocumentSchema } from '@escouade/contract/billing';
import {
  billingModeInputSchema,
  payoutInputSchema,
  projectEarningsSchema,
  timeInvoiceInputSchema,
} from '@escouade/contract/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { getProjectEarnings } from '../timesheets/earnings.service.ts';
import { issueMonthInvoice, recordMemberPayout, setBillingMode } from './admin-timesheets.service.ts';

const tags = ['admin', 'billing'];

/**
 * Under `/api/admin`, for administrators: how a project is billed, the month's invoice of a time-and-materials
 * project, what each member earned on a project, and the payouts the agency records.
 */
export const adminTimesheetsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.addHook('preHandler', guards.requireRole('admin'));

  app.put(
    '/projects/:projectId/billing-mode',
    {
      schema: {
        tags,
        summary: 'Bill the project per accepted milestone (fixed) or monthly from approved hours',
        params: projectIdParamsSchema,
        body: billingModeInputSchema,
        response: { 200: billingModeInputSchema },
      },
    },
    async (request) =>
      setBillingMode(db, {
        actor: actorOf(request),
        projectId: request.params.projectId,
        mode: request.body.mode,
      }),
  );

  app.post(
    '/projects/:projectId/time-invoices',
    {
      schema: {
        tags,
        summary: 'Issue the invoice of a month’s approved hours (a week belongs to the month of its Monday)',
        params: projectIdParamsSchema,
        body: timeInvoiceInputSchema,
        response: { 201: issuedDocumentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await issueMonthInvoice(db, {
          actor: actorOf(request),
          projectId: request.params.projectId,
          month: request.body.month,
        }),
      ),
  );

  app.get(
    '/projects/:projectId/earnings',
    {
      schema: {
        tags,
        summary: 'What each member is owed for the project, and what the agency paid them',
        params: projectIdParamsSchema,
        response: { 200: z.object({ members: z.array(projectEarningsSchema) }) },
      },
    },
    async (request) => ({ members: await getProjectEarnings(db, request.params.projectId) }),
  );

  app.post(
    '/projects/:projectId/payouts',
    {
      schema: {
        tags,
        summary: 'Record what the agency paid a member for the project; never above what they are owed',
        params: projectIdParamsSchema,
        body: payoutInputSchema,
        response: { 201: z.object({ id: z.string(), owedCents: z.number(), paidCents: z.number() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await recordMemberPayout(db, {
          actor: actorOf(request),
          projectId: request.params.projectId,
          ...request.body,
        }),
      ),
  );
};
