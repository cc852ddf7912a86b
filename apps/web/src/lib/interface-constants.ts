/** Constants of the interface only: the API never needs them. */

/** Delay before leaving the update-password screen after success. */
export const UPDATE_PASSWORD_REDIRECT_MS = 3000;

/** Toasts: at most this many at once, at most this wide. */
export const TOAST_MAX_COUNT = 20;
export const TOAST_MAX_WIDTH_PX = 350;

/** Delay between the entrance animations of a page's sections (the animation itself is in styles.css). */
export const PAGE_ANIMATION_STAGGER_SECONDS = 0.2;

/** The skill search field is focused again this long after adding a skill. */
export const SKILL_FIELD_REFOCUS_MS = 100;

/** Figures the marketing pages claim. */
export const CLAIMED_COMPLETED_PROJECTS = 500;
/** The team proposals a client gets for a brief, as the marketing pages say it. */
export const POD_CONFIGURATION_COUNT = 3;
