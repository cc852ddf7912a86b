/**
 * Every error code the API answers in `{ code, message, details }`, with its HTTP status and what it means.
 * One list for both apps, and without zod: the web app's entry chunk imports it. The web app translates each
 * code (`errors.<CODE>`, or `authErrors.<CODE>` for the authentication codes); `message` is an English fallback.
 */
export const APP_ERRORS = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'The request does not fit its schema; details.issues lists why',
  },
  UNAUTHENTICATED: { status: 401, meaning: 'No valid session: signed out, expired, revoked or banned' },
  FORBIDDEN: { status: 403, meaning: 'Signed in, but not allowed to do this (role, owner, origin)' },
  NOT_FOUND: { status: 404, meaning: 'No such route or resource' },
  CONFLICT: { status: 409, meaning: 'The resource changed in a way that makes this request impossible' },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Too many requests from this address or account; Retry-After says when',
  },
  SKILL_CREATION_LIMITED: {
    status: 429,
    meaning: 'Too many new catalogue skills named by this user this hour',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body is larger than the route accepts' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body is not of a type the route reads' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    meaning: 'The instance is shedding load; Retry-After says when to retry',
  },
  ASSISTANT_BUSY: {
    status: 503,
    meaning:
      'The brief assistant has too many messages to read, or took too long on this one; Retry-After says when',
  },
  INTERNAL_ERROR: { status: 500, meaning: 'A failure on the server; the log has its request id' },
  NEWSLETTER_TOKEN_INVALID: { status: 400, meaning: 'The newsletter link is unknown, used or expired' },
  PROFILE_NOT_FOUND: { status: 404, meaning: 'No profile with this id' },
  SKILL_NOT_FOUND: { status: 404, meaning: 'No catalogue skill with this id, or not on this profile' },
  SKILL_ALREADY_ADDED: { status: 409, meaning: 'The profile has this skill already (case ignored)' },
  SKILL_NAME_TAKEN: { status: 409, meaning: 'Another catalogue skill already has this name (case ignored)' },
  CANNOT_FOLLOW_SELF: { status: 400, meaning: 'A user cannot follow themselves' },
  CANNOT_BLOCK_SELF: { status: 400, meaning: 'A user cannot block or mute themselves' },
  CANNOT_REPORT_OWN: { status: 400, meaning: 'A member cannot report their own content or profile' },
  REPORT_ALREADY_OPEN: { status: 409, meaning: 'This member already reported this item; it awaits review' },
  REPORT_TARGET_NOT_FOUND: { status: 404, meaning: 'The reported item does not exist (any more)' },
  NO_OPEN_REPORTS: {
    status: 404,
    meaning: 'No open report on this item: already decided, or never reported',
  },
  DECISION_NOT_APPLICABLE: { status: 400, meaning: 'This decision does not apply to this kind of item' },
  INTERACTION_BLOCKED: {
    status: 403,
    meaning: 'One of the two users blocked the other: no follow, comment or like between them',
  },
  IMAGE_REQUIRED: { status: 400, meaning: 'The upload has no image file' },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    meaning: 'The file is not an accepted image format (by its content)',
  },
  IMAGE_TOO_LARGE: { status: 413, meaning: 'The image is over the upload limit' },
  IMAGE_UNREADABLE: { status: 422, meaning: 'The image cannot be decoded' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 422,
    meaning: 'The image decodes to more than 40 million pixels; details.maxPixels gives the cap',
  },
  POSTING_NOT_ALLOWED: { status: 403, meaning: 'The profile is not complete enough to publish' },
  POST_NOT_FOUND: { status: 404, meaning: 'No such post, or it was deleted' },
  TOO_MANY_MENTIONS: {
    status: 422,
    meaning: 'The text mentions more people than its author may at once; details.max says how many',
  },
  MENTION_LIMIT_REACHED: {
    status: 429,
    meaning:
      'The author mentioned as many people as their hourly or daily budget allows; details give the limit, its period and retryAfterSeconds',
  },
  COMMENT_NOT_FOUND: { status: 404, meaning: 'No such comment under this post' },
  INVALID_CURSOR: { status: 400, meaning: 'The pagination cursor was not made by this API' },
  USER_NOT_FOUND: { status: 404, meaning: 'No user with this id' },
  CANNOT_MODIFY_SELF: { status: 403, meaning: 'An administrator cannot change their own account here' },
  LAST_ADMIN: { status: 409, meaning: 'The change would leave no usable administrator' },
  ACTIVE_ENGAGEMENTS: {
    status: 409,
    meaning: 'A professional with a pending invitation or a seat in a project at work cannot stop being one',
  },
  PROJECT_NOT_FOUND: { status: 404, meaning: 'No such project, or it is not visible to this user' },
  PROJECT_STATE_CONFLICT: { status: 409, meaning: 'Not possible in the project’s current status' },
  INVITATION_NOT_FOUND: { status: 404, meaning: 'No such invitation for this user or project' },
  PROPOSAL_NOT_FOUND: {
    status: 404,
    meaning: 'No such proposal, or its conversation is not visible to this user',
  },
  PROPOSAL_THREAD_CLOSED: {
    status: 409,
    meaning:
      'The conversation with this team is closed (another team chosen, the team formed, or the project ended)',
  },
  MILESTONE_NOT_FOUND: { status: 404, meaning: 'No such milestone in this project' },
  MILESTONE_OWNER_NOT_IN_TEAM: {
    status: 422,
    meaning: 'A milestone is led by a member of the project’s team (or by nobody)',
  },
  MILESTONE_DATES_OUT_OF_RANGE: {
    status: 422,
    meaning: 'A milestone starts before the project or ends more than a year after its deadline',
  },
  MILESTONE_LIMIT_REACHED: { status: 409, meaning: 'The plan has as many milestones as it may hold' },
  TASK_NOT_FOUND: { status: 404, meaning: 'No such task in this project' },
  AGENCY_SETTINGS_MISSING: {
    status: 409,
    meaning: 'The agency’s legal identity and billing terms are not saved yet: nothing can be invoiced',
  },
  BILLING_DETAILS_MISSING: {
    status: 409,
    meaning: 'The client has not given the name and address its invoices are addressed to',
  },
  MILESTONE_NOT_ACCEPTED: { status: 409, meaning: 'Only a milestone the client accepted is invoiced' },
  MILESTONE_ALREADY_INVOICED: { status: 409, meaning: 'This milestone has an invoice already' },
  INVOICE_NOT_FOUND: { status: 404, meaning: 'No such invoice, or it is not visible to this user' },
  INVOICE_IMMUTABLE: {
    status: 409,
    meaning: 'An issued invoice or credit note never changes: a credit note cancels it in whole or in part',
  },
  CREDIT_EXCEEDS_INVOICE: {
    status: 409,
    meaning: 'The credit notes of an invoice cannot take back more than it billed',
  },
  PAYMENT_EXCEEDS_BALANCE: {
    status: 409,
    meaning: 'A payment cannot exceed what is left to pay on the invoice after its credit notes',
  },
  TIMESHEET_NOT_FOUND: { status: 404, meaning: 'No such timesheet, or it is not visible to this user' },
  TIMESHEET_LOCKED: { status: 409, meaning: 'An approved week of hours is locked: nothing in it changes' },
  TIMESHEET_SUBMITTED: {
    status: 409,
    meaning: 'The week awaits the client’s answer: it changes again only once sent back',
  },
  TIMESHEET_NOT_SUBMITTED: { status: 409, meaning: 'Only a submitted week is approved or sent back' },
  TIMESHEET_EMPTY: { status: 409, meaning: 'A week with no hours is not submitted' },
  OVER_BOOKING_REASON_REQUIRED: {
    status: 422,
    meaning:
      'The week goes above the hours booked for it: say why (details.bookedHours, details.loggedHours)',
  },
  TIMESHEET_MILESTONE_INVALID: {
    status: 422,
    meaning: 'Hours are logged on a milestone of the project’s plan, on a day of the week it covers',
  },
  BILLING_MODE_MISMATCH: {
    status: 409,
    meaning: 'The project is billed the other way (per milestone, or by time and materials)',
  },
  NOTHING_TO_INVOICE: { status: 409, meaning: 'No approved week of that month is left to invoice' },
  MEMBER_RATE_MISSING: {
    status: 409,
    meaning: 'A member whose hours are billed has no hourly rate on their profile',
  },
  MEMBER_NOT_IN_TEAM: { status: 404, meaning: 'This person is not a member of the project’s team' },
  PAYOUT_EXCEEDS_OWED: {
    status: 409,
    meaning: 'A payout cannot exceed what the member is owed and not yet paid (details.leftCents)',
  },
  TASK_ASSIGNEE_NOT_IN_TEAM: {
    status: 422,
    meaning: 'A task is done by a member of the project’s team (or by nobody yet)',
  },
  TASK_LIMIT_REACHED: { status: 409, meaning: 'The milestone has as many tasks as it may hold' },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    meaning: 'An attachment is neither an image (JPEG, PNG, WebP, GIF) nor a PDF, by its content',
  },
  ATTACHMENT_TOO_LARGE: { status: 413, meaning: 'An attachment is over the upload limit' },
  ATTACHMENT_UNREADABLE: { status: 422, meaning: 'An attachment cannot be read (damaged image or PDF)' },
  ATTACHMENT_TOO_MANY_PIXELS: {
    status: 422,
    meaning: 'An attached image decodes to more than 25 million pixels; details.maxPixels gives the cap',
  },
  ATTACHMENT_NAME_INVALID: {
    status: 400,
    meaning: 'A file of the form has a name with a line break once decoded: it cannot be read',
  },
  TOO_MANY_ATTACHMENTS: { status: 422, meaning: 'A message or a delivery carries at most three files' },
  ATTACHMENT_NOT_FOUND: { status: 404, meaning: 'No such file in this project' },
  MESSAGE_EMPTY: { status: 400, meaning: 'A message needs a text or a file' },
  MILESTONE_NOT_DELIVERABLE: {
    status: 409,
    meaning: 'The milestone awaits the client’s answer or is already accepted',
  },
  MILESTONE_NOT_DELIVERED: { status: 409, meaning: 'The milestone has no delivery awaiting an answer' },
  NOTIFICATION_NOT_FOUND: { status: 404, meaning: 'No notification with this id among mine' },
  UNSUBSCRIBE_LINK_INVALID: { status: 400, meaning: 'The unsubscribe link was altered or names no account' },
  EMAIL_PREFERENCE_NOT_ALLOWED: {
    status: 400,
    meaning: 'One of the types cannot be chosen by this account (admin work, or a notice always sent)',
  },
  TOO_MANY_STREAMS: {
    status: 429,
    meaning: 'This account has as many live streams open as it may; close a tab or wait',
  },
  MILESTONE_ACCEPTED: {
    status: 409,
    meaning: 'An accepted milestone no longer changes: nor its tasks, added, changed, moved or removed',
  },
  MILESTONE_DELIVERED: {
    status: 409,
    meaning: 'A milestone that has a delivery is not removed: the delivery and its files stay on record',
  },
  MILESTONES_NOT_ACCEPTED: {
    status: 409,
    meaning: 'The project closes as delivered once it has milestones and every one is accepted',
  },
  REVIEW_NOT_OPEN: {
    status: 409,
    meaning: 'Reviews are written after the project is delivered, within the review period',
  },
  REVIEW_SUBJECT_NOT_FOUND: {
    status: 404,
    meaning: 'The client reviews the members, a member reviews the client: nobody else',
  },
  REVIEW_PUBLISHED: { status: 409, meaning: 'A published review no longer changes' },
  REVIEW_NOT_FOUND: { status: 404, meaning: 'No such published review of this user' },
  REVIEW_NOT_PUBLIC: {
    status: 400,
    meaning: 'Only a client’s review of a member may be shown on the public pages',
  },
  REVIEW_ALREADY_ANSWERED: { status: 409, meaning: 'The person reviewed has answered this review already' },
  NO_CANDIDATES: { status: 422, meaning: 'No available professional matches the seat' },
  TWO_FACTOR_NOT_ENABLED: { status: 400, meaning: 'Two-factor authentication is not on for this account' },
  INVALID_TWO_FACTOR_CODE: { status: 400, meaning: 'The two-factor code is wrong or expired' },
  TWO_FACTOR_CODE_REQUIRED: {
    status: 400,
    meaning: 'Two-factor authentication is on: this change needs a code as well as the password',
  },
  WRONG_PASSWORD: { status: 400, meaning: 'The password given to confirm this change is not the account’s' },
  EXPORT_IN_PROGRESS: { status: 409, meaning: 'An archive of this member’s data is already being prepared' },
  EXPORT_NOT_FOUND: { status: 404, meaning: 'No such archive for this member, or it has expired' },
  LAST_ADMIN_CANNOT_LEAVE: {
    status: 409,
    meaning: 'The only usable administrator cannot delete their account; make someone else admin first',
  },
  DELETION_LINK_INVALID: {
    status: 400,
    meaning: 'The cancellation link is unknown, already used, or the account is already erased',
  },
  VERIFICATION_NOT_ALLOWED: {
    status: 403,
    meaning:
      'Only the business itself asks to be verified, and reads its requests (a professional: their own)',
  },
  VERIFICATION_PENDING: {
    status: 409,
    meaning: 'The business has a request awaiting an administrator: one at a time',
  },
  VERIFICATION_DOCUMENT_REQUIRED: {
    status: 400,
    meaning: 'A request carries its registration document (Kbis extract or INSEE notice) as a PDF',
  },
  VERIFICATION_DOCUMENT_NOT_PDF: {
    status: 415,
    meaning: 'The registration document is not a PDF, by its content',
  },
  SIRET_NOT_REGISTERED: {
    status: 422,
    meaning: 'The business registry knows no active establishment with this SIRET',
  },
  VERIFICATION_NOT_FOUND: { status: 404, meaning: 'No such verification request' },
  VERIFICATION_ALREADY_DECIDED: {
    status: 409,
    meaning: 'The request was approved or rejected already',
  },
  VERIFICATION_SIRET_CHANGED: {
    status: 409,
    meaning: 'The business changed its SIRET since it asked: the request no longer says who it is',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof APP_ERRORS;
export const ERROR_CODES = Object.keys(APP_ERRORS) as ErrorCode[];

/** The HTTP status of an application error code. */
export function statusOfError(code: ErrorCode): number {
  return APP_ERRORS[code].status;
}

/**
 * Codes of the authentication endpoints (`/api/auth/*`, Better Auth) that the interface translates, with the
 * status Better Auth answers them with. Better Auth defines most; ours are PASSWORD_TOO_COMMON and
 * ROLE_NOT_ALLOWED.
 */
export const AUTH_ERRORS = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, meaning: 'Wrong address or password (the same answer for both)' },
  EMAIL_NOT_VERIFIED: { status: 403, meaning: 'The address is not confirmed yet' },
  USER_ALREADY_EXISTS: { status: 422, meaning: 'An account has this address (only where it may be said)' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 422,
    meaning: 'The new address belongs to another account',
  },
  PASSWORD_TOO_SHORT: { status: 400, meaning: 'The password is under the minimum length' },
  PASSWORD_TOO_LONG: { status: 400, meaning: 'The password is over the maximum length' },
  PASSWORD_TOO_COMMON: { status: 400, meaning: 'The password is in the list of common passwords' },
  ROLE_NOT_ALLOWED: { status: 400, meaning: 'Sign-up only offers the user and professional roles' },
  INVALID_PASSWORD: { status: 400, meaning: 'The current password is wrong' },
  INVALID_TOKEN: { status: 400, meaning: 'The link is unknown or already used' },
  TOKEN_EXPIRED: { status: 400, meaning: 'The link has expired' },
  BANNED_USER: { status: 403, meaning: 'The account is banned' },
  ACCOUNT_DELETION_PENDING: {
    status: 403,
    meaning: 'The account is being deleted; the link in the confirmation e-mail cancels it',
  },
  INVALID_CODE: { status: 401, meaning: 'The two-factor code is wrong' },
  INVALID_BACKUP_CODE: { status: 401, meaning: 'The backup code is wrong or used' },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, meaning: 'The two-factor step expired; sign in again' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, meaning: 'Too many wrong codes; a new one is needed' },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 403, meaning: 'Too many failed attempts; try again later' },
  EMAIL_ALREADY_VERIFIED: { status: 400, meaning: 'The address is confirmed already' },
  SESSION_EXPIRED: {
    status: 400,
    meaning: 'The session is too old for this sensitive change; sign in again',
  },
  INVALID_ORIGIN: { status: 403, meaning: 'The request comes from another site' },
  MISSING_OR_NULL_ORIGIN: { status: 403, meaning: 'The request does not say where it comes from' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;
export const AUTH_ERROR_CODES = Object.keys(AUTH_ERRORS) as AuthErrorCode[];
