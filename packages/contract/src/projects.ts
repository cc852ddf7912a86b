import { z } from 'zod';
import { LANGUAGES, SKILL_LEVELS } from './constants.ts';
import { ratingSummarySchema } from './delivery.ts';
import { DEFAULT_DAYS_PER_WEEK, MAX_DAYS_PER_WEEK, MAX_PROJECT_WEEKS, MIN_DAYS_PER_WEEK } from './effort.ts';
import { PROPOSAL_LABELS } from './proposal-labels.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

export const PROJECT_STATUSES = [
  'draft',
  'proposed',
  'staffing',
  'staffed',
  'in_progress',
  'delivered',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_PRIORITIES = ['balanced', 'speed', 'cost', 'seniority'] as const;
export const PROPOSAL_KINDS = ['best_coverage', 'best_value', 'most_senior'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
/** A POD may be one expert: a client who needs one consultant is not made to pay for two. */
export const MIN_TEAM_SIZE = 1;
export const MAX_TEAM_SIZE = 6;
export const PROJECT_MESSAGE_MAX_LENGTH = 4000;
/** Statuses in which the client may still cancel a project: any time before it is delivered. */
export const CANCELLABLE_PROJECT_STATUSES = [
  'draft',
  'proposed',
  'staffing',
  'staffed',
  'in_progress',
] as const satisfies readonly ProjectStatus[];
/** How much a required skill matters in team formation, from 1 (nice to have) to 5 (essential). */
export const MIN_SKILL_WEIGHT = 1;
export const MAX_SKILL_WEIGHT = 5;

const isoDate = z.iso.date();
const level = z
  .number()
  .int()
  .refine((value) => (SKILL_LEVELS as readonly number[]).includes(value), VALIDATION_MESSAGES.invalidOption);

export const briefSkillSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  minLevel: level,
  weight: z.number().int().min(MIN_SKILL_WEIGHT).max(MAX_SKILL_WEIGHT),
  /** In a draft: worked out from a general need rather than named by the client, so to confirm. */
  isInferred: z.boolean().optional(),
});
export type BriefSkill = z.infer<typeof briefSkillSchema>;

/**
 * Draft brief fields the assistant worked out rather than read in the client's words (an estimated team
 * size; an hourly rate per person turned into a team ceiling through it): marked "to confirm" in the editor.
 */
export const INFERABLE_BRIEF_FIELDS = ['teamSize', 'budget'] as const;
export type InferableBriefField = (typeof INFERABLE_BRIEF_FIELDS)[number];

/** A project's length in whole weeks, from one week to two years. */
const projectLengthWeeks = z
  .number()
  .int(VALIDATION_MESSAGES.notAnInteger)
  .min(1, VALIDATION_MESSAGES.tooSmall)
  .max(MAX_PROJECT_WEEKS, VALIDATION_MESSAGES.tooLarge);

export const budgetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hourly'), maxHourlyTotal: z.number().positive().max(100_000) }),
  z.object({ kind: z.literal('total'), amount: z.number().positive().max(100_000_000) }),
]);
export type Budget = z.infer<typeof budgetSchema>;

export const teamSizeSchema = z
  .object({
    min: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
    max: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
  })
  .refine((size) => size.min <= size.max, { message: VALIDATION_MESSAGES.invalidOption, path: ['max'] });

/** Fields of a draft brief whose value the analyser can show the client's words for. */
export const BRIEF_EVIDENCE_FIELDS = [
  'skills',
  'teamSize',
  'budget',
  'startDate',
  'deadline',
  'lengthWeeks',
  'daysPerWeek',
] as const;
export type BriefEvidenceField = (typeof BRIEF_EVIDENCE_FIELDS)[number];
/** The longest quote kept: enough for the clause a value was read in. */
export const MAX_EVIDENCE_QUOTE_LENGTH = 160;

/**
 * Why a draft field holds its value: `stated` when the client said it (`quote` is their words, verbatim), or
 * `inferred` when the analyser worked it out (`quote` is the words it was worked out from). A skill's evidence
 * names the skill.
 */
export const briefEvidenceSchema = z.object({
  field: z.enum(BRIEF_EVIDENCE_FIELDS),
  skillId: z.string().optional(),
  source: z.enum(['stated', 'inferred']),
  quote: z.string().max(MAX_EVIDENCE_QUOTE_LENGTH),
});
export type BriefEvidence = z.infer<typeof briefEvidenceSchema>;

/**
 * A value the analyser found implausible for the project: a budget many times what the effort could cost or
 * below a plausible market rate, a deadline already past, a team larger than the skills asked, an amount in
 * another currency. The assistant asks about it rather than filling it silently.
 */
