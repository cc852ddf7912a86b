import {
  analysisDoneEventSchema,
  confirmBriefInputSchema,
  invitationParamsSchema,
  invitationSchema,
  myProjectsSchema,
  projectIdParamsSchema,
  projectMessageInputSchema,
  projectSchema,
  proposalParamsSchema,
  proposalSchema,
} from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf, sessionReaderOf } from '../../auth/session.ts';
import { AppError, clientErrorCode } from '../../errors.ts';
import type { BriefAnalyser } from './brief-analysis/types.ts';
import { createProject, getProject, listMyProjects } from './projects.service.ts';
import { cancelProject } from './project-ending.service.ts';
import {
  leaveTeam,
  chooseProposal,
  refillSeat,
  respondToInvitation,
  type WhenStaffed,
} from './staffing.service.ts';
import { confirmBrief, listProposals } from './proposals.service.ts';
import { assertCanPostProjectMessage, postProjectMessage } from './brief-chat.service.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { invitationDetailsSchema } from '@escouade/contract/proposal-threads';
import { getInvitationDetails } from './invitation-details.ts';
import { localizeSkillNames } from '../profiles/skill-names.ts';
import { openEventStream } from '../../http/event-stream.ts';
import { createWriteLimits } from '../../rate-limit/write-limit.ts';

const tags = ['projects'];

/**
 * Whether the brief assistant takes a turn now (the rules' worker pool): asked before the message is stored and
 * the answer's stream opened, so that a refusal is a plain 503 with Retry-After.
 */
export interface AnalysisAdmission {
  isSaturated(): boolean;
  readonly retryAfterSeconds: number;
}

export const projectsRoutes: FastifyPluginAsyncZod<
  AppContext & { analyser: BriefAnalyser; analysisAdmission?: AnalysisAdmission | undefined }
