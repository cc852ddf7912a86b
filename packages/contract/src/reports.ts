import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.ts';

/** What a member may report. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'fake_profile', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * A post or a comment is hidden from members (its author still sees it) until a moderator decides once its open
 * reports weigh this much. A reporter weighs 0 while their account is new (NEW_USER_WINDOW_DAYS) or unconfirmed,
 * for REPORTER_PROBATION_DAYS after a moderator warned or banned them, when they cannot see the item (a block
 * with its author), or when most of their recent decided reports were dismissed (at least
 * REPORTER_HISTORY_MIN decided in REPORTER_HISTORY_DAYS); 2 when at least REPORTER_HISTORY_MIN of those were
 * upheld and at most half as many dismissed; 1 otherwise. Every report, whatever its weight, is in the queue.
 */
export const REPORT_WEIGHT_TO_HIDE = 3;
export const REPORTER_PROBATION_DAYS = 90;
export const REPORTER_HISTORY_DAYS = 180;
export const REPORTER_HISTORY_MIN = 3;
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/**
 * `POST /api/reports`. The words are optional, except with the reason "other", which says nothing by itself.
 * A comment is named with its post (`postId`), like everywhere else in the API.
 */
export const createReportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().trim().min(1).max(200),
    reason: z.enum(REPORT_REASONS, { error: VALIDATION_MESSAGES.required }),
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    path: ['details'],
    message: VALIDATION_MESSAGES.required,
  });
export type CreateReportInput = z.infer<typeof createReportInputSchema>;

export const createdReportSchema = z.object({ id: z.string() });

/** What a moderator can decide for a reported item; every open report on it is closed by the decision. */
export const REPORT_DECISIONS = ['dismiss', 'remove', 'warn', 'ban'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const resolveReportsInputSchema = z.object({ decision: z.enum(REPORT_DECISIONS) });
export const reportTargetParamsSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().min(1).max(200),
});

const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** One reported item of the moderation queue, with every open report on it, newest first. */
export const reportGroupSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** The post a comment is under (null otherwise). */
  postId: z.string().nullable(),
  /** The reported text (a post or a comment), or null for a profile or an item already gone. */
  content: z.string().nullable(),
  author: personSchema.nullable(),
  /** Hidden from members since enough different members reported it. */
  isHidden: z.boolean(),
  latestAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(REPORT_REASONS),
      details: z.string().nullable(),
      reporter: personSchema,
      createdAt: z.string(),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const reportQueueSchema = z.object({
  groups: z.array(reportGroupSchema),
  nextCursor: z.string().nullable(),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;
