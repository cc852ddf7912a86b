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
import {
  attachmentParamsSchema,
  changeRequestInputSchema,
  deliveryInputSchema,
  MAX_ATTACHMENTS,
  threadMessageInputSchema,
  threadMessageSchema,
  threadPageSchema,
  threadQuerySchema,
} from '@escouade/contract/delivery';
import { projectIdParamsSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/session.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { localizeSkillNames } from '../profiles/skill-names.ts';
import {
  createMilestone,
  deleteMilestone,
  getPlan,
  requestPlanDraft,
  updateMilestone,
} from './plans.service.ts';
import { listActivity } from '../projects/activity.ts';
import { createTask, deleteTask, updateTask } from './tasks.service.ts';
import { readFormWithFiles } from '../../uploads/read-image-upload.ts';
import { parseInput } from '../../validation.ts';
import { serveAttachment } from './attachment-download.ts';
import {
  answerDelivery,
  assertMayDeliver,
  closeAsDelivered,
  deliverMilestone,
} from './deliveries.service.ts';
import { assertMayPost, listThread, postThreadMessage } from './thread.service.ts';
import { refuseUnread } from '../../uploads/refuse-unread.ts';
import {
  proposalAttachmentParamsSchema,
  proposalThreadPageSchema,
  proposalThreadParamsSchema,
} from '@escouade/contract/proposal-threads';
import {
  assertMayPostToProposal,
  listProposalThread,
  postProposalMessage,
  serveProposalAttachment,
} from './proposal-thread.service.ts';

const tags = ['plans'];
/** Editing a plan is a handful of changes a minute at most; this bounds a runaway script. */
const editLimit = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

/** A staffed project's plan, under `/api/projects/:projectId`: its client and members read and edit it. */
export const plansRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, guards, objects }) => {
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

  app.post(
    '/:projectId/milestones/:milestoneId/deliveries',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Deliver a milestone (a member): a note, and up to three images or PDFs as `files`',
        params: milestoneParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: planSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Who delivers, and whether the milestone takes a delivery, before a byte of its files is read.
      await refuseUnread(reply, () => assertMayDeliver(db, { actor, ...request.params }));
      const { fields, files } = await readFormWithFiles(request, MAX_ATTACHMENTS);
      const { note } = parseInput(deliveryInputSchema, fields);
      const plan = await deliverMilestone(db, objects, { actor, ...request.params, note, files });
      return reply.code(201).send(plan);
    },
  );

  app.post(
    '/:projectId/milestones/:milestoneId/acceptance',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Accept the milestone’s delivery (the client); an accepted milestone is final',
        params: milestoneParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) =>
      answerDelivery(db, { actor: actorOf(request), ...request.params, decision: { kind: 'accepted' } }),
  );

  app.post(
    '/:projectId/milestones/:milestoneId/change-requests',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Ask for changes to the milestone’s delivery, with a comment (the client)',
        params: milestoneParamsSchema,
        body: changeRequestInputSchema,
        response: { 200: planSchema },
      },
    },
    async (request) =>
      answerDelivery(db, {
        actor: actorOf(request),
        ...request.params,
        decision: { kind: 'changes_requested', comment: request.body.comment },
      }),
  );

  app.post(
    '/:projectId/delivery',
    {
      config: editLimit,
      schema: {
        tags,
        summary: 'Close the project as delivered (the client, once every milestone is accepted)',
        params: projectIdParamsSchema,
        response: { 200: planSchema },
      },
    },
    async (request) => closeAsDelivered(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.get(
    '/:projectId/thread',
    {
      schema: {
        tags,
        summary: 'The project thread, newest first (keyset pages): client, members and administrators',
        params: projectIdParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadPageSchema },
      },
    },
    async (request) =>
      listThread(db, {
        actor: actorOf(request),
        projectId: request.params.projectId,
        cursor: request.query.cursor,
      }),
  );

  app.post(
    '/:projectId/thread',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Write to the thread: a text, and up to three images or PDFs as `files`',
        params: projectIdParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: threadMessageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { projectId } = request.params;
      // Who writes, and whether the thread is open, before a byte of the files is read.
      await refuseUnread(reply, () => assertMayPost(db, actor, projectId));
      const { fields, files } = await readFormWithFiles(request, MAX_ATTACHMENTS);
      const { body } = parseInput(threadMessageInputSchema, fields);
      const message = await postThreadMessage(db, objects, { actor, projectId, body, files });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/:projectId/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'A file joined to the thread or to a delivery (those who may read the project only)',
        params: attachmentParamsSchema,
      },
    },
    async (request, reply) =>
      serveAttachment(db, objects, reply, { actor: actorOf(request), ...request.params }),
  );
};

/** The conversation with one proposed team, under `/api/proposals/:proposalId`: the client and that team. */
export const proposalThreadRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, guards, objects },
) => {
  app.addHook('preHandler', guards.requireSession);
  const proposalTags = ['proposals'];

  app.get(
    '/:proposalId/thread',
    {
      schema: {
        tags: proposalTags,
        summary:
          'The conversation with a proposed team, newest first: the client, that team’s members, administrators',
        params: proposalThreadParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: proposalThreadPageSchema },
      },
    },
    async (request) =>
      listProposalThread(db, {
        actor: actorOf(request),
        proposalId: request.params.proposalId,
        cursor: request.query.cursor,
      }),
  );

  app.post(
    '/:proposalId/thread',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags: proposalTags,
        summary: 'Write to a proposed team’s conversation: a text, and up to three images or PDFs as `files`',
        params: proposalThreadParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: threadMessageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { proposalId } = request.params;
      await refuseUnread(reply, () => assertMayPostToProposal(db, actor, proposalId));
      const { fields, files } = await readFormWithFiles(request, MAX_ATTACHMENTS);
      const { body } = parseInput(threadMessageInputSchema, fields);
      const message = await postProposalMessage(db, objects, { actor, proposalId, body, files });
      return reply.code(201).send(message);
    },
  );

  app.get(
    '/:proposalId/attachments/:attachmentId',
    {
      schema: {
        tags: proposalTags,
        summary: 'A file joined to a proposed team’s conversation (its people and administrators only)',
        params: proposalAttachmentParamsSchema,
      },
    },
    async (request, reply) =>
      serveProposalAttachment(db, objects, reply, { actor: actorOf(request), ...request.params }),
  );
};
