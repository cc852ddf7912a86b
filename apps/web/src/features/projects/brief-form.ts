import {
  budgetSchema,
  type ConfirmBriefInput,
  MAX_SKILL_WEIGHT,
  MAX_TEAM_SIZE,
  MIN_SKILL_WEIGHT,
  MIN_TEAM_SIZE,
  PROJECT_PRIORITIES,
  type Project,
  teamSizeSchema,
} from '@escouade/contract/projects';
import {
  DEFAULT_DAYS_PER_WEEK,
  MAX_DAYS_PER_WEEK,
  MAX_PROJECT_WEEKS,
  MIN_DAYS_PER_WEEK,
} from '@escouade/contract/effort';
import { optionalDateText, optionalNumberField, VALIDATION_MESSAGES } from '@escouade/contract/validation';
import { z } from 'zod';
import { translateValidationMessage } from '../../lib/validation-message';
import { headOf } from '@escouade/contract/whole-characters';

export type ProjectPriority = (typeof PROJECT_PRIORITIES)[number];
export const BUDGET_KINDS = ['none', 'total', 'hourly'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];

export const TEAM_SIZES = Array.from(
  { length: MAX_TEAM_SIZE - MIN_TEAM_SIZE + 1 },
  (_, index) => MIN_TEAM_SIZE + index,
);
export const DEFAULT_TEAM_SIZE = { min: 2, max: 4 } as const;
export const DEFAULT_MIN_LEVEL = 3;
export const DEFAULT_WEIGHT = 3;
const MAX_SKILLS = 20;
const MAX_TOTAL_BUDGET = 100_000_000;
const MAX_HOURLY_BUDGET = 100_000;

/** Messages of the brief form that the `validation` namespace does not have (`projects:brief.errors.*`). */
const BRIEF_MESSAGES = [
  'skillsRequired',
  'tooManySkills',
  'teamSizeOrder',
  'invalidAmount',
  'amountTooLarge',
] as const;
type BriefMessage = (typeof BRIEF_MESSAGES)[number];

/**
 * The brief as the form holds it: amounts as typed, dates as the date inputs give them ('' when empty), the
 * budget's kind apart from its amount. `toConfirmBriefInput` turns it into the API's `ConfirmBriefInput`.
 */
export const briefFormSchema = z
  .object({
    title: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(200, VALIDATION_MESSAGES.tooLong),
    description: z.string().trim().max(10_000, VALIDATION_MESSAGES.tooLong),
    skills: z
      .array(
        z.object({
          skillId: z.string(),
          name: z.string(),
          minLevel: z.number().int().min(1).max(5),
          weight: z.number().int().min(MIN_SKILL_WEIGHT).max(MAX_SKILL_WEIGHT),
          /** Worked out by the assistant from a general need: marked to confirm until the brief is. */
          isInferred: z.boolean().optional(),
        }),
      )
      .min(1, 'skillsRequired' satisfies BriefMessage)
      .max(MAX_SKILLS, 'tooManySkills' satisfies BriefMessage),
    teamMin: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
    teamMax: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
    budgetKind: z.enum(BUDGET_KINDS),
    budgetAmount: z.string(),
    startDate: optionalDateText,
    deadline: optionalDateText,
    /** Whole weeks as typed ('' when empty). */
    lengthWeeks: z.string(),
    priority: z.enum(PROJECT_PRIORITIES),
    effortDaysPerWeek: z.number().min(MIN_DAYS_PER_WEEK).max(MAX_DAYS_PER_WEEK),
  })
  .superRefine((values, context) => {
    if (values.teamMin > values.teamMax) {
      context.addIssue({
        code: 'custom',
        path: ['teamMax'],
        message: 'teamSizeOrder' satisfies BriefMessage,
      });
    }
    if (values.budgetKind !== 'none') {
      const amount = parseAmount(values.budgetAmount);
      const max = values.budgetKind === 'total' ? MAX_TOTAL_BUDGET : MAX_HOURLY_BUDGET;
      const message =
        values.budgetAmount.trim() === ''
          ? VALIDATION_MESSAGES.required
          : amount === null
            ? ('invalidAmount' satisfies BriefMessage)
            : amount <= 0
              ? VALIDATION_MESSAGES.tooSmall
              : amount > max
                ? ('amountTooLarge' satisfies BriefMessage)
                : null;
      if (message) context.addIssue({ code: 'custom', path: ['budgetAmount'], message });
    }
    const lengthMessage = lengthWeeksMessage(values.lengthWeeks);
    if (lengthMessage) context.addIssue({ code: 'custom', path: ['lengthWeeks'], message: lengthMessage });
    if (values.startDate && values.deadline && values.deadline < values.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['deadline'],
        message: VALIDATION_MESSAGES.deadlineBeforeStart,
      });
    }
  });

export type BriefFormValues = z.infer<typeof briefFormSchema>;

/** '30 000', '30000,50', '1 200.5' → a number; null when it is not one. */
export function parseAmount(text: string): number | null {
  const normalized = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

/** A length typed in weeks: empty, or a whole number of weeks from one to two years (the API's own rule). */
const lengthWeeksField = optionalNumberField({ min: 1, max: MAX_PROJECT_WEEKS, integer: true });

function lengthWeeksMessage(text: string): string | null {
  const result = lengthWeeksField.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? VALIDATION_MESSAGES.notANumber);
}

