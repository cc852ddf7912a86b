import { getAverageExperience, getProposalLabels } from '@escouade/contract/proposal-labels';
import type { Skill } from '@escouade/contract/profiles';
import type {
  AnalysisDoneEvent,
  DraftBrief,
  Invitation,
  PodMember,
  Project,
  Proposal,
  ProposalKind,
} from '@escouade/contract/projects';
import { skillSchema } from '@escouade/contract/profiles';
import {
  confirmBriefInputSchema,
  invitationParamsSchema,
  invitationSchema,
  myProjectsSchema,
  projectIdParamsSchema,
  projectMessageInputSchema,
  projectSchema,
  proposalParamsSchema,
  proposalSchema,
} from '@escouade/contract/projects';
import {
  activityPageSchema,
  createMilestoneInputSchema,
  createTaskInputSchema,
  milestoneParamsSchema,
  type Plan,
  planSchema,
  type Task,
  taskParamsSchema,
  updateMilestoneInputSchema,
  updateTaskInputSchema,
} from '@escouade/contract/plans';
import {
  changeRequestInputSchema,
  deliveryInputSchema,
  projectReviewsSchema,
  publicConsentInputSchema,
  reviewInputSchema,
  reviewSchema,
  reviewResponseInputSchema,
  type ProjectReviews,
  type PublicConsent,
  type Review,
  type ThreadMessage,
  threadMessageInputSchema,
  threadMessageSchema,
  threadPageSchema,
} from '@escouade/contract/delivery';
import {
  acceptQuoteInputSchema,
  billingDetailsInputSchema,
  type ProjectBilling,
  projectBillingSchema,
  type ProjectQuote,
  projectQuoteSchema,
} from '@escouade/contract/billing';
import { vi } from 'vitest';
import { z } from 'zod';
import type { SessionData } from '../../src/lib/auth-session';
import { jsonResponse, sessionFor } from './fake-api';

export type ProjectsRequest = {
  url: URL;
  method: string;
  body: Record<string, unknown> | undefined;
  /** The files of a multipart request. */
  files?: File[];
};

/**
 * What the API's routes accept and answer, from the contract both apps share: every request the interface
 * sends to this fake and every answer the fake (or a test's own handler) gives is checked against it, so the
 * fake cannot drift from the real API.
 */
const CONTRACT: {
  method: string;
  path: RegExp;
  params?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}[] = [
  { method: 'GET', path: /^\/api\/skills\/suggestions$/, answer: z.array(skillSchema) },
  { method: 'POST', path: /^\/api\/projects$/, answer: projectSchema },
  { method: 'GET', path: /^\/api\/projects$/, answer: myProjectsSchema },
  {
    method: 'POST',
    path: /^\/api\/invitations\/(?<invitationId>[^/]+)\/(accept|decline)$/,
    params: invitationParamsSchema,
    answer: invitationSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)$/,
    params: projectIdParamsSchema,
    answer: projectSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/proposals$/,
    params: projectIdParamsSchema,
    answer: z.array(proposalSchema),
  },
  {
    method: 'PUT',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/brief$/,
    params: projectIdParamsSchema,
    body: confirmBriefInputSchema,
    answer: z.array(proposalSchema),
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/proposals\/(?<kind>[^/]+)\/choose$/,
    params: proposalParamsSchema,
    answer: projectSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/invitations\/(?<invitationId>[^/]+)\/refill$/,
    params: projectIdParamsSchema.extend(invitationParamsSchema.shape),
    answer: projectSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/cancel$/,
    params: projectIdParamsSchema,
    answer: projectSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/plan$/,
    params: projectIdParamsSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/plan\/draft$/,
    params: projectIdParamsSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones$/,
    params: projectIdParamsSchema,
    body: createMilestoneInputSchema,
    answer: planSchema,
  },
  {
    method: 'PATCH',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)$/,
    params: milestoneParamsSchema,
    body: updateMilestoneInputSchema,
    answer: planSchema,
  },
  {
    method: 'DELETE',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)$/,
    params: milestoneParamsSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)\/tasks$/,
    params: milestoneParamsSchema,
    body: createTaskInputSchema,
    answer: planSchema,
  },
  {
    method: 'PATCH',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/tasks\/(?<taskId>[^/]+)$/,
    params: taskParamsSchema,
    body: updateTaskInputSchema,
    answer: planSchema,
  },
  {
    method: 'DELETE',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/tasks\/(?<taskId>[^/]+)$/,
    params: taskParamsSchema,
    answer: planSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/activity$/,
    params: projectIdParamsSchema,
    answer: activityPageSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/leave$/,
    params: projectIdParamsSchema,
    answer: z.null(),
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/thread$/,
    params: projectIdParamsSchema,
    answer: threadPageSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/thread$/,
    params: projectIdParamsSchema,
    body: threadMessageInputSchema,
    answer: threadMessageSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)\/deliveries$/,
    params: milestoneParamsSchema,
    body: deliveryInputSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)\/acceptance$/,
    params: milestoneParamsSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/milestones\/(?<milestoneId>[^/]+)\/change-requests$/,
    params: milestoneParamsSchema,
    body: changeRequestInputSchema,
    answer: planSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/delivery$/,
    params: projectIdParamsSchema,
    answer: planSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/reviews$/,
    params: projectIdParamsSchema,
    answer: projectReviewsSchema,
  },
  {
    method: 'PUT',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/reviews\/(?<subjectId>[^/]+)$/,
    body: reviewInputSchema,
    answer: projectReviewsSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/reviews\/(?<reviewId>[^/]+)\/response$/,
    body: reviewResponseInputSchema,
    answer: reviewSchema,
  },
  {
    method: 'PUT',
    path: /^\/api\/reviews\/(?<reviewId>[^/]+)\/public-consent$/,
    body: publicConsentInputSchema,
    answer: reviewSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/messages$/,
    params: projectIdParamsSchema,
    body: projectMessageInputSchema,
    answer: z.unknown(),
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/billing$/,
    params: projectIdParamsSchema,
    answer: projectBillingSchema,
  },
  {
    method: 'PUT',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/billing$/,
    params: projectIdParamsSchema,
    body: billingDetailsInputSchema,
    answer: projectBillingSchema,
  },
  {
    method: 'GET',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/quote$/,
    params: projectIdParamsSchema,
    answer: projectQuoteSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/projects\/(?<projectId>[^/]+)\/quote\/acceptance$/,
    params: projectIdParamsSchema,
    body: acceptQuoteInputSchema,
    answer: projectQuoteSchema,
  },
];

