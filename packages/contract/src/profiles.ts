import { ratingSummarySchema } from './delivery.ts';
import { optionalSiretSchema } from './verification.ts';
import { z } from 'zod';
import {
  AVAILABILITY_STATUSES,
  DEFAULT_SKILL_LEVEL,
  MAX_EXPERIENCE_YEARS,
  MAX_SKILL_SUGGESTIONS,
  MIN_EXPERIENCE_YEARS,
  SKILL_CATEGORY_MAX_LENGTH,
  SKILL_LEVELS,
  SKILL_NAME_MAX_LENGTH,
} from './constants.ts';
import { PERSON_NAME_MAX_LENGTH } from './people.ts';
import { MAX_HOURS_PER_WEEK, MIN_HOURS_PER_WEEK } from './plans.ts';
import { optionalNumberField, VALIDATION_MESSAGES } from './validation.ts';

const SHORT_TEXT_MAX = PERSON_NAME_MAX_LENGTH;
const URL_MAX = 500;
export const BIOGRAPHY_MAX_LENGTH = 2000;
/** After this many days without a confirmation, a professional's availability is shown as unconfirmed. */
export const AVAILABILITY_CONFIRMATION_DAYS = 30;
export const HOURLY_RATE_MAX = 100_000;

/** Optional text: trimmed; empty means "not given" (null). */
function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, VALIDATION_MESSAGES.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

function requiredName(maxLength: number) {
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(maxLength, VALIDATION_MESSAGES.tooLong);
}

/** An optional web address: http or https only (never `javascript:` or `data:`); empty means null. */
export const optionalWebUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX, VALIDATION_MESSAGES.tooLong)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebUrl(value), VALIDATION_MESSAGES.invalidUrl);

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A whole number of years; empty means null. */
const experienceYearsSchema = optionalNumberField({
  min: MIN_EXPERIENCE_YEARS,
  max: MAX_EXPERIENCE_YEARS,
  integer: true,
});

/** A rate with at most two decimals (a comma is accepted, as typed in French); empty means null. */
const hourlyRateSchema = optionalNumberField({ min: 0, max: HOURLY_RATE_MAX, maxDecimals: 2 });

/** The whole hours a week a professional has for projects; empty means not said. */
const hoursPerWeekSchema = optionalNumberField({
  min: MIN_HOURS_PER_WEEK,
  max: MAX_HOURS_PER_WEEK,
  integer: true,
});

export const availabilityStatusSchema = z.enum(AVAILABILITY_STATUSES, {
  error: VALIDATION_MESSAGES.invalidOption,
});

/** `PATCH /api/profiles/:userId`: the profile editor's form (first name, last name, profession required). */
export const updateProfileInputSchema = z.object({
  firstName: requiredName(SHORT_TEXT_MAX),
  lastName: requiredName(SHORT_TEXT_MAX),
  profession: requiredName(SHORT_TEXT_MAX),
  phoneNumber: optionalText(40),
  address: optionalText(200),
  city: optionalText(SHORT_TEXT_MAX),
  postalCode: optionalText(20),
  country: optionalText(SHORT_TEXT_MAX),
  biography: optionalText(BIOGRAPHY_MAX_LENGTH),
  websiteUrl: optionalWebUrlSchema,
  portfolioUrl: optionalWebUrlSchema,
  experienceYears: experienceYearsSchema,
  hourlyRate: hourlyRateSchema,
  hoursPerWeek: hoursPerWeekSchema,
  availabilityStatus: availabilityStatusSchema.default('available'),
  /**
   * The business's SIRET; left out, it stays as it is. Changing it (or removing it) removes the "Verified"
   * badge: the business verified was the one of the former number.
   */
  siret: optionalSiretSchema.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

/**
 * `PATCH /api/profiles/:userId/person`: a client's profile is a person's (names, city, country), never the
 * professional form; the organisation a client belongs to is edited on its own.
 */
export const updatePersonInputSchema = updateProfileInputSchema.pick({
  firstName: true,
  lastName: true,
  city: true,
  country: true,
});
export type UpdatePersonInput = z.input<typeof updatePersonInputSchema>;

export const skillLevelSchema = z
  .number({ error: VALIDATION_MESSAGES.invalidOption })
  .int()
  .refine((level) => (SKILL_LEVELS as readonly number[]).includes(level), VALIDATION_MESSAGES.invalidOption);

export const userSkillSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  level: z.number().int(),
  /** A skill its author added that an admin has not approved yet: on the profile, not yet in team matching. */
  isPending: z.boolean().optional(),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

/** What is missing before a user may publish on the feed. */
export const POSTING_REQUIREMENTS = ['firstName', 'lastName', 'profession', 'skill'] as const;
export type PostingRequirement = (typeof POSTING_REQUIREMENTS)[number];

export const postingEligibilitySchema = z.object({
  canPost: z.boolean(),
  missing: z.array(z.enum(POSTING_REQUIREMENTS)),
});
export type PostingEligibility = z.infer<typeof postingEligibilitySchema>;

/** What everyone sees (`GET /api/profiles/:userId`): no phone number or street address. */
export const publicProfileSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profession: z.string().nullable(),
  biography: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  hourlyRate: z.number().nullable(),
  /** The hours a week the professional has for projects; null when not said. */
  hoursPerWeek: z.number().int().nullable(),
  /** When the professional last confirmed their availability (or saved their profile); null if never. */
  availabilityConfirmedAt: z.string().nullable(),
  /** Not confirmed for AVAILABILITY_CONFIRMATION_DAYS: the availability shown may no longer hold. */
  isAvailabilityStale: z.boolean(),
  availabilityStatus: availabilityStatusSchema,
  skills: z.array(userSkillSchema),
  followerCount: z.number().int(),
  /** The clients' published reviews of this person: average (one decimal) and count. */
  rating: ratingSummarySchema,
  isFollowedByMe: z.boolean(),
  /** The visitor blocked or muted this person (false for a visitor signed out, and on one's own profile). */
  isBlockedByMe: z.boolean(),
  isMutedByMe: z.boolean(),
  isMe: z.boolean(),
  /** An administrator checked the business's SIRET and registration document, and it has not changed since. */
  verified: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `PUT|DELETE /api/profiles/:userId/block` and `/mute`: where I stand with this person afterwards. */
export const relationStateSchema = z.object({ isBlockedByMe: z.boolean(), isMutedByMe: z.boolean() });
export type RelationState = z.infer<typeof relationStateSchema>;

/** Someone I blocked or muted, as the settings page lists them. */
export const keptAwayPersonSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profession: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** When I blocked or muted them. */
  since: z.string(),
});
export type KeptAwayPerson = z.infer<typeof keptAwayPersonSchema>;

