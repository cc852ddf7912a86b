import { z } from 'zod';
import { isCalendarDate } from './validation.ts';

// Timesheets: a member's hours per day against the milestones of a project's plan, a week at a time, approved
// by the project's client; what each member is owed for their work and what the agency paid them. Amounts are
// integer cents in euros; hours are decimal, to the quarter of an hour.

const calendarDay = z.string().refine(isCalendarDate, 'invalidDate');
/** A week is named by its Monday. */
const monday = calendarDay.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, 'notAMonday');

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** Most hours one day may carry on one milestone. */
export const MAX_HOURS_PER_DAY = 24;

export const weekParamsSchema = z.object({ projectId: z.uuid(), weekOf: monday });
export const timesheetIdParamsSchema = z.object({ timesheetId: z.uuid() });

export const timesheetEntryInputSchema = z.object({
  milestoneId: z.uuid(),
  day: calendarDay,
  hours: z
    .number()
    .gt(0)
    .max(MAX_HOURS_PER_DAY)
    .refine((value) => Number.isInteger(value * 4), 'quarterHours'),
});

export const timesheetInputSchema = z.object({
  entries: z.array(timesheetEntryInputSchema).max(7 * 30),
  /** Why the week goes above the hours booked for it; required when it does. */
  overBookingReason: z.string().trim().max(500).nullable().default(null),
});
export type TimesheetInput = z.input<typeof timesheetInputSchema>;

export const sendBackInputSchema = z.object({ comment: z.string().trim().min(1).max(1000) });

export const timesheetEntrySchema = z.object({
  milestoneId: z.string().nullable(),
  milestoneTitle: z.string(),
  day: z.string(),
  hours: z.number(),
});

export const timesheetWeekSchema = z.object({
  id: z.string().nullable(),
  projectId: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  weekOf: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  /** The member's hours booked on the project for this week. */
  bookedHours: z.number(),
  loggedHours: z.number(),
  overBookingReason: z.string().nullable(),
  sentBackComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  entries: z.array(timesheetEntrySchema),
});
export type TimesheetWeek = z.output<typeof timesheetWeekSchema>;

/** A member's week with what may be logged in it: the plan's milestones that cover its days. */
export const timesheetEditorSchema = z.object({
  week: timesheetWeekSchema,
  projectTitle: z.string(),
  milestones: z.array(
    z.object({ id: z.string(), title: z.string(), startDate: z.string(), dueDate: z.string() }),
  ),
});
export type TimesheetEditor = z.output<typeof timesheetEditorSchema>;

export const projectTimesheetsSchema = z.object({
  viewerRole: z.enum(['client', 'member', 'admin']),
  weeks: z.array(timesheetWeekSchema),
});
export type ProjectTimesheets = z.output<typeof projectTimesheetsSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  amountCents: z.number(),
  paidOn: z.string(),
  reference: z.string().nullable(),
});
export type Payout = z.output<typeof payoutSchema>;

/** What a member earned on one project: approved hours at their rate, or their share of invoiced milestones. */
export const projectEarningsSchema = z.object({
  projectId: z.string(),
  projectTitle: z.string(),
  memberId: z.string(),
  memberName: z.string().nullable(),
  billingMode: z.enum(['fixed', 'time_and_materials']),
  approvedHours: z.number(),
  owedCents: z.number(),
  paidCents: z.number(),
  payouts: z.array(payoutSchema),
});
export type ProjectEarnings = z.output<typeof projectEarningsSchema>;

export const earningsSchema = z.object({
  owedCents: z.number(),
  paidCents: z.number(),
  projects: z.array(projectEarningsSchema),
});
export type Earnings = z.output<typeof earningsSchema>;

export const payoutInputSchema = z.object({
  memberId: z.string().min(1).max(100),
  amountCents: z.number().int().positive().max(10_000_000_000),
  paidOn: calendarDay,
  reference: z.string().trim().max(140).nullable().default(null),
});
export type PayoutInput = z.input<typeof payoutInputSchema>;

export const BILLING_MODES = ['fixed', 'time_and_materials'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const billingModeInputSchema = z.object({ mode: z.enum(BILLING_MODES) });

/** The month whose approved weeks an invoice bills: a week belongs to the month of its Monday. */
export const timeInvoiceInputSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalidMonth'),
});