/** A quote not drafted yet: the client has not said whom invoices are addressed to. */
export const MISSING_QUOTE: ProjectQuote = {
  status: 'missing',
  missingReason: 'BILLING_DETAILS_MISSING',
  canAccept: false,
  quote: null,
  acceptance: null,
};

/** Throws when a request or a successful JSON answer breaks the contract of its route. */
async function assertMatchesContract(request: ProjectsRequest, response: Response): Promise<void> {
  const route = CONTRACT.find(
    (candidate) => candidate.method === request.method && candidate.path.test(request.url.pathname),
  );
  if (!route) return;
  const where = `${request.method} ${request.url.pathname}`;
  const check = (what: string, schema: z.ZodType | undefined, value: unknown) => {
    const result = schema?.safeParse(value);
    if (result && !result.success) {
      throw new Error(`${where}: the ${what} breaks the contract: ${z.prettifyError(result.error)}`);
    }
  };
  check('path', route.params, route.path.exec(request.url.pathname)?.groups ?? {});
  check('request body', route.body, request.body);
  const isJson = response.headers.get('content-type')?.includes('json');
  if (response.ok && isJson) check('answer', route.answer, await response.clone().json());
}
type Handler = (request: ProjectsRequest) => unknown;

export const SKILLS = {
  reactNative: { id: '10000000-0000-4000-8000-000000000001', name: 'React Native', category: 'development' },
  node: { id: '10000000-0000-4000-8000-000000000002', name: 'Node.js', category: 'development' },
  postgres: { id: '10000000-0000-4000-8000-000000000003', name: 'PostgreSQL', category: 'data' },
  uiDesign: { id: '10000000-0000-4000-8000-000000000004', name: 'UI design', category: 'design' },
} satisfies Record<string, Skill>;

export const PROJECT_ID = '20000000-0000-4000-8000-000000000001';

/** A draft brief as the assistant would draw it up from a French description. */
export function draftBrief(overrides: Partial<DraftBrief> = {}): DraftBrief {
  return {
    language: 'fr',
    title: 'Application mobile de réservation',
    skills: [
      { skillId: SKILLS.reactNative.id, name: 'React Native', minLevel: 4, weight: 5 },
      { skillId: SKILLS.node.id, name: 'Node.js', minLevel: 3, weight: 3 },
    ],
    teamSize: { min: 2, max: 3 },
    budget: { kind: 'total', amount: 30000 },
    startDate: null,
    deadline: '2027-06-30',
    priority: null,
    inferred: [],
    daysPerWeek: null,
    lengthWeeks: null,
    summary: null,
    evidence: [],
    concerns: [],
    ...overrides,
  };
}

export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    title: '',
    description: '',
    language: 'fr',
    status: 'draft',
    budget: null,
    startDate: null,
    deadline: null,
    draftBrief: null,
    brief: null,
    effort: null,
    isOwner: true,
    messages: [],
    team: [],
    createdAt: '2026-05-04T09:00:00.000Z',
    ...lifecycleDates(overrides.status ?? 'draft'),
    ...overrides,
  };
}

/** The dates a project in `status` has: staffed, started, delivered, cancelled. */
function lifecycleDates(status: Project['status']) {
  const atWork = ['staffed', 'in_progress', 'delivered'].includes(status);
  return {
    staffedAt: atWork ? '2027-02-26T10:00:00.000Z' : null,
    startedAt: status === 'in_progress' || status === 'delivered' ? '2027-03-02T10:00:00.000Z' : null,
    deliveredAt: status === 'delivered' ? '2027-07-15T10:00:00.000Z' : null,
    cancelledAt: status === 'cancelled' ? '2026-05-05T10:00:00.000Z' : null,
  };
}

