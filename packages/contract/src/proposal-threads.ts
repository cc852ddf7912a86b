import { z } from 'zod';
import {
  projectPersonSchema,
  ratingSummarySchema,
  threadMessageSchema,
  THREAD_MESSAGE_MAX_LENGTH,
} from './delivery.ts';
import { PROPOSAL_KINDS } from './projects.ts';

/**
 * Whether a proposal's conversation takes new messages: `open` while the client chooses (every proposal) and,
 * for the chosen team, while its members answer their invitations; `not_chosen` once another team was chosen;
 * `team_formed` once the team works (the project's thread takes over); `closed` for a cancelled project. A closed
 * conversation stays readable.
 */
export const PROPOSAL_THREAD_STATES = ['open', 'not_chosen', 'team_formed', 'closed'] as const;
export type ProposalThreadState = (typeof PROPOSAL_THREAD_STATES)[number];

export const proposalThreadParamsSchema = z.object({ proposalId: z.uuid() });
export const proposalAttachmentParamsSchema = z.object({ proposalId: z.uuid(), attachmentId: z.uuid() });

/** `GET /api/proposals/:proposalId/thread?cursor=`: the conversation with one proposed team, newest first. */
export const proposalThreadPageSchema = z.object({
  proposal: z.object({
    id: z.string(),
    kind: z.enum(PROPOSAL_KINDS),
    projectId: z.string(),
    projectTitle: z.string(),
    isChosen: z.boolean(),
    /** Null once the client's account is erased. */
    client: projectPersonSchema.nullable(),
    members: z.array(projectPersonSchema),
  }),
  state: z.enum(PROPOSAL_THREAD_STATES),
  messages: z.array(threadMessageSchema),
  nextCursor: z.string().nullable(),
  /** The viewer may write now: the client or one of the team, while the conversation is open. */
  canPost: z.boolean(),
});
export type ProposalThreadPage = z.infer<typeof proposalThreadPageSchema>;

export { THREAD_MESSAGE_MAX_LENGTH };

/**
 * `GET /api/invitations/:invitationId`: what the invited professional decides on. Who asks (the client, named by
 * the display-name rule, with their record as a client), the brief's skills with the levels it requires, the
 * dates, the hours a week the seat asks, and the professional's own rate as proposed.
 */
export const invitationDetailsSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  projectDescription: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'replaced', 'left', 'withdrawn']),
  /** The conversation with the client this seat belongs to (null for a seat offered outside a proposal). */
  proposalId: z.string().nullable(),
  client: z
    .object({
      id: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      completedProjects: z.number().int(),
      rating: ratingSummarySchema,
    })
    .nullable(),
  /**
   * The organisation the project was created for: its legal name and sector, and its public page by `id`;
   * null for a client who asks in their own name.
   */
  organisation: z.object({ id: z.string(), name: z.string(), sector: z.string().nullable() }).nullable(),
  /**
   * Whether the organisation the project is for is verified (an administrator checked its SIRET and its
   * registration document); null for a client who asks in their own name.
   */
  verified: z.boolean().nullable(),
  skills: z.array(
    z.object({
      skillId: z.string(),
      name: z.string(),
      /** The professional's own level. */
      level: z.number(),
      /** The level the brief requires (null when the brief no longer names the skill). */
      requiredLevel: z.number().int().min(1).max(5).nullable(),
    }),
  ),
  /** Calendar days ('2027-03-01'); the start is the day work may begin, the deadline its end. */
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  weeks: z.number().int(),
  hoursPerWeek: z.number(),
  /** Euros an hour as proposed, and over the project (rate × hours a week × weeks); null without a rate. */
  hourlyRate: z.number().nullable(),
  estimatedEarnings: z.number().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;
