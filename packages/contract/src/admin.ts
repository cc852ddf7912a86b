import { z } from 'zod';
import { ADMIN_USERS_PAGE_SIZE, ASSIGNABLE_ROLES, SKILL_NAME_MAX_LENGTH } from './constants.ts';
import { HEALTH_STATUSES, planSummarySchema } from './plans.ts';
import { budgetSchema, invitationSchema, PROJECT_STATUSES, type ProjectStatus } from './projects.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

/** A user as the admin area lists them (its record, plus its ban state). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string().nullable(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/users`: `q` matches e-mail, name or role; keyset pages of 50 with the total count. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** The role picker offers only these; `admin` is granted by promotion. */
export const changeRoleInputSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: VALIDATION_MESSAGES.invalidOption }),
});
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;

export const banUserInputSchema = z.object({
  reason: z.string().trim().max(500).nullish(),
  /** ISO date-time in the future (before year 10000); absent means until unbanned. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const time = Date.parse(value);
      return time > Date.now() && time < Date.UTC(10_000, 0, 1);
    }, VALIDATION_MESSAGES.futureDateRequired)
    .nullish(),
});
export type BanUserInput = z.infer<typeof banUserInputSchema>;

export const adminActionResultSchema = z.object({
  success: z.literal(true),
  user: adminUserSchema.nullable(),
});

export const adminPostParamsSchema = z.object({ postId: z.uuid() });
export const adminCommentParamsSchema = z.object({ postId: z.uuid(), commentId: z.uuid() });

export const ADMIN_ACTIONS = [
  'user.delete',
  // A member switched their own account type (client ↔ professional): recorded like an admin's role change.
  'account.type',
  'user.promote',
  'user.role',
  'user.ban',
  'user.unban',
  'post.delete',
  'comment.delete',
  'skill.approve',
  'skill.merge',
  'skill.reject',
  'report.dismiss',
  'report.warn',
  'agency.update',
  'project.fee',
  'project.cancel',
  'invoice.issue',
  'invoice.credit',
  'invoice.payment',
  'verification.approve',
  'verification.reject',
  'project.billing-mode',
  'member.payout',
  'quote.draft',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  /** The acting admin's name today; null once their account is gone (the entry keeps their address). */
  actorName: z.string().nullable(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /** The person's name when the target is an account that still exists; a project's title while it exists. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A count over the last 30 days and the 30 days before, for the change shown on the overview. */
export const periodCountSchema = z.object({ last30Days: z.number().int(), previous30Days: z.number().int() });

export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), newLast30Days: z.number().int() }),
  posts: periodCountSchema,
  comments: periodCountSchema,
  /** One entry per day, oldest first, 30 days ending today (UTC). */
  signupsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A skill a professional typed that matched none of the catalogue, waiting for an admin. */
export const pendingSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  createdAt: z.string(),
  /** Who typed it (null once their account is deleted). */
  createdBy: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
  /** How many profiles hold it. */
  holderCount: z.number().int(),
  /** Approved skills whose names look alike: where a merge would most likely go. */
  similar: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() })),
});
export type PendingSkill = z.infer<typeof pendingSkillSchema>;
export const pendingSkillsSchema = z.object({ skills: z.array(pendingSkillSchema) });
export type PendingSkills = z.infer<typeof pendingSkillsSchema>;

export const adminSkillParamsSchema = z.object({ skillId: z.uuid() });

const skillNameText = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(SKILL_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** Approving names the skill in both languages (the English name empty when it reads the same). */
export const approveSkillInputSchema = z.object({
  name: skillNameText,
  nameEn: z
    .string()
    .trim()
    .max(SKILL_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
    .transform((value) => value || null)
    .nullable()
    .default(null),
});
export type ApproveSkillInput = z.input<typeof approveSkillInputSchema>;

/** Merging moves the pending skill's holders to an approved one, whose aliases then include its name. */
export const mergeSkillInputSchema = z.object({ targetId: z.uuid() });
export type MergeSkillInput = z.infer<typeof mergeSkillInputSchema>;

export const catalogueSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  aliases: z.array(z.string()),
  category: z.string().nullable(),
});
export type CatalogueSkillEntry = z.infer<typeof catalogueSkillSchema>;