export function member(overrides: Partial<PodMember> & Pick<PodMember, 'userId' | 'firstName'>): PodMember {
  return {
    lastName: 'Martin',
    profession: 'Développeur mobile',
    avatarUrl: null,
    hourlyRate: 60,
    experienceYears: 6,
    availability: 'available',
    verified: false,
    matchedSkills: [{ skillId: SKILLS.reactNative.id, name: 'React Native', level: 4, meetsMinimum: true }],
    ...overrides,
  };
}

const ANA = member({
  userId: 'pro-ana',
  firstName: 'Ana',
  hourlyRate: 90,
  experienceYears: 12,
  verified: true,
  rating: { average: 4.8, count: 12 },
  matchedSkills: [
    { skillId: SKILLS.reactNative.id, name: 'React Native', level: 5, meetsMinimum: true },
    { skillId: SKILLS.node.id, name: 'Node.js', level: 5, meetsMinimum: true },
  ],
});
const BEN = member({
  userId: 'pro-ben',
  firstName: 'Ben',
  lastName: 'Durand',
  hourlyRate: 60,
  rating: { average: null, count: 0 },
});
const CHLOE = member({
  userId: 'pro-chloe',
  firstName: 'Chloé',
  lastName: 'Petit',
  profession: 'Développeuse back-end',
  hourlyRate: 35,
  experienceYears: 1,
  availability: 'busy',
  matchedSkills: [{ skillId: SKILLS.node.id, name: 'Node.js', level: 2, meetsMinimum: false }],
});

const DORA = member({
  userId: 'pro-dora',
  firstName: 'Dora',
  lastName: 'Leroy',
  profession: 'Architecte logiciel',
  hourlyRate: 35,
  experienceYears: 25,
  matchedSkills: [{ skillId: SKILLS.node.id, name: 'Node.js', level: 5, meetsMinimum: true }],
});

/** The labels and figures the API derives from the proposals shown together. */
export function withLabels(
  proposals: Omit<Proposal, 'labels' | 'averageExperienceYears' | 'uncoveredSkills'>[],
): Proposal[] {
  const labels = getProposalLabels(proposals);
  return proposals.map((proposal, i) => ({
    ...proposal,
    labels: labels[i] ?? [],
    uncoveredSkills: proposal.coverage
      .filter((skill) => !skill.isCovered)
      .map(({ skillId, name, minLevel, bestLevel }) => ({ skillId, name, minLevel, bestLevel })),
    averageExperienceYears: Math.round(getAverageExperience(proposal) * 10) / 10,
  }));
}

/** Three configurations that really differ, each earning its own label, as the API proposes them. */
export function threeProposals(): Proposal[] {
  const coverage = (reactNative: number | null, node: number | null) => [
    {
      skillId: SKILLS.reactNative.id,
      name: 'React Native',
      minLevel: 4,
      bestLevel: reactNative,
      isCovered: (reactNative ?? 0) >= 4,
    },
    { skillId: SKILLS.node.id, name: 'Node.js', minLevel: 3, bestLevel: node, isCovered: (node ?? 0) >= 3 },
  ];
  return withLabels([
    {
      id: 'proposal-1',
      kind: 'best_coverage',
      members: [ANA, BEN],
      coverage: coverage(5, 5),
      coverageScore: 1,
      hourlyCost: 150,
      withinBudget: true,
      estimatedCost: null,
      overBudgetBy: null,
      isChosen: false,
    },
    {
      id: 'proposal-2',
      kind: 'best_value',
      members: [BEN, CHLOE],
      coverage: coverage(4, 2),
      coverageScore: 0.71,
      hourlyCost: 95,
      withinBudget: true,
      estimatedCost: null,
      overBudgetBy: null,
      isChosen: false,
    },
    {
      id: 'proposal-3',
      kind: 'most_senior',
      members: [ANA, DORA],
      coverage: coverage(5, 5),
      coverageScore: 0.93,
      hourlyCost: 125,
      withinBudget: false,
      estimatedCost: null,
      overBudgetBy: null,
      isChosen: false,
    },
  ]);
}

export function invitation(overrides: Partial<Invitation> & Pick<Invitation, 'id'>): Invitation {
  return {
    projectId: PROJECT_ID,
    projectTitle: 'Application mobile de réservation',
    status: 'pending',
    professional: {
      id: 'pro-ana',
      firstName: 'Ana',
      lastName: 'Martin',
      profession: 'Développeuse',
      avatarUrl: null,
      verified: false,
    },
    skills: [{ skillId: SKILLS.reactNative.id, name: 'React Native', level: 5, requiredLevel: 4 }],
    createdAt: '2026-05-04T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

/**
 * A server-sent event stream the test writes to, event by event (`send`), then closes: the page can be
 * checked between two pieces of the assistant's answer.
 */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    }),
    /** Writes one event; `split` cuts it in two chunks, as a network may. */
    send(event: string, data: unknown, { split = false }: { split?: boolean } = {}) {
      const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      if (split) {
        const middle = Math.floor(text.length / 2);
        controller?.enqueue(encoder.encode(text.slice(0, middle)));
        controller?.enqueue(encoder.encode(text.slice(middle)));
      } else {
        controller?.enqueue(encoder.encode(text));
      }
    },
    close() {
      controller?.close();
    },
  };
}