> = async (app, { db, mailer, guards, config, analyser, analysisAdmission, windowCounter }) => {
  app.addHook('preHandler', guards.requireSession);
  // Choosing, offering a seat again and cancelling send invitations or notices to others.
  const writeLimit = createWriteLimits(windowCounter);
  const choices = writeLimit('proposal-choice', 20);
  const refills = writeLimit('seat-refill', 20);
  const cancellations = writeLimit('project-cancellation', 20);
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localizeSkillNames(db, requestLanguage(request), payload),
  );

  app.get(
    '/:projectId',
    {
      // Read on every visit of the project: one round trip.
      config: { checksSessionInItsStatement: true },
      schema: {
        tags,
        summary: 'A project (owner, or a professional of its team)',
        params: projectIdParamsSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) =>
      getProject(db, {
        reader: sessionReaderOf(request),
        projectId: request.params.projectId,
        language: requestLanguage(request),
      }),
  );

  app.get(
    '',
    { schema: { tags, summary: 'My projects and my invitations', response: { 200: myProjectsSchema } } },
    async (request) => listMyProjects(db, actorOf(request)),
  );

  app.post(
    '',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Start a project (a draft, filled in through the brief chat)',
        body: z.object({ language: z.enum(['fr', 'en']).default('fr') }),
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => {
      const project = await createProject(db, { actor: actorOf(request), language: request.body.language });
      return reply.code(201).send(project);
    },
  );

  app.post(
    '/:projectId/messages',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Send a chat message; the answer streams back as server-sent events (delta, done, error)',
        params: projectIdParamsSchema,
        body: projectMessageInputSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { projectId } = request.params;
      // Permission and state errors surface as plain JSON errors: check before opening the stream.
      await assertCanPostProjectMessage(db, { actor, projectId });
      if (analysisAdmission?.isSaturated()) {
        const { retryAfterSeconds } = analysisAdmission;
        request.log.warn('brief analysis refused: every thread busy and the queue full');
        reply.header('retry-after', String(retryAfterSeconds));
        throw new AppError('ASSISTANT_BUSY', 'The assistant has too many messages to read', {
          retryAfterSeconds,
        });
      }
      const stream = openEventStream(reply);
      try {
        const done = await postProjectMessage(db, analyser, {
          actor,
          projectId,
          content: request.body.content,
          onText: (text) => stream.send('delta', { text }),
        });
        stream.send('done', analysisDoneEventSchema.parse(done));
      } catch (error) {
        const code = clientErrorCode(error);
        if (error instanceof AppError) request.log.info({ code }, 'brief analysis refused');
        else request.log.error({ err: error }, 'brief analysis failed');
        stream.send('error', { code, message: 'The assistant could not answer' });
      } finally {
        stream.end();
      }
    },
  );

  app.put(
    '/:projectId/brief',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Confirm the brief; three team configurations are proposed',
        params: projectIdParamsSchema,
        body: confirmBriefInputSchema,
        response: { 200: z.array(proposalSchema) },
      },
    },
    async (request) =>
      confirmBrief(db, { actor: actorOf(request), projectId: request.params.projectId, input: request.body }),
  );

  app.get(
    '/:projectId/proposals',
    {
      schema: {
        tags,
        summary: 'The proposed team configurations',
        params: projectIdParamsSchema,
        response: { 200: z.array(proposalSchema) },
      },
    },
    async (request) => listProposals(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.post(
    '/:projectId/proposals/:kind/choose',
    {
      config: choices.config,
      preHandler: choices.accountLimit,
      schema: {
        tags,
        summary: 'Choose a configuration: its members are invited',
        params: proposalParamsSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) =>
      chooseProposal(db, mailer, { actor: actorOf(request), ...request.params, mail: config }),
  );

  app.post(
    '/:projectId/invitations/:invitationId/refill',
    {
      config: refills.config,
      preHandler: refills.accountLimit,
      schema: {
        tags,
        summary: 'Offer a declined seat to the next best professional',
        params: projectIdParamsSchema.extend(invitationParamsSchema.shape),
        response: { 200: projectSchema },
      },
    },
    async (request) => refillSeat(db, mailer, { actor: actorOf(request), ...request.params, mail: config }),
  );

  app.post(
    '/:projectId/cancel',
    {
      config: cancellations.config,
      preHandler: cancellations.accountLimit,
      schema: {
        tags,
        summary: 'Cancel the project',
        params: projectIdParamsSchema,
        response: { 200: projectSchema },
      },
    },
    async (request) => cancelProject(db, { actor: actorOf(request), projectId: request.params.projectId }),
  );

  app.post(
    '/:projectId/leave',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Leave the team of a project at work (a member); the client may offer the seat again',
        params: projectIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await leaveTeam(db, { actor: actorOf(request), projectId: request.params.projectId });
      return reply.code(204).send(null);
    },
  );
};

export const invitationsRoutes: FastifyPluginAsyncZod<AppContext & { whenStaffed: WhenStaffed }> = async (
  app,
  { db, guards, windowCounter, whenStaffed },
) => {
  app.addHook('preHandler', guards.requireSession);
  // Accepting completes a team (its plan drafted, the client told); either answer tells the client.
  const answers = createWriteLimits(windowCounter)('invitation-answer', 30);
  app.addHook('preSerialization', async (request, _reply, payload) =>
    localizeSkillNames(db, requestLanguage(request), payload),
  );

  app.get(
    '/:invitationId',
    {
      schema: {
        tags,
        summary:
          'An invitation with what the professional decides on: the client and their record, the required levels, ' +
          'the dates, the hours a week and the rate as proposed (the invited professional only)',
        params: invitationParamsSchema,
        response: { 200: invitationDetailsSchema },
      },
    },
    async (request) =>
      getInvitationDetails(db, { actor: actorOf(request), invitationId: request.params.invitationId }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/:invitationId/${answer}`,
      {
        config: answers.config,
        preHandler: answers.accountLimit,
        schema: {
          tags,
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} an invitation to a project team`,
          params: invitationParamsSchema,
          response: { 200: invitationSchema },
        },
      },
      async (request) =>
        respondToInvitation(db, {
          actor: actorOf(request),
          invitationId: request.params.invitationId,
          answer: answer === 'accept' ? 'accepted' : 'declined',
          whenStaffed,
        }),
    );
  }
};
