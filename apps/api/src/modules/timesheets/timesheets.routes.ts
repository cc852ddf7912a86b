import { projectIdParamsSchema } from '@escouade/contract';
import {
  earningsSchema,
  projectTimesheetsSchema,
  sendBackInputSchema,
  timesheetEditorSchema,
  timesheetIdParamsSchema,
  timesheetInputSchema,
  timesheetWeekSchema,
  weekParamsSchema,
} from '@escouade/contract/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { getMyEarnings } from './earnings.service.ts';
import {
  approveWeek,
  getMemberWeek,
  listProjectTimesheets,
  saveMemberWeek,
  sendBackWeek,
  submitMemberWeek,
} from './timesheets.service.ts';

const tags = ['timesheets'];
/** A week is saved a few times a day at most; this bounds a runaway script. */
const writeLimit = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

/**
 * Under `/api`: a member's weeks of hours on a project, the client's answer to a submitted week, and what each
 * member earned. What only the agency does (issuing the month's invoice, recording payouts) is under
 * `/api/admin`.
 */
export const timesheetsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.addHook('preHandler', guards.requireSession);

  app.get(
    '/projects/:projectId/timesheets',
    {
      schema: {
        tags,
        summary:
          'The project’s weeks of hours: a member’s own, the submitted and approved ones for its client',
        params: projectIdParamsSchema,
        response: { 200: projectTimesheetsSchema },
      },
    },
    async (request) => listProjectTimesheets(db, actorOf(request), request.params.projectId),
  );

  app.get(
    '/projects/:projectId/timesheets/weeks/:weekOf',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s week of hours on the project, with the milestones it may go on',
        params: weekParamsSchema,
        response: { 200: timesheetEditorSchema },
      },
    },
    async (request) => getMemberWeek(db, actorOf(request), request.params),
  );

  app.put(
    '/projects/:projectId/timesheets/weeks/:weekOf',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'Save the week’s hours per day and milestone; above the booked hours, with a reason',
        params: weekParamsSchema,
        body: timesheetInputSchema,
        response: { 200: timesheetEditorSchema },
      },
    },
    async (request) => saveMemberWeek(db, actorOf(request), { ...request.params, input: request.body }),
  );

  app.post(
    '/projects/:projectId/timesheets/weeks/:weekOf/submit',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'Submit the week to the project’s client',
        params: weekParamsSchema,
        response: { 200: timesheetEditorSchema },
      },
    },
    async (request) => submitMemberWeek(db, actorOf(request), request.params),
  );

  app.post(
    '/timesheets/:timesheetId/approve',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'The client approves a submitted week: it is locked from then on',
        params: timesheetIdParamsSchema,
        response: { 200: timesheetWeekSchema },
      },
    },
    async (request) => approveWeek(db, actorOf(request), request.params.timesheetId),
  );

  app.post(
    '/timesheets/:timesheetId/send-back',
    {
      config: writeLimit,
      schema: {
        tags,
        summary: 'The client sends a submitted week back to its member, with a comment',
        params: timesheetIdParamsSchema,
        body: sendBackInputSchema,
        response: { 200: timesheetWeekSchema },
      },
    },
    async (request) =>
      sendBackWeek(db, actorOf(request), { timesheetId: request.params.timesheetId, ...request.body }),
  );

  app.get(
    '/earnings',
    {
      schema: {
        tags,
        summary: 'What the signed-in member is owed for their work on each project, and what was paid',
        response: { 200: earningsSchema },
      },
    },
    async (request) => getMyEarnings(db, actorOf(request)),
  );
};
