import { z } from 'zod';

// What tells a person that something happened to them: notifications (grouped when they repeat), read and
// unread, and the live events of the signed-in tab's stream.

export const NOTIFICATION_TYPES = [
  'new_follower',
  'post_liked',
  'post_commented',
  /** Someone commented on a post whose conversation I took part in (not my post). */
  'comment_reply',
  /** Someone mentioned me in a post, a comment or a project message. */
  'mention',
  'invitation_received',
  'invitation_accepted',
  'invitation_declined',
  /** A seat of my team was offered to someone new. */
  'seat_refilled',
  'member_left',
  'project_message',
  /** Someone wrote in the conversation of a proposed team I am part of (before the team is chosen or formed). */
  'proposal_message',
  'milestone_delivered',
  'milestone_accepted',
  'milestone_changes_requested',
  'project_cancelled',
  'review_received',
  /** A moderator removed my post or comment. */
  'content_removed',
  /** Admins: a member reported something. */
  'report_filed',
  /** Admins: a member proposed a skill that awaits review. */
  'skill_pending',
  /** An administrator verified my business (its SIRET and registration document). */
  'verification_approved',
  /** An administrator rejected my request to be verified, with a reason. */
  'verification_rejected',
  /** Clients: a member submitted a week of hours to approve. */
  'timesheet_submitted',
  'timesheet_approved',
  'timesheet_sent_back',
  /** Members: the agency recorded a payout for their work. */
  'payout_recorded',
  /** Clients: an invoice of my project is past its due date and not paid (sent again while it stays so). */
  'invoice_overdue',
  /** Clients: the agency drafted the project's quote (or a new version of it) for them to accept. */
  'quote_to_accept',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How a person hears of a type by e-mail. */
export const EMAIL_MODES = ['immediately', 'daily_digest', 'never'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/**
 * The types a person chooses e-mails for, in the order the settings list them, with the default of each: what
 * needs an answer (invitations, project events, reports to review) at once, the social ones in the daily
 * digest. A moderation notice is not among them: it is always sent, being the author's record of a decision
 * about their content.
 */
export const EMAIL_PREFERENCE_GROUPS = [
  {
    group: 'network',
    types: {
      new_follower: 'daily_digest',
      post_liked: 'daily_digest',
      post_commented: 'daily_digest',
      comment_reply: 'daily_digest',
      mention: 'immediately',
    },
  },
  {
    group: 'projects',
    types: {
      invitation_received: 'immediately',
      invitation_accepted: 'immediately',
      invitation_declined: 'immediately',
      seat_refilled: 'immediately',
      member_left: 'immediately',
      project_message: 'immediately',
      proposal_message: 'immediately',
      milestone_delivered: 'immediately',
      milestone_accepted: 'immediately',
      milestone_changes_requested: 'immediately',
      project_cancelled: 'immediately',
      review_received: 'immediately',
      timesheet_submitted: 'immediately',
      timesheet_approved: 'immediately',
      timesheet_sent_back: 'immediately',
      payout_recorded: 'immediately',
    },
  },
  {
    group: 'business',
    types: { verification_approved: 'immediately', verification_rejected: 'immediately' },
  },
  { group: 'billing', types: { quote_to_accept: 'immediately', invoice_overdue: 'immediately' } },
  { group: 'admin', types: { report_filed: 'immediately', skill_pending: 'daily_digest' } },
] as const satisfies readonly {
  group: string;
  types: Partial<Record<NotificationType, EmailMode>>;
}[];
export type EmailPreferenceGroup = (typeof EMAIL_PREFERENCE_GROUPS)[number]['group'];

/** Each type's default e-mail mode; `null` for a type whose e-mail is not a choice. */
export const DEFAULT_EMAIL_MODES: Record<NotificationType, EmailMode | null> = {
  ...(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, null])) as Record<NotificationType, null>),
  ...Object.assign({}, ...EMAIL_PREFERENCE_GROUPS.map((entry) => entry.types)),
};

/** The types only admins receive (and choose e-mails for). */
export const ADMIN_NOTIFICATION_TYPES: readonly NotificationType[] = ['report_filed', 'skill_pending'];

/**
 * The types only a team's members receive: professionals. A client account is never invited, so its e-mail
 * settings leave them out (a professional who starts a project also receives the client's types).
 */