export const BRIEF_CONCERN_KINDS = [
  'budgetTooHigh',
  'budgetTooLow',
  'deadlinePast',
  'teamLargerThanSkills',
  'foreignCurrency',
] as const;
export type BriefConcernKind = (typeof BRIEF_CONCERN_KINDS)[number];

export const briefConcernSchema = z.object({
  kind: z.enum(BRIEF_CONCERN_KINDS),
  field: z.enum(['budget', 'deadline', 'teamSize']),
  /** The client's words the value was read in. */
  quote: z.string().max(MAX_EVIDENCE_QUOTE_LENGTH),
  /** The figure questioned, as the client said it (an amount, a head count), when there is one. */
  value: z.number().optional(),
  /** For a budget: whether the figure is a total or an hourly ceiling for the team. */
  budgetKind: z.enum(['total', 'hourly']).optional(),
  /** For an amount in another currency: its ISO code. */
  currency: z.string().length(3).optional(),
  /** What the effort asked could cost at market rates, in euros, when it can be estimated. */
  estimatedCost: z.number().optional(),
  /** The euros an hour a person the budget allows (too low) or the market rate it was compared with. */
  marketRate: z.number().optional(),
});
export type BriefConcern = z.infer<typeof briefConcernSchema>;

/** What the analyser understood from the chat; every field may still be missing. */
export const draftBriefSchema = z.object({
  language: z.enum(LANGUAGES),
  title: z.string().max(200).nullable(),
  skills: z.array(briefSkillSchema).max(20),
  teamSize: teamSizeSchema.nullable(),
  budget: budgetSchema.nullable(),
  startDate: isoDate.nullable(),
  deadline: isoDate.nullable(),
  priority: z.enum(PROJECT_PRIORITIES).nullable(),
  /** Drafts saved before the assistant told stated from inferred have none. */
  inferred: z.array(z.enum(INFERABLE_BRIEF_FIELDS)).default([]),
  /** Days a week each member works, as the client said it ("mi-temps": 2.5); null when unsaid. */
  daysPerWeek: z.number().min(MIN_DAYS_PER_WEEK).max(MAX_DAYS_PER_WEEK).nullable().default(null),
  /** How long the project lasts, in weeks, as the client said it ("pendant 6 mois"); null when unsaid. */
  lengthWeeks: projectLengthWeeks.nullable().default(null),
  /** The need in one or two sentences, in the client's language. */
  summary: z.string().max(600).nullable().default(null),
  /** The client's words behind each filled field (drafts saved before evidence have none). */
  evidence: z.array(briefEvidenceSchema).default([]),
  /** Values the assistant asks about instead of filling them silently. */
  concerns: z.array(briefConcernSchema).default([]),
});
export type DraftBrief = z.infer<typeof draftBriefSchema>;

/** `PUT /api/projects/:id/brief`: the brief the client reviewed, edited and confirms. */
export const confirmBriefInputSchema = z
  .object({
    title: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(200, VALIDATION_MESSAGES.tooLong),
    description: z.string().trim().max(10_000, VALIDATION_MESSAGES.tooLong).default(''),
    skills: z
      .array(briefSkillSchema.pick({ minLevel: true, weight: true }).extend({ skillId: z.uuid() }))
      .min(1, VALIDATION_MESSAGES.required)
      .max(20),
    teamSize: teamSizeSchema,
    budget: budgetSchema.nullable(),
    startDate: isoDate.nullable(),
    deadline: isoDate.nullable(),
    priority: z.enum(PROJECT_PRIORITIES).default('balanced'),
    /** How long the project lasts, in weeks, when it has no deadline: what its effort is counted over. */
    lengthWeeks: projectLengthWeeks.nullable().default(null),
    /** Days a week each member works on the project: with the dates, what a total budget is read against. */
    effortDaysPerWeek: z
      .number()
      .min(MIN_DAYS_PER_WEEK)
      .max(MAX_DAYS_PER_WEEK)
      .multipleOf(0.5, VALIDATION_MESSAGES.invalidOption)
      .default(DEFAULT_DAYS_PER_WEEK),
  })
  .refine((brief) => !brief.startDate || !brief.deadline || brief.deadline >= brief.startDate, {
    message: 'deadlineBeforeStart',
    path: ['deadline'],
  });
export type ConfirmBriefInput = z.input<typeof confirmBriefInputSchema>;

