import { z } from 'zod';
import { deliverySchema, MILESTONE_DELIVERY_STATUSES } from './delivery.ts';
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
export const PLAN_EDITABLE_STATUSES = ['staffed', 'in_progress'] as const;
export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_TITLE_MAX_LENGTH = 200;
export const MAX_TASKS_PER_MILESTONE = 100;
export const HEALTH_STATUSES = ['on_track', 'at_risk', 'late'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
/** A milestone is at risk when the share of its time gone is this far ahead of the share of its tasks done. */
export const AT_RISK_GAP = 0.3;
export const ACTIVITY_PAGE_SIZE = 30;

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
export const taskParamsSchema = z.object({ projectId: z.uuid(), taskId: z.uuid() });

const taskFields = z.object({
  title: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(TASK_TITLE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  /** The member who does it; null while nobody does. */
  assigneeId: z.string().min(1).max(64).nullable(),
  dueDate: calendarDate.nullable(),
  status: z.enum(TASK_STATUSES, { error: VALIDATION_MESSAGES.invalidOption }),
});

/** `POST /api/projects/:projectId/milestones/:milestoneId/tasks`. */
export const createTaskInputSchema = taskFields.extend({
  assigneeId: taskFields.shape.assigneeId.default(null),
  dueDate: taskFields.shape.dueDate.default(null),
  status: taskFields.shape.status.default('todo'),
});
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;

/** `PATCH /api/projects/:projectId/tasks/:taskId`: rename, reassign, change its date, move it on the board. */
export const updateTaskInputSchema = taskFields
  .extend({ milestoneId: z.uuid() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: VALIDATION_MESSAGES.required });
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;

export const taskSchema = z.object({
  id: z.string(),
  milestoneId: z.string(),
  title: z.string(),
  assigneeId: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  /** Its due date has passed and it is not done. */
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** Tasks done out of all: a milestone's, or the whole project's. */
export const progressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type Progress = z.infer<typeof progressSchema>;

/** One reason for the project's health, for the interface to say in words. */
export const healthReasonSchema = z.discriminatedUnion('code', [
  /** A milestone whose end has passed with tasks left (or with none done). */
  z.object({
    code: z.literal('milestone_overdue'),
    title: z.string(),
    dueDate: z.string(),
    done: z.number().int(),
    total: z.number().int(),
  }),
  /** A task whose date has passed and that is not done. */
  z.object({ code: z.literal('task_overdue'), title: z.string(), dueDate: z.string() }),
  /** A milestone whose time runs out faster than its tasks get done. */
  z.object({
    code: z.literal('milestone_behind'),
    title: z.string(),
    elapsedPercent: z.number().int(),
    donePercent: z.number().int(),
  }),
  /** The plan ends after the deadline. */
  z.object({ code: z.literal('plan_past_deadline'), endDate: z.string(), deadline: z.string() }),
  /** A member has more work some week than their hours. */
  z.object({ code: z.literal('member_overloaded'), userId: z.string() }),
  /** Nothing is late or behind: how much is done. */
  z.object({ code: z.literal('on_track'), done: z.number().int(), total: z.number().int() }),
]);
export type HealthReason = z.infer<typeof healthReasonSchema>;

export const healthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  /** Why, most serious first (at most five). */
  reasons: z.array(healthReasonSchema),
});
export type Health = z.infer<typeof healthSchema>;

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
  tasks: z.array(taskSchema),
  progress: progressSchema,
  /** Open, delivered (awaiting the client), changes requested, or accepted (final). */
  deliveryStatus: z.enum(MILESTONE_DELIVERY_STATUSES),
  acceptedAt: z.string().nullable(),
  /** Each delivery with the client's answer, oldest first. */
  deliveries: z.array(deliverySchema),
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
  /**
   * The weeks they recorded hours in (newest first, the last eight): the hours booked for them that week against
   * the hours they logged, and where the week stands (draft, submitted, approved).
   */
  timeLogged: z.array(
    z.object({
      weekOf: z.string(),
      bookedHours: z.number(),
      loggedHours: z.number(),
      status: z.enum(['draft', 'submitted', 'approved']),
    }),
  ),
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
  /** Tasks done out of all, over the project. */
  progress: progressSchema,
  /** On track, at risk or late, computed from the dates and the work done, with the reasons. */
  health: healthSchema,
  /** The viewer may change it now (client or member of the team, while the project is staffed). */
  canEdit: z.boolean(),
  /** Nothing is planned yet and the plan may be drafted from the brief. */
  canDraft: z.boolean(),
  /** The viewer's part: the client answers deliveries and closes; a member delivers. */
  viewerRole: z.enum(['client', 'member']),
  /** The client may close the project as delivered now: it has milestones and all are accepted. */
  canClose: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * A plan in figures, for those who oversee projects rather than work on them: its health (null unless the team is
 * at work), its tasks done, its milestones accepted and late, and the members a health reason may name.
 */
export const planSummarySchema = z.object({
  health: healthSchema.nullable(),
  progress: progressSchema,
  milestones: z.object({
    total: z.number().int(),
    /** Accepted by the client. */
    accepted: z.number().int(),
    /** Past their end with work left (the plan's health's own rule). */
    late: z.number().int(),
  }),
  members: z.array(
    z.object({ userId: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  ),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const ACTIVITY_KINDS = [
  'plan_drafted',
  'milestone_added',
  'milestone_changed',
  'milestone_removed',
  'task_added',
  'task_changed',
  'task_moved',
  'task_removed',
  'project_started',
  'milestone_delivered',
  'milestone_changes_requested',
  'milestone_accepted',
  'project_delivered',
  'member_left',
  'member_joined',
  'project_cancelled',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One thing someone did on the project: who (null for Escouade itself or an erased account), what, when. */
export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  actor: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  /** What it was about: the milestone's or task's title, and for a task moved, its new status. */
  subject: z.string().nullable(),
  status: z.enum(TASK_STATUSES).nullable(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** `GET /api/projects/:projectId/activity?cursor=`: newest first, a page at a time. */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const activityQuerySchema = z.object({ cursor: z.string().max(200).optional() });
