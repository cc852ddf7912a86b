import {
  activityPageSchema,
  activityQuerySchema,
  createMilestoneInputSchema,
  createTaskInputSchema,
  milestoneParamsSchema,
  planSchema,
  taskParamsSchema,
  updateMilestoneInputSchema,
  updateTaskInputSchema,
} from '@escouade/contract/plans';
import { projectIdParamsSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { requestLanguage } from '../../plugins/index-html.ts';
import { localizeSkillNames } from '../profiles/skill-names.ts';
import {
  createMilestone,
  deleteMilestone,
  getPlan,
  requestPlanDraft,
  updateMilestone,
} from './plans.service.ts';
import { listActivity } from './activity.ts';
import { createTask, deleteTask, updateTask } from './tasks.service.ts';

const tags = ['plans'];
/** Editing a plan is a handful of changes a minute at most; this bounds a runaway script. */
const editLimit = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

/** A staffed project's plan, under `/api/projects/:projectId`: its client and members read and edit it. */
export const plansRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards }) => {
  app.addHook('preHandler', guards.requireSession);
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localizeSkillNames(db, requestLanguage(request), payload),
  );

  app.get(
    '/:projectId/plan',
    {
      schema: {
        tags,
        summary: 'The project’s plan: milestones, and each member’s weekly effort against their hours',
        params: projectIdParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => getPlan(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.post(
    '/:projectId/plan/draft',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Draft the plan from the brief (when it has no milestone)',
        params: projectIdParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => requestPlanDraft(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.post(
    '/:projectId/milestones',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Add a milestone to the plan',
        params: projectIdParamsSchema,
        body: createMilestoneInputSchema,
        response: { 201: planSchema },
      },
    },
    async (request, reply) => {
      const plan = await createMilestone(db, {
        actor: actorOf(request),
        projectId: request.params.projectId,
        input: request.body,
      });
      return reply.code(201).send(plan);
    },
  );

  app.patch(
    '/:projectId/milestones/:milestoneId',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Rename, move, reassign a milestone or change its effort',
        params: milestoneParamsSchema,
        body: updateMilestoneInputSchema,
        response: { 200: planSchema },
      },
    },
    async (request) =>
      updateMilestone(db, { actor: actorOf(request), ...request.params, input: request.body }),
  );

  app.delete(
    '/:projectId/milestones/:milestoneId',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Remove a milestone from the plan',
        params: milestoneParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => deleteMilestone(db, { actor: actorOf(request), ...request.params }),
  );

  app.post(
    '/:projectId/milestones/:milestoneId/tasks',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Add a task to a milestone',
        params: milestoneParamsSchema,
        body: createTaskInputSchema,
        response: { 201: planSchema },
      },
    },
    async (request, reply) => {
      const plan = await createTask(db, { actor: actorOf(request), ...request.params, input: request.body });
      return reply.code(201).send(plan);
    },
  );

  app.patch(
    '/:projectId/tasks/:taskId',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Rename, reassign, date or move a task (to do, in progress, done; or to another milestone)',
        params: taskParamsSchema,
        body: updateTaskInputSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => updateTask(db, { actor: actorOf(request), ...request.params, input: request.body }),
  );

  app.delete(
    '/:projectId/tasks/:taskId',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Remove a task',
        params: taskParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => deleteTask(db, { actor: actorOf(request), ...request.params }),
  );

  app.get(
    '/:projectId/activity',
    {
      schema: {
        tags,
        summary: 'Who did what on the project, newest first (keyset pages)',
        params: projectIdParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) =>
      listActivity(db, {
        actor: actorOf(request),
        projectId: request.params.projectId,
        cursor: request.query.cursor,
      }),
  );
};
