/** Business constants of the product, shared by the API and the web app. */

/** Interface languages; French is the default and the fallback. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Minimum password length at sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound on password length, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/** Every role the platform knows. `editor` exists in data but cannot be chosen anywhere. */
export const ROLES = ['admin', 'professional', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may pick at sign-up (Individual = `user`). */
export const SIGN_UP_ROLES = ['user', 'professional'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
/** Roles an admin may assign through the role picker; `admin` is granted only by promotion. */
export const ASSIGNABLE_ROLES = SIGN_UP_ROLES;

/**
 * The categories of the skills catalogue: stable English keys that both apps share (the interface translates
 * them; team-size estimates count one person per category). A category typed for a new skill stays as typed.
 */
export const SKILL_CATEGORIES = [
  'development',
  'devops',
  'data',
  'design',
  'marketing',
  'writing',
  'product',
  'management',
  'security',
  'finance',
  'legal',
  'hr',
  'sales',
] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** Skill levels 1 (Débutant) to 5 (Expert). */
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL_LEVEL: SkillLevel = 3;
export const MAX_SKILL_SUGGESTIONS = 8;
export const SKILL_NAME_MAX_LENGTH = 80;
export const SKILL_CATEGORY_MAX_LENGTH = 80;

/** Availability of a professional; `not_looking` is never proposed for a POD. */
export const AVAILABILITY_STATUSES = ['available', 'busy', 'away', 'not_looking'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const MIN_EXPERIENCE_YEARS = 0;
export const MAX_EXPERIENCE_YEARS = 80;

/** A user counts as new when created within this many days. */
export const NEW_USER_WINDOW_DAYS = 30;

/** Contact form subjects, in display order. */
export const CONTACT_SUBJECTS = ['information', 'devis', 'support', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 10_000;

export const EMAIL_MAX_LENGTH = 254;

/** Feed and lists. */
export const FEED_PAGE_SIZE = 20;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;

/** Uploaded images (avatars, post images). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