/** `GET /api/account/blocks`: the people I blocked and those I muted, most recent first. */
export const peopleIKeepAwaySchema = z.object({
  blocked: z.array(keptAwayPersonSchema),
  muted: z.array(keptAwayPersonSchema),
});
export type PeopleIKeepAway = z.infer<typeof peopleIKeepAwaySchema>;

/** The owner's view (`GET /api/profiles/me`): everything, plus posting eligibility. */
export const myProfileSchema = publicProfileSchema.extend({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** The business's SIRET, as the owner gave it; null when not given. */
  siret: z.string().nullable(),
  eligibility: postingEligibilitySchema,
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const userSkillParamsSchema = z.object({ userId: z.string().min(1).max(64), skillId: z.uuid() });

/** `POST /api/profiles/:userId/skills`: an existing catalogue skill, or a new one. */
export const addSkillInputSchema = z
  .object({
    skillId: z.uuid().optional(),
    newSkill: z
      .object({
        name: z
          .string({ error: 'skillNameRequired' })
          .trim()
          .min(1, 'skillNameRequired')
          .max(SKILL_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
        category: optionalText(SKILL_CATEGORY_MAX_LENGTH),
      })
      .optional(),
    level: skillLevelSchema.default(DEFAULT_SKILL_LEVEL),
  })
  .refine((input) => Boolean(input.skillId) !== Boolean(input.newSkill), {
    message: 'skillSelectionRequired',
    path: ['skillId'],
  });
export type AddSkillInput = z.input<typeof addSkillInputSchema>;

export const updateSkillLevelInputSchema = z.object({ level: skillLevelSchema });

export const skillSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(SKILL_NAME_MAX_LENGTH).default(''),
  limit: z.coerce.number().int().min(1).max(MAX_SKILL_SUGGESTIONS).default(MAX_SKILL_SUGGESTIONS),
  /** `true` for the profile editor, which offers only skills the profile does not have yet. */
  excludeMine: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const skillSchema = z.object({ id: z.string(), name: z.string(), category: z.string().nullable() });
export type Skill = z.infer<typeof skillSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });
export const followStateSchema = z.object({ followerCount: z.number().int(), isFollowedByMe: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

/** `GET /api/profiles/mention-suggestions`: people whose name starts with `q`, to mention in a text. */
export const mentionSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(50),
  /** In a project's thread: only the people of the project (its client and members). */
  projectId: z.uuid().optional(),
});
export const mentionSuggestionSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;
export const mentionSuggestionsSchema = z.object({ people: z.array(mentionSuggestionSchema) });
export type MentionSuggestions = z.infer<typeof mentionSuggestionsSchema>;

/** `GET /api/profiles/search`: professionals by name, profession or skill, best matches first. */
export const peopleSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PeopleSearchQuery = z.input<typeof peopleSearchQuerySchema>;
/** What matched, best first: the name, then the profession, then a skill. */
export const PEOPLE_MATCHES = ['name', 'profession', 'skill'] as const;
export const personResultSchema = mentionSuggestionSchema.extend({
  matchedOn: z.enum(PEOPLE_MATCHES),
  /** The skills the search matched, named in the reader's language (at most three). */
  matchedSkills: z.array(z.string()),
});
export type PersonResult = z.infer<typeof personResultSchema>;
export const peopleSearchPageSchema = z.object({
  people: z.array(personResultSchema),
  nextCursor: z.string().nullable(),
});
export type PeopleSearchPage = z.infer<typeof peopleSearchPageSchema>;