/** The length typed, in weeks; null when empty or not a length. */
export function parseLengthWeeks(text: string): number | null {
  const result = lengthWeeksField.safeParse(text);
  return result.success ? result.data : null;
}

export function toConfirmBriefInput(values: BriefFormValues): ConfirmBriefInput {
  const amount = parseAmount(values.budgetAmount) ?? 0;
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    skills: values.skills.map(({ skillId, minLevel, weight }) => ({ skillId, minLevel, weight })),
    teamSize: { min: values.teamMin, max: values.teamMax },
    budget:
      values.budgetKind === 'total'
        ? { kind: 'total', amount }
        : values.budgetKind === 'hourly'
          ? { kind: 'hourly', maxHourlyTotal: amount }
          : null,
    startDate: values.startDate || null,
    deadline: values.deadline || null,
    lengthWeeks: parseLengthWeeks(values.lengthWeeks),
    priority: values.priority,
    effortDaysPerWeek: values.effortDaysPerWeek,
  };
}

/** The confirmed brief as the API stores it with the project (`brief`, typed loosely by the contract). */
const storedBriefSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  skills: z.array(
    z.object({ skillId: z.string(), name: z.string(), minLevel: z.number(), weight: z.number() }),
  ),
  teamSize: teamSizeSchema,
  budget: budgetSchema.nullable(),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  lengthWeeks: z.number().nullable().optional(),
  priority: z.enum(PROJECT_PRIORITIES).optional(),
  effortDaysPerWeek: z.number().optional(),
});
export type StoredBrief = z.infer<typeof storedBriefSchema>;

export function readStoredBrief(project: Pick<Project, 'brief'>): StoredBrief | null {
  const parsed = storedBriefSchema.safeParse(project.brief);
  return parsed.success ? parsed.data : null;
}

function budgetFields(budget: StoredBrief['budget']): Pick<BriefFormValues, 'budgetKind' | 'budgetAmount'> {
  if (!budget) return { budgetKind: 'none', budgetAmount: '' };
  return budget.kind === 'total'
    ? { budgetKind: 'total', budgetAmount: String(budget.amount) }
    : { budgetKind: 'hourly', budgetAmount: String(budget.maxHourlyTotal) };
}

/** The client's first message: a good start for the description the assistant does not write. */
function firstClientMessage(project: Project): string {
  return project.messages.find((message) => message.role === 'user')?.content ?? '';
}

/** The form's values from the assistant's draft brief (what it understood from the chat). */
export function briefValuesFromDraft(project: Project): BriefFormValues {
  const draft = project.draftBrief;
  return {
    title: project.title || draft?.title || '',
    // The assistant's summary of the need rather than the raw message, greeting and all, when it wrote one.
    description: headOf(project.description || draft?.summary || firstClientMessage(project), 10_000),
    skills: (draft?.skills ?? []).map(({ skillId, name, minLevel, weight, isInferred }) => ({
      skillId,
      name,
      minLevel,
      weight,
      ...(isInferred && { isInferred }),
    })),
    teamMin: draft?.teamSize?.min ?? DEFAULT_TEAM_SIZE.min,
    teamMax: draft?.teamSize?.max ?? DEFAULT_TEAM_SIZE.max,
    ...budgetFields(draft?.budget ?? null),
    startDate: draft?.startDate ?? '',
    deadline: draft?.deadline ?? '',
    lengthWeeks: draft?.lengthWeeks ? String(draft.lengthWeeks) : '',
    priority: draft?.priority ?? 'balanced',
    // The editor offers half days: "trois quarts de temps" (3.75) becomes 4.
    effortDaysPerWeek: draft?.daysPerWeek ? Math.round(draft.daysPerWeek * 2) / 2 : DEFAULT_DAYS_PER_WEEK,
  };
}

/** The form's values: the brief the client confirmed when there is one, else the assistant's draft. */
export function briefValuesFromProject(project: Project): BriefFormValues {
  const brief = readStoredBrief(project);
  if (!brief) return briefValuesFromDraft(project);
  return {
    title: brief.title,
    description: brief.description ?? project.description,
    skills: brief.skills.map(({ skillId, name, minLevel, weight }) => ({ skillId, name, minLevel, weight })),
    teamMin: brief.teamSize.min,
    teamMax: brief.teamSize.max,
    ...budgetFields(brief.budget),
    startDate: brief.startDate ?? '',
    deadline: brief.deadline ?? '',
    lengthWeeks: brief.lengthWeeks ? String(brief.lengthWeeks) : '',
    priority: brief.priority ?? 'balanced',
    effortDaysPerWeek: brief.effortDaysPerWeek ?? DEFAULT_DAYS_PER_WEEK,
  };
}

/** Any component's `t` that has the `projects` and `validation` namespaces. */
type AnyTFunction = Parameters<typeof translateValidationMessage>[0];

/** A form error in words: the brief's own messages, else the shared validation messages. */
export function translateBriefError(t: AnyTFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if ((BRIEF_MESSAGES as readonly string[]).includes(message)) {
    return t(`projects:brief.errors.${message as BriefMessage}`);
  }
  return translateValidationMessage(t, message);
}