export const projectMessageInputSchema = z.object({
  content: z
    .string({ error: VALIDATION_MESSAGES.required })
    .max(PROJECT_MESSAGE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
    .refine((text) => text.trim().length > 0, VALIDATION_MESSAGES.required),
});

export const projectMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const podMemberSchema = z.object({
  /** Null for a former member: their account was erased, and with it their name. */
  userId: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profession: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  experienceYears: z.number().nullable(),
  availability: z.enum(['available', 'busy', 'away']),
  /** The clients' published reviews of them when the proposal was made (absent from older proposals). */
  rating: ratingSummarySchema.optional(),
  /** The member's business is verified today (read when the proposal is shown, not when it was made). */
  verified: z.boolean(),
  matchedSkills: z.array(
    z.object({ skillId: z.string(), name: z.string(), level: z.number(), meetsMinimum: z.boolean() }),
  ),
});
export type PodMember = z.infer<typeof podMemberSchema>;

export const proposalSchema = z.object({
  id: z.string(),
  /** What the team was searched for; it also names the proposal when the client chooses it. */
  kind: z.enum(PROPOSAL_KINDS),
  /** What its figures earn among the proposals shown together (proposal-labels.ts). */
  labels: z.array(z.enum(PROPOSAL_LABELS)),
  members: z.array(podMemberSchema),
  coverage: z.array(
    z.object({
      skillId: z.string(),
      name: z.string(),
      minLevel: z.number(),
      bestLevel: z.number().nullable(),
      isCovered: z.boolean(),
    }),
  ),
  /**
   * The required skills nobody on the team holds at the level asked for, in the brief's order: a seat is only
   * given to someone meeting a required skill at its level, so a skill nobody available meets is left
   * uncovered and said so, never filled by someone below it.
   */
  uncoveredSkills: z.array(
    z.object({
      skillId: z.string(),
      name: z.string(),
      minLevel: z.number(),
      bestLevel: z.number().nullable(),
    }),
  ),
  coverageScore: z.number(),
  hourlyCost: z.number(),
  withinBudget: z.boolean().nullable(),
  /** The team's estimated cost over the project: its hourly cost × the hours each member works (see effort.ts). */
  estimatedCost: z.number().nullable(),
  /** For a team over budget: by how much, in euros over the project (total budget) or euros an hour (hourly). */
  overBudgetBy: z.number().nullable(),
  /** The members' average years of experience, one decimal (an unknown figure counting as none). */
  averageExperienceYears: z.number(),
  isChosen: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** `left`: a member who left the team once it was working; their seat may be offered again, like a declined one. */
export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'replaced',
  'left',
  'withdrawn',
] as const;

export const invitationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** Null for a former member: the seat stays in the team's history, the erased account's name does not. */
  professional: z
    .object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      profession: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      /** The professional's business is verified. */
      verified: z.boolean(),
    })
    .nullable(),
  /**
   * The skills the professional was chosen for: their own `level`, and the `requiredLevel` the brief asks of
   * the team (null when the brief no longer names the skill).
   */
  skills: z.array(
    z.object({
      skillId: z.string(),
      name: z.string(),
      level: z.number(),
      requiredLevel: z.number().int().min(1).max(5).nullable(),
    }),
  ),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(PROJECT_STATUSES),
  budget: budgetSchema.nullable(),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  draftBrief: draftBriefSchema.nullable(),
  brief: z.unknown().nullable(),
  /** The effort the confirmed brief assumes (see effort.ts); null before confirmation. */
  effort: z
    .object({
      weeks: z.number(),
      isFromDates: z.boolean(),
      daysPerWeek: z.number(),
      hoursPerMember: z.number(),
    })
    .nullable(),
  isOwner: z.boolean(),
  messages: z.array(projectMessageSchema),
  team: z.array(invitationSchema),
  createdAt: z.string(),
  /** When its team completed, its work started, and it was delivered or cancelled; null until then. */
  staffedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectSummarySchema = projectSchema.pick({
  id: true,
  title: true,
  status: true,
  createdAt: true,
});
export const myProjectsSchema = z.object({
  projects: z.array(projectSummarySchema),
  invitations: z.array(invitationSchema),
});
export type MyProjects = z.infer<typeof myProjectsSchema>;

export const projectIdParamsSchema = z.object({ projectId: z.uuid() });
export const proposalParamsSchema = z.object({ projectId: z.uuid(), kind: z.enum(PROPOSAL_KINDS) });
export const invitationParamsSchema = z.object({ invitationId: z.uuid() });

/** Events of the streamed assistant answer (`POST /api/projects/:id/messages`, text/event-stream). */
export const analysisDoneEventSchema = z.object({
  message: projectMessageSchema,
  draftBrief: draftBriefSchema,
  missing: z.array(z.enum(['skills', 'budget', 'deadline', 'priority'])),
  isComplete: z.boolean(),
  analyser: z.enum(['rules', 'llm']),
});
export type AnalysisDoneEvent = z.infer<typeof analysisDoneEventSchema>;