/** The `done` event of an answer. */
export function doneEvent(content: string, overrides: Partial<AnalysisDoneEvent> = {}): AnalysisDoneEvent {
  return {
    message: {
      id: `answer-${content.length}`,
      role: 'assistant',
      content,
      createdAt: '2026-05-04T09:01:00.000Z',
    },
    draftBrief: draftBrief(),
    missing: ['priority'],
    isComplete: false,
    analyser: 'rules',
    ...overrides,
  };
}

type FakeProjectsOptions = {
  session?: SessionData | null;
  projects?: Project[];
  proposals?: Proposal[];
  invitations?: Invitation[];
  catalogue?: Skill[];
  /** The plans of staffed projects (see `staffedPlan`). */
  plans?: Plan[];
  /** The thread of each project, newest first (see `threadMessage`). */
  threads?: Record<string, ThreadMessage[]>;
  /** The viewer's side of the reviews of delivered projects (see `projectReviews`). */
  reviews?: Record<string, ProjectReviews>;
};

/**
 * A fake of the projects API over `fetch`, with state: projects, their proposals and teams, the signed-in
 * user's invitations, a skills catalogue. `on()` replaces the answer of one route (the chat's stream, a
 * failure); every request is recorded.
 */
export function fakeProjectsApi({
  session = sessionFor('user'),
  projects = [],
  proposals = threeProposals(),
  invitations = [],
  catalogue = Object.values(SKILLS),
  plans = [],
  threads = {},
  reviews = {},
}: FakeProjectsOptions = {}) {
  const state = {
    projects: new Map(projects.map((item) => [item.id, structuredClone(item)])),
    proposals: new Map<string, Proposal[]>(),
    invitations: invitations.map((item) => structuredClone(item)),
    plans: new Map(plans.map((item) => [item.projectId, structuredClone(item)])),
    threads: new Map(Object.entries(structuredClone(threads))),
    reviews: new Map(Object.entries(structuredClone(reviews))),
  };
  let messagesSent = 0;
  let milestonesCreated = 0;
  for (const item of projects)
    if (item.status !== 'draft') state.proposals.set(item.id, structuredClone(proposals));
  const handlers = new Map<string, Handler>();
  const requests: ProjectsRequest[] = [];
  const error = (code: string, status: number) =>
    jsonResponse({ code, message: `${code} (server text)` }, status);
  let created = 0;

  const route = (request: ProjectsRequest): unknown => {
    const { url, method, body } = request;
    const path = url.pathname;
    const consentMatch = /^\/api\/reviews\/([^/]+)\/public-consent$/.exec(path);
    if (method === 'PUT' && consentMatch) {
      for (const projectReviews of state.reviews.values()) {
        for (const pair of projectReviews.pairs) {
          const mine = pair.mine;
          if (mine && mine.id === consentMatch[1]) {
            mine.publicConsent = (body?.publicConsent ?? null) as PublicConsent | null;
            return mine;
          }
        }
      }
      return error('REVIEW_NOT_FOUND', 404);
    }
    const responseMatch = /^\/api\/reviews\/([^/]+)\/response$/.exec(path);
    if (method === 'POST' && responseMatch) {
      for (const projectReviews of state.reviews.values()) {
        for (const pair of projectReviews.pairs) {
          const theirs = pair.theirs;
          if (theirs && theirs.id === responseMatch[1]) {
            theirs.response = String(body?.response ?? '').trim();
            theirs.respondedAt = '2027-07-20T10:00:00.000Z';
            return theirs;
          }
        }
      }
      return error('REVIEW_NOT_FOUND', 404);
    }
    if (path === '/api/auth/get-session') return session;
    if (path === '/api/auth/update-user') return { status: true };
    if (!session) return error('UNAUTHENTICATED', 401);
    if (method === 'GET' && path === '/api/skills/suggestions') {
      const query = (url.searchParams.get('q') ?? '').toLowerCase();
      return catalogue.filter((skill) => skill.name.toLowerCase().includes(query));
    }
    if (method === 'POST' && path === '/api/projects') {
      created += 1;
      const id = created === 1 ? PROJECT_ID : `20000000-0000-4000-8000-00000000000${created}`;
      const fresh = project({ id, language: body?.language === 'en' ? 'en' : 'fr' });
      state.projects.set(id, fresh);
      return jsonResponse(fresh, 201);
    }
    if (method === 'GET' && path === '/api/projects') {
      return {
        projects: [...state.projects.values()]
          .filter((item) => item.isOwner)
          .map(({ id, title, status, createdAt }) => ({ id, title, status, createdAt })),
        invitations: state.invitations,
      };
    }
    const invitationMatch = /^\/api\/invitations\/([^/]+)\/(accept|decline)$/.exec(path);
    if (method === 'POST' && invitationMatch) {
      const [, invitationId, answer] = invitationMatch;
      const found =
        state.invitations.find((item) => item.id === invitationId) ??
        [...state.projects.values()].flatMap((item) => item.team).find((seat) => seat.id === invitationId);
      if (!found) return error('INVITATION_NOT_FOUND', 404);
      const status = answer === 'accept' ? 'accepted' : 'declined';
      const updated = { ...found, status, respondedAt: '2026-05-04T11:00:00.000Z' } as Invitation;
      state.invitations = state.invitations.map((item) => (item.id === invitationId ? updated : item));
      for (const item of state.projects.values()) {
        item.team = item.team.map((seat) => (seat.id === invitationId ? updated : seat));
        if (item.team.length > 0 && item.team.every((seat) => seat.status === 'accepted'))
          item.status = 'staffed';
      }
      return updated;
    }
    const projectMatch = /^\/api\/projects\/([^/]+)(\/.*)?$/.exec(path);
    if (!projectMatch) return error('NOT_FOUND', 404);
    const [, projectId = '', rest = ''] = projectMatch;
    const current = state.projects.get(projectId);
    if (!current) return error('PROJECT_NOT_FOUND', 404);
    if (method === 'GET' && rest === '') return current;
    if (method === 'GET' && rest === '/proposals') return state.proposals.get(projectId) ?? [];
    // The client's billing: no invoice yet, no billing details given.
    if (method === 'GET' && rest === '/invoices') return { invoices: [] };
    if (method === 'GET' && rest === '/quote') return MISSING_QUOTE;
    if (method === 'GET' && rest === '/timesheets') {
      return { viewerRole: current.isOwner ? 'client' : 'member', weeks: [] };
    }
    const weekOf = /^\/timesheets\/weeks\/(\d{4}-\d{2}-\d{2})$/.exec(rest)?.[1];
    if (method === 'GET' && weekOf) {
      // A member's week with nothing logged yet.
      return {
        week: {
          id: null,
          projectId,
          memberId: api.userId,
          memberName: null,
          weekOf,
          status: 'draft',
          bookedHours: 0,
          loggedHours: 0,
          overBookingReason: null,
          sentBackComment: null,
          submittedAt: null,
          approvedAt: null,
          entries: [],
        },
        projectTitle: current.title,
        milestones: [],
      };
    }
    if (method === 'GET' && rest === '/billing') {
      return {
        billingDetails: null,
        organisationBuyer: null,
        feePercent: 10,
        hasOwnFee: false,
        billingMode: 'fixed',
      } satisfies ProjectBilling;
    }
    const plan = state.plans.get(projectId);
    if (rest === '/thread') {
      const thread = state.threads.get(projectId) ?? [];
      if (method === 'GET') return { messages: thread, nextCursor: null, canPost: plan?.canEdit ?? false };
      messagesSent += 1;
      const message: ThreadMessage = {
        id: `70000000-0000-4000-8000-${String(messagesSent).padStart(12, '0')}`,
        author: { id: api.userId, firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
        authorRole: plan?.viewerRole ?? 'client',
        body: String(body?.body ?? '').trim(),
        attachments: (request.files ?? []).map((file, index) => ({
          id: `71000000-0000-4000-8000-${String(messagesSent * 10 + index).padStart(12, '0')}`,
          kind: file.type === 'application/pdf' ? 'pdf' : 'image',
          fileName: file.name,
          sizeBytes: file.size,
          url: `/api/projects/${projectId}/attachments/file-${index}`,
        })),
        createdAt: '2027-03-02T09:00:00.000Z',
      };
      state.threads.set(projectId, [message, ...thread]);
      return jsonResponse(message, 201);
    }
    if (rest === '/reviews' && method === 'GET')
      return state.reviews.get(projectId) ?? error('PROJECT_NOT_FOUND', 404);
    const reviewMatch = /^\/reviews\/([^/]+)$/.exec(rest);
    if (method === 'PUT' && reviewMatch) {
      const projectReviews = state.reviews.get(projectId);
      const pair = projectReviews?.pairs.find((candidate) => candidate.subject.id === reviewMatch[1]);
      if (!projectReviews || !pair) return error('REVIEW_SUBJECT_NOT_FOUND', 404);
      const isPublished = pair.theyHaveWritten;
      pair.mine = {
        ...review({ author: { id: api.userId, firstName: 'Camille', lastName: 'Martin', avatarUrl: null } }),
        subject: pair.subject,
        rating: Number(body?.rating),
        comment: String(body?.comment ?? '').trim(),
        publishedAt: isPublished ? '2027-07-16T10:00:00.000Z' : null,
        publicConsent: (body?.publicConsent ?? null) as PublicConsent | null,
      };
      if (isPublished && pair.theirs === null) {
        pair.theirs = review({ author: pair.subject, id: `hidden-${pair.subject.id}` });
      }
      return projectReviews;
    }
    if (rest === '/leave' && method === 'POST') {
      const seat = current.team.find(
        (entry) => entry.professional?.id === api.userId && entry.status === 'accepted',
      );
      if (!seat) return error('PROJECT_NOT_FOUND', 404);
      seat.status = 'left';
      return new Response(null, { status: 204 });
    }
    if (rest === '/delivery' && method === 'POST' && plan) {
      current.status = 'delivered';
      current.deliveredAt = '2027-07-15T10:00:00.000Z';
      plan.canEdit = false;
      plan.canClose = false;
      return settlePlan(plan);
    }
    const deliveryMatch = /^\/milestones\/([^/]+)\/(deliveries|acceptance|change-requests)$/.exec(rest);
    if (method === 'POST' && plan && deliveryMatch) {
      const milestone = plan.milestones.find((candidate) => candidate.id === deliveryMatch[1]);
      if (!milestone) return error('MILESTONE_NOT_FOUND', 404);
      if (deliveryMatch[2] === 'deliveries') {
        milestone.deliveryStatus = 'delivered';
        milestone.deliveries.push({
          id: `80000000-0000-4000-8000-${String(milestone.deliveries.length + 1).padStart(12, '0')}`,
          author: { id: api.userId, firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
          note: String(body?.note ?? '').trim(),
          attachments: [],
          createdAt: '2027-03-12T10:00:00.000Z',
          decision: null,
          decisionComment: null,
          decidedAt: null,
        });
        return jsonResponse(settlePlan(plan), 201);
      }
      const last = milestone.deliveries.at(-1);
      if (milestone.deliveryStatus !== 'delivered' || !last) return error('MILESTONE_NOT_DELIVERED', 409);
      const isAccepted = deliveryMatch[2] === 'acceptance';
      milestone.deliveryStatus = isAccepted ? 'accepted' : 'changes_requested';
      milestone.acceptedAt = isAccepted ? '2027-03-13T10:00:00.000Z' : null;
      Object.assign(last, {
        decision: milestone.deliveryStatus,
        decisionComment: isAccepted ? null : String(body?.comment ?? '').trim(),
        decidedAt: '2027-03-13T10:00:00.000Z',
      });
      return settlePlan(plan);
    }
    if (method === 'GET' && rest === '/activity') {
      return plan ? { entries: [], nextCursor: null } : error('PROJECT_NOT_FOUND', 404);
    }
    const taskPath = /^\/milestones\/([^/]+)\/tasks$/.exec(rest) ?? /^\/tasks\/([^/]+)$/.exec(rest);
    if (plan && taskPath) {
      const tasks = plan.milestones.flatMap((milestone) => milestone.tasks);
      if (method === 'POST') {
        const milestone = plan.milestones.find((candidate) => candidate.id === taskPath[1]);
        if (!milestone) return error('MILESTONE_NOT_FOUND', 404);
        if (milestone.deliveryStatus === 'accepted') return error('MILESTONE_ACCEPTED', 409);
        milestonesCreated += 1;
        milestone.tasks.push({
          id: `60000000-0000-4000-8000-${String(milestonesCreated).padStart(12, '0')}`,
          milestoneId: milestone.id,
          title: String(body?.title ?? '').trim(),
          assigneeId: (body?.assigneeId as string | null | undefined) ?? null,
          dueDate: (body?.dueDate as string | null | undefined) ?? null,
          status: 'todo',
          isOverdue: false,
          completedAt: null,
        });
        return jsonResponse(settlePlan(plan), 201);
      }
      const task = tasks.find((candidate) => candidate.id === taskPath[1]);
      if (!task) return error('TASK_NOT_FOUND', 404);
      const owner = plan.milestones.find((milestone) => milestone.tasks.includes(task));
      const target = plan.milestones.find((milestone) => milestone.id === body?.milestoneId);
      if (owner?.deliveryStatus === 'accepted' || target?.deliveryStatus === 'accepted') {
        return error('MILESTONE_ACCEPTED', 409);
      }
      if (method === 'PATCH') {
        Object.assign(task, body);
        task.completedAt = task.status === 'done' ? '2027-03-10T10:00:00.000Z' : null;
        return settlePlan(plan);
      }
      if (method === 'DELETE' && owner) {
        owner.tasks = owner.tasks.filter((candidate) => candidate !== task);
        return settlePlan(plan);
      }
    }
    if (rest === '/plan' || rest === '/plan/draft' || rest.startsWith('/milestones')) {
      if (!plan) return error('PROJECT_NOT_FOUND', 404);
      if (method === 'GET') return plan;
      if (method === 'POST' && rest === '/milestones') {
        milestonesCreated += 1;
        const input = body as unknown as Plan['milestones'][number];
        plan.milestones.push({
          ...input,
          title: input.title.trim(),
          id: `50000000-0000-4000-8000-${String(milestonesCreated).padStart(12, '0')}`,
          skills: [],
          isPastDeadline: false,
          tasks: [],
          progress: { done: 0, total: 0 },
        });
        return jsonResponse(settlePlan(plan), 201);
      }
      const milestoneId = rest.split('/')[2];
      const index = plan.milestones.findIndex((milestone) => milestone.id === milestoneId);
      if (index === -1) return error('MILESTONE_NOT_FOUND', 404);
      if (method === 'PATCH') {
        plan.milestones[index] = { ...(plan.milestones[index] as Plan['milestones'][number]), ...body };
        return settlePlan(plan);
      }
      const milestone = plan.milestones[index] as Plan['milestones'][number];
      if (milestone.deliveryStatus === 'accepted') return error('MILESTONE_ACCEPTED', 409);
      if (method === 'DELETE' && milestone.deliveries.length > 0) return error('MILESTONE_DELIVERED', 409);
      if (method === 'DELETE') {
        plan.milestones.splice(index, 1);
        return settlePlan(plan);
      }
    }
    if (method === 'POST' && rest === '/messages') return error('INTERNAL_ERROR', 500);
    if (method === 'PUT' && rest === '/brief') {
      current.status = 'proposed';
      current.title = String(body?.title ?? '');
      current.description = String(body?.description ?? '');
      current.budget = (body?.budget as Project['budget']) ?? null;
      current.brief = body;
      state.proposals.set(projectId, structuredClone(proposals));
      return state.proposals.get(projectId);
    }
    const chooseMatch = /^\/proposals\/([^/]+)\/choose$/.exec(rest);
    if (method === 'POST' && chooseMatch) {
      if (current.status !== 'proposed') return error('PROJECT_STATE_CONFLICT', 409);
      const chosen = state.proposals
        .get(projectId)
        ?.find((item) => item.kind === (chooseMatch[1] as ProposalKind));
      if (!chosen) return error('NOT_FOUND', 404);
      current.status = 'staffing';
      current.team = chosen.members.map((person, index) =>
        invitation({
          id: `40000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
          projectId,
          projectTitle: current.title,
          professional: {
            id: person.userId ?? `former-${index}`,
            firstName: person.firstName,
            lastName: person.lastName,
            profession: person.profession,
            avatarUrl: null,
            verified: false,
          },
          skills: person.matchedSkills.map(({ skillId, name, level }) => ({
            skillId,
            name,
            level,
            requiredLevel: null,
          })),
        }),
      );
      return current;
    }
    if (method === 'POST' && rest === '/cancel') {
      current.status = 'cancelled';
      current.cancelledAt = '2026-05-05T10:00:00.000Z';
      return current;
    }
    return error('NOT_FOUND', 404);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const form = init?.body instanceof FormData ? init.body : undefined;
    const body = form
      ? Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
      : typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    const files = form
      ? form.getAll('files').filter((value): value is File => value instanceof File)
      : undefined;
    const request = { url, method, body, ...(files ? { files } : {}) };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const result = handler ? await handler(request) : route(request);
    const response = result instanceof Response ? result : jsonResponse(result ?? {});
    await assertMatchesContract(request, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    userId: session?.user.id ?? '',
    /** Replaces the answer of `METHOD /path`. */
    on(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    /** The requests sent with `method` to `path`, in order. */
    requestsTo(method: string, path: string): ProjectsRequest[] {
      return requests.filter((request) => request.method === method && request.url.pathname === path);
    },
    project(id = PROJECT_ID): Project | undefined {
      return state.projects.get(id);
    },
    /** Changes a stored project, e.g. the draft brief the next answer brings. */
    updateProject(id: string, changes: Partial<Project>) {
      const current = state.projects.get(id);
      if (current) state.projects.set(id, { ...current, ...changes });
    },
  };
  return api;
}

/** The plan's figures after a change, as the API works them out (dates and flags; the load is left as set). */
function settlePlan(plan: Plan): Plan {
  plan.milestones.sort((a, b) => (a.startDate === b.startDate ? 0 : a.startDate < b.startDate ? -1 : 1));
  for (const milestone of plan.milestones) {
    milestone.isPastDeadline = plan.deadline !== null && milestone.dueDate > plan.deadline;
    milestone.progress = {
      done: milestone.tasks.filter((task) => task.status === 'done').length,
      total: milestone.tasks.length,
    };
  }
  plan.progress = plan.milestones.reduce(
    (sum, milestone) => ({
      done: sum.done + milestone.progress.done,
      total: sum.total + milestone.progress.total,
    }),
    { done: 0, total: 0 },
  );
  plan.endDate = plan.milestones.reduce<string | null>(
    (last, milestone) => (last === null || milestone.dueDate > last ? milestone.dueDate : last),
    null,
  );
  plan.canDraft = plan.canEdit && plan.milestones.length === 0;
  plan.canClose =
    plan.canEdit &&
    plan.viewerRole === 'client' &&
    plan.milestones.length > 0 &&
    plan.milestones.every((milestone) => milestone.deliveryStatus === 'accepted');
  return plan;
}

function task(overrides: Partial<Task> & Pick<Task, 'id' | 'milestoneId' | 'title'>): Task {
  return {
    assigneeId: null,
    dueDate: null,
    status: 'todo',
    isOverdue: false,
    completedAt: null,
    ...overrides,
  };
}

/**
 * A staffed project's plan: scoping (its one task done), two build milestones (one with a task in progress and
 * one overdue, the other past the deadline), Bruno overloaded.
 */
export function staffedPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    projectId: PROJECT_ID,
    startDate: '2027-03-01',
    deadline: '2027-06-30',
    endDate: '2027-07-09',
    canEdit: true,
    canDraft: false,
    viewerRole: 'client',
    canClose: false,
    members: [
      {
        userId: 'pro-ines',
        firstName: 'Inès',
        lastName: 'Moreau',
        profession: 'Développeuse mobile',
        declaredHoursPerWeek: null,
        peakWeek: { weekOf: '2027-03-01', hours: 21 },
        isOverloaded: false,
        timeLogged: [],
      },
      {
        userId: 'pro-bruno',
        firstName: 'Bruno',
        lastName: 'Petit',
        profession: 'Développeur',
        declaredHoursPerWeek: 14,
        peakWeek: { weekOf: '2027-04-05', hours: 24 },
        isOverloaded: true,
        timeLogged: [],
      },
    ],
    milestones: [
      {
        id: '50000000-0000-4000-8000-000000000101',
        title: 'Cadrage et lancement',
        deliverables: ['Objectifs et périmètre validés avec le client', 'Planning détaillé'],
        startDate: '2027-03-01',
        dueDate: '2027-03-12',
        ownerId: 'pro-ines',
        hoursPerWeek: 21,
        skills: [],
        isPastDeadline: false,
        tasks: [
          task({
            id: '60000000-0000-4000-8000-000000000001',
            milestoneId: '50000000-0000-4000-8000-000000000101',
            title: 'Atelier avec le client',
            status: 'done',
            completedAt: '2027-03-05T10:00:00.000Z',
          }),
        ],
        progress: { done: 1, total: 1 },
        deliveryStatus: 'open',
        acceptedAt: null,
        deliveries: [],
      },
      {
        id: '50000000-0000-4000-8000-000000000102',
        title: 'Réalisation\u00a0: React Native',
        deliverables: ['Fonctionnalités développées et testées'],
        startDate: '2027-03-13',
        dueDate: '2027-06-15',
        ownerId: 'pro-ines',
        hoursPerWeek: 21,
        skills: [{ skillId: SKILLS.reactNative.id, name: SKILLS.reactNative.name }],
        isPastDeadline: false,
        tasks: [
          task({
            id: '60000000-0000-4000-8000-000000000002',
            milestoneId: '50000000-0000-4000-8000-000000000102',
            title: 'Écran de réservation',
            status: 'in_progress',
            assigneeId: 'pro-ines',
          }),
          task({
            id: '60000000-0000-4000-8000-000000000003',
            milestoneId: '50000000-0000-4000-8000-000000000102',
            title: 'Paiement',
            dueDate: '2027-03-20',
            isOverdue: true,
          }),
        ],
        progress: { done: 0, total: 2 },
        deliveryStatus: 'open',
        acceptedAt: null,
        deliveries: [],
      },
      {
        id: '50000000-0000-4000-8000-000000000103',
        title: 'Réalisation\u00a0: Node.js',
        deliverables: ['Fonctionnalités développées et testées'],
        startDate: '2027-03-13',
        dueDate: '2027-07-09',
        ownerId: 'pro-bruno',
        hoursPerWeek: 14,
        skills: [],
        isPastDeadline: true,
        tasks: [],
        progress: { done: 0, total: 0 },
        deliveryStatus: 'open',
        acceptedAt: null,
        deliveries: [],
      },
    ],
    progress: { done: 1, total: 3 },
    health: {
      status: 'late',
      reasons: [
        { code: 'task_overdue', title: 'Paiement', dueDate: '2027-03-20' },
        { code: 'plan_past_deadline', endDate: '2027-07-09', deadline: '2027-06-30' },
        { code: 'member_overloaded', userId: 'pro-bruno' },
      ],
    },
    ...overrides,
  };
}

/** A message of the project thread. */
export function threadMessage(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id: '70000000-0000-4000-8000-100000000001',
    author: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
    authorRole: 'member',
    body: 'Voici les premières maquettes.',
    attachments: [],
    createdAt: '2027-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A review, published, by Inès of the client. */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: '90000000-0000-4000-8000-000000000001',
    projectId: PROJECT_ID,
    projectTitle: 'Application de réservation',
    author: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
    subject: { id: 'client-camille', firstName: 'Camille', lastName: 'Martin', avatarUrl: null },
    authorRole: 'member',
    rating: 5,
    comment: 'Des retours rapides et précis.',
    createdAt: '2027-07-15T10:00:00.000Z',
    publishedAt: '2027-07-16T10:00:00.000Z',
    response: null,
    respondedAt: null,
    ...overrides,
  };
}

/** The client's side of a delivered project's reviews: Inès to review, nothing written yet. */
export function projectReviews(overrides: Partial<ProjectReviews> = {}): ProjectReviews {
  return {
    closesAt: '2027-07-29T10:00:00.000Z',
    canReview: true,
    pairs: [
      {
        subject: { id: 'pro-ines', firstName: 'Inès', lastName: 'Moreau', avatarUrl: null },
        mine: null,
        theirs: null,
        theyHaveWritten: false,
      },
    ],
    ...overrides,
  };
}

export { jsonResponse, sessionFor };