export const MEMBER_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'invitation_received',
  'seat_refilled',
  'milestone_accepted',
  'milestone_changes_requested',
  'project_cancelled',
  'timesheet_approved',
  'timesheet_sent_back',
  'payout_recorded',
];

export const emailPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.enum(EMAIL_MODES),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** My e-mail choices: every type I can choose for, with the default where I chose nothing. */
export const emailPreferencesSchema = z.object({ preferences: z.array(emailPreferenceSchema) });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Changes some of my choices; the types not listed keep theirs. */
export const emailPreferencesInputSchema = z.object({
  preferences: z.array(emailPreferenceSchema).min(1).max(NOTIFICATION_TYPES.length),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInputSchema>;

/**
 * The token of an e-mail's unsubscribe link: signed, it names the person and what to stop (one type, or
 * `digest` for every type sent in the daily digest). No sign-in needed.
 */
export const unsubscribeInputSchema = z.object({ token: z.string().min(1).max(300) });
export const unsubscribeResultSchema = z.object({
  /** The types now set to "never". */
  types: z.array(z.enum(NOTIFICATION_TYPES)),
  /** Where the person changes them back: the e-mail settings of their area (dashboard or admin). */
  settingsPath: z.string(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The panel opened from the bell shows the newest few; the page shows them all, a page at a time. */
export const NOTIFICATIONS_PANEL_SIZE = 8;
/** A group names this many of its people; the others are counted ("Alice, Bob and 3 others"). */
export const NOTIFICATION_NAMED_ACTORS = 2;

export const notificationActorSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;

/** Where a notification leads: the web app turns it into a link, or into none when its subject is gone. */
export const notificationTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profile'), userId: z.string() }),
  z.object({ kind: z.literal('post'), postId: z.string(), commentId: z.string().nullable() }),
  z.object({
    kind: z.literal('project'),
    projectId: z.string(),
    section: z.enum(['team', 'plan', 'thread', 'reviews', 'timesheets']),
  }),
  /** The conversation with a proposed team (`/dashboard/proposals/:proposalId`). */
  z.object({ kind: z.literal('proposal'), proposalId: z.string() }),
  z.object({ kind: z.literal('admin_reports') }),
  z.object({ kind: z.literal('admin_skills') }),
  /** The business's verification page, where the decision and its reason are read. */
  z.object({ kind: z.literal('verification') }),
  /** The member's earnings: what they are owed and what was paid. */
  z.object({ kind: z.literal('earnings') }),
  /** The subject no longer exists (content removed by moderation): the notification says what it was. */
  z.object({ kind: z.literal('none') }),
]);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The newest people first, at most `NOTIFICATION_NAMED_ACTORS`; empty when Escouade itself acted. */
  actors: z.array(notificationActorSchema),
  /** Everyone in the group, the named ones included. */
  actorCount: z.number().int(),
  /** What it is about, as it read when it happened: a post's opening words, a project's or milestone's title. */
  subject: z.string().nullable(),
  target: notificationTargetSchema,
  isRead: z.boolean(),
  /** When the group last grew. */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).optional(),
});

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.uuid() });

/**
 * The events of the live stream (`GET /api/events`, server-sent events). Each carries an id; a stream that
 * reconnects with `Last-Event-ID` receives exactly the events it missed, or `reset` when they are too old to
 * replay (the tab then reloads what it shows).
 */
export const LIVE_EVENT_TYPES = ['notification', 'feed_post', 'thread_message', 'reset'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const liveEventDataSchemas = {
  /** My notifications changed: the bell reads its count again. */
  notification: z.object({ unreadCount: z.number().int() }),
  /** Someone published a post: the feed asks how many new posts it may show. */
  feed_post: z.object({ postId: z.string() }),
  /** A message in the thread of a project I am on. */
  thread_message: z.object({ projectId: z.string(), messageId: z.string() }),
  reset: z.object({}),
} satisfies Record<LiveEventType, z.ZodType>;

/**
 * `GET /api/posts/new-count?since=<createdAt of the newest post shown>`: how many posts by others the reader
 * would now see above it.
 */
export const newPostsQuerySchema = z.object({ since: z.iso.datetime() });
export const newPostsCountSchema = z.object({ count: z.number().int() });
export type NewPostsCount = z.infer<typeof newPostsCountSchema>;
/** The banner counts up to this many, then says "99+". */
export const NEW_POSTS_COUNT_CAP = 99;
