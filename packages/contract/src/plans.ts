import { z } from 'zod';
import { isCalendarDate, VALIDATION_MESSAGES } from './validation.ts';

// The plan of a staffed project: its milestones (phases) with dates, deliverables and an owner, and the weekly
// effort each member gives them, read against the hours the member declares available. Drafted by Escouade
// when the team is complete, then edited by the client and the members.

/** A week assumed available by a member who has not declared their hours (a full-time week in France). */
export const ASSUMED_HOURS_PER_WEEK = 35;
export const MIN_HOURS_PER_WEEK = 1;
export const MAX_HOURS_PER_WEEK = 60;
export const MAX_MILESTONES = 30;
export const MILESTONE_TITLE_MAX_LENGTH = 120;
export const MAX_DELIVERABLES = 10;
export const DELIVERABLE_MAX_LENGTH = 200;
/** A milestone may run at most this long after the deadline (a late one is flagged, an absurd one refused). */
export const MAX_DAYS_PAST_DEADLINE = 366;
/** Statuses in which the plan may be edited: the team is complete and the project not over. */
export const PLAN_EDITABLE_STATUSES = ['staffed'] as const;

const calendarDate = z
  .string({ error: VALIDATION_MESSAGES.required })
  .refine(isCalendarDate, VALIDATION_MESSAGES.invalidDate);

const milestoneHours = z
  .number({ error: VALIDATION_MESSAGES.notANumber })
  .min(0.5, VALIDATION_MESSAGES.tooSmall)
  .max(MAX_HOURS_PER_WEEK, VALIDATION_MESSAGES.tooLarge)
  .multipleOf(0.5, VALIDATION_MESSAGES.tooManyDecimals);

const milestoneFields = z.object({
  title: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(MILESTONE_TITLE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  deliverables: z
    .array(
      z
        .string()
        .trim()
        .min(1, VALIDATION_MESSAGES.required)
        .max(DELIVERABLE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
    )
    .max(MAX_DELIVERABLES, VALIDATION_MESSAGES.tooLong),
  startDate: calendarDate,
  dueDate: calendarDate,
  /** The member who leads it; null while nobody does. */
  ownerId: z.string().min(1).max(64).nullable(),
  /** The hours a week its owner gives it. */
  hoursPerWeek: milestoneHours,
});

function datesInOrder(value: { startDate?: string; dueDate?: string }): boolean {
  return !value.startDate || !value.dueDate || value.dueDate >= value.startDate;
}
const datesInOrderIssue = { message: VALIDATION_MESSAGES.deadlineBeforeStart, path: ['dueDate'] };

/** `POST /api/projects/:projectId/milestones`. */
export const createMilestoneInputSchema = milestoneFields.refine(datesInOrder, datesInOrderIssue);
export type CreateMilestoneInput = z.input<typeof createMilestoneInputSchema>;

/** `PATCH /api/projects/:projectId/milestones/:milestoneId`: rename, move, reassign, change the effort. */
export const updateMilestoneInputSchema = milestoneFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: VALIDATION_MESSAGES.required })
  .refine(datesInOrder, datesInOrderIssue);
export type UpdateMilestoneInput = z.input<typeof updateMilestoneInputSchema>;

export const milestoneParamsSchema = z.object({ projectId: z.uuid(), milestoneId: z.uuid() });

export const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  deliverables: z.array(z.string()),
  startDate: z.string(),
  dueDate: z.string(),
  ownerId: z.string().nullable(),
  hoursPerWeek: z.number(),
  /** The skills it calls for (those its owner was chosen for, when drafted). */
  skills: z.array(z.object({ skillId: z.string(), name: z.string() })),
  /** It ends after the project's deadline. */
  isPastDeadline: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const planMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profession: z.string().nullable(),
  /** The hours a week the member declares available; null when not declared (ASSUMED_HOURS_PER_WEEK is used). */
  declaredHoursPerWeek: z.number().nullable(),
  /** Their busiest week on this plan: its first day (a Monday) and the hours they give the project then. */
  peakWeek: z.object({ weekOf: z.string(), hours: z.number() }).nullable(),
  /** Some week asks more of them than the hours they have. */
  isOverloaded: z.boolean(),
});
export type PlanMember = z.infer<typeof planMemberSchema>;

/** `GET /api/projects/:projectId/plan`. */
export const planSchema = z.object({
  projectId: z.string(),
  /** The first day of the plan and the project's deadline (null when the client set none). */
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  /** The last day of the plan (the latest due date), or null while it has no milestone. */
  endDate: z.string().nullable(),
  milestones: z.array(milestoneSchema),
  members: z.array(planMemberSchema),
  /** The viewer may change it now (client or member of the team, while the project is staffed). */
  canEdit: z.boolean(),
  /** Nothing is planned yet and the plan may be drafted from the brief. */
  canDraft: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