/** The plan's health an admin filters on: late or at risk together (the projects needing a look), or one. */
export const ADMIN_PROJECT_HEALTH_FILTERS = ['late_or_at_risk', 'late', 'at_risk', 'on_track'] as const;
export type AdminProjectHealthFilter = (typeof ADMIN_PROJECT_HEALTH_FILTERS)[number];
/** Staffing counts as stalled when nothing moved on it (a seat offered or answered) for this many days. */
export const DEFAULT_STALLED_DAYS = 7;
export const ADMIN_PROJECTS_PAGE_SIZE = 25;
/** The projects an administrator may cancel: those whose team is still forming (staffing that stalled). */
export const ADMIN_CANCELLABLE_PROJECT_STATUSES = ['staffing'] as const satisfies readonly ProjectStatus[];

/**
 * `GET /api/admin/projects`: every filter optional and combined. `stalled=true` keeps the projects forming their
 * team whose staffing has not moved for `stalledDays` days or more; `health` keeps the projects at work whose
 * plan says so; `q` matches the title or the client's name. Pages of 25, newest first, with the total.
 */
export const adminProjectsQuerySchema = z.object({
  status: z.enum(PROJECT_STATUSES, { error: VALIDATION_MESSAGES.invalidOption }).optional(),
  stalled: z
    .enum(['true', 'false'], { error: VALIDATION_MESSAGES.invalidOption })
    .transform((value) => value === 'true')
    .default(false),
  stalledDays: z.coerce.number().int().min(1).max(365).default(DEFAULT_STALLED_DAYS),
  health: z.enum(ADMIN_PROJECT_HEALTH_FILTERS, { error: VALIDATION_MESSAGES.invalidOption }).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminProjectsQuery = z.infer<typeof adminProjectsQuerySchema>;
export type AdminProjectsQueryInput = z.input<typeof adminProjectsQuerySchema>;

export const adminProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** The client's name, null for an erased account or a client without one. */
  clientName: z.string().nullable(),
  createdAt: z.string(),
  /** For a project forming its team: the days since a seat was last offered or answered, else null. */
  daysSinceStaffingMoved: z.number().int().nullable(),
  isStalled: z.boolean(),
  /** The plan's health for a project at work, else null. */
  health: z.enum(HEALTH_STATUSES).nullable(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectsSchema = z.object({
  projects: z.array(adminProjectSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminProjects = z.infer<typeof adminProjectsSchema>;

export const adminProjectParamsSchema = z.object({ projectId: z.uuid() });

/**
 * `GET /api/admin/projects/:projectId`: one project as an administrator oversees it, read-only. The team is every
 * seat offered (a seat replaced by another is left out, as on the project's page); the plan is there once the team
 * was formed, its health only while the team is at work (the list's rule); the audit entries are the
 * administrators' actions on the project, newest first.
 */
export const adminProjectDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  language: z.enum(['fr', 'en']),
  /** Null once the client's account is erased. */
  client: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The organisation the project was created for, if any. */
  organisation: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  staffedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The confirmed brief's summary; null before the client confirmed it. */
  brief: z
    .object({
      skills: z.array(z.object({ skillId: z.string(), name: z.string(), minLevel: z.number().int() })),
      budget: budgetSchema.nullable(),
      startDate: z.string().nullable(),
      deadline: z.string().nullable(),
    })
    .nullable(),
  team: z.array(invitationSchema),
  /** For a project forming its team: the days since a seat was last offered or answered, else null. */
  daysSinceStaffingMoved: z.number().int().nullable(),
  isStalled: z.boolean(),
  plan: planSummarySchema.nullable(),
  billing: z.object({
    invoiceCount: z.number().int(),
    /** What is left to pay on its invoices, VAT included, in cents. */
    outstandingCents: z.number().int(),
  }),
  audit: z.array(auditEntrySchema),
  /** An administrator may cancel it now (ADMIN_CANCELLABLE_PROJECT_STATUSES). */
  canCancel: z.boolean(),
});
export type AdminProjectDetail = z.infer<typeof adminProjectDetailSchema>;
