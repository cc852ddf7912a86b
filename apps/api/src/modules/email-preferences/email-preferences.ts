import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_NOTIFICATION_TYPES,
  MEMBER_NOTIFICATION_TYPES,
  DEFAULT_EMAIL_MODES,
  EMAIL_PREFERENCE_GROUPS,
  type EmailMode,
  type EmailPreferences,
  type EmailPreferencesInput,
  NOTIFICATION_TYPES,
  type NotificationType,
  type UnsubscribeResult,
} from '@escouade/contract/notifications';
import { PATHS, withQuery } from '@escouade/contract/paths';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import { accountIsActive } from '../../auth/session-reader.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { NotificationEmailLinks } from '../../email/templates/notification.ts';
import { AppError } from '../../errors.ts';

// How each person hears of each notification type by e-mail, the signed links that stop it, and who may be
// e-mailed at all: asked by the notifications' e-mails and by a feature that sends its own (an invitation).

/** The types a person chooses e-mails for: every choosable type, the admin ones for admins only. */
export function choosableTypes(isAdmin: boolean): NotificationType[] {
  return EMAIL_PREFERENCE_GROUPS.flatMap((entry) => Object.keys(entry.types) as NotificationType[]).filter(
    (type) => isAdmin || !ADMIN_NOTIFICATION_TYPES.includes(type),
  );
}

/**
 * The types my settings offer: the choosable ones, less those a client account does not receive (a client is
 * never invited to a team). Saving accepts every choosable type, so someone whose role changed while on a team
 * can still set what reaches them.
 */
function offeredTypes(actor: Actor): NotificationType[] {
  return choosableTypes(actor.role === 'admin').filter(
    (type) => actor.role !== 'user' || !MEMBER_NOTIFICATION_TYPES.includes(type),
  );
}

/** My choices, the default of each type where I made none. */
export async function readEmailPreferences(db: Queryable, actor: Actor): Promise<EmailPreferences> {
  const chosen = await chosenModes(db, [actor.id]);
  return {
    preferences: offeredTypes(actor).map((type) => ({
      type,
      email: chosen.get(`${actor.id}|${type}`) ?? (DEFAULT_EMAIL_MODES[type] as EmailMode),
    })),
  };
}

/** Saves some of my choices (the others stay); a type I cannot choose refuses the whole change. */
export async function saveEmailPreferences(
  db: Database,
  actor: Actor,
  input: EmailPreferencesInput,
): Promise<EmailPreferences> {
  const allowed = new Set(choosableTypes(actor.role === 'admin'));
  if (input.preferences.some((preference) => !allowed.has(preference.type))) {
    throw new AppError('EMAIL_PREFERENCE_NOT_ALLOWED', 'This notification type cannot be chosen here');
  }
  // The last choice for a type listed twice wins, as if sent one after the other.
  const byType = new Map(input.preferences.map((preference) => [preference.type, preference.email]));
  await writeModes(db, actor.id, [...byType]);
  return readEmailPreferences(db, actor);
}

async function writeModes(db: Queryable, userId: string, modes: [NotificationType, EmailMode][]) {
  if (modes.length === 0) return;
  // Rows are locked in the order of the values: in one order for every change, two changes sent at once wait
  // for each other instead of deadlocking (each holding a row the other needs).
  const ordered = [...modes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const values = sql.join(
    ordered.map(([type, email]) => sql`(${userId}, ${type}, ${email}, now())`),
    sql`, `,
  );
  await db.execute(sql`
    insert into notification_preferences (user_id, type, email, updated_at) values ${values}
    on conflict (user_id, type) do update set email = excluded.email, updated_at = excluded.updated_at`);
}

/** The modes people chose, keyed `userId|type`; a type without a key follows its default. */
async function chosenModes(db: Queryable, userIds: string[]): Promise<Map<string, EmailMode>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<{ user_id: string; type: NotificationType; email: EmailMode }>(sql`
    select user_id, type, email from notification_preferences
    where user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((row) => [`${row.user_id}|${row.type}`, row.email]));
}

/** How each person hears of a type by e-mail: `never` for a type whose e-mail is not a choice. */
export async function emailModesOf(
  db: Queryable,
  userIds: string[],
): Promise<(userId: string, type: NotificationType) => EmailMode | null> {
  const chosen = await chosenModes(db, [...new Set(userIds)]);
  return (userId, type) => {
    const fallback = DEFAULT_EMAIL_MODES[type];
    return fallback === null ? null : (chosen.get(`${userId}|${type}`) ?? fallback);
  };
}

/** What an unsubscribe link stops: one type, or every type the person receives in the daily digest. */
export type UnsubscribeScope = NotificationType | 'digest';

const TOKEN_PURPOSE = 'notification-unsubscribe';

/**
 * `<userId>.<scope>.<hmac>`: checked without storing anything, valid for every e-mail of that scope, and useless
 * for any other person or scope.
 */
export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}.${scope}.${sign(secret, userId, scope)}`;
}

function sign(secret: string, userId: string, scope: string): string {
  return createHmac('sha256', secret).update(`${TOKEN_PURPOSE}:${userId}:${scope}`).digest('base64url');
}

function readToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | undefined {
  const [userId, scope, signature, ...rest] = token.split('.');
  if (!userId || !scope || !signature || rest.length > 0) return undefined;
  if (scope !== 'digest' && !(NOTIFICATION_TYPES as readonly string[]).includes(scope)) return undefined;
  const expected = Buffer.from(sign(secret, userId, scope));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return { userId, scope: scope as UnsubscribeScope };
}

/**
 * Sets the link's scope to "never" for its person: one type, or each type they receive in the digest. Works
 * any number of times; a link whose account is gone is invalid.
 */
export async function unsubscribeWithToken(
  db: Database,
  secret: string,
  token: string,
): Promise<UnsubscribeResult> {
  const decoded = readToken(secret, token);
  const invalid = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 'This unsubscribe link is not valid');
  if (!decoded) throw invalid();
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ role: string | null }>(
      sql`select role from "user" where id = ${decoded.userId} for update`,
    );
    const account = found.rows[0];
    if (!account) throw invalid();
    const choosable = choosableTypes(account.role === 'admin');
    let types: NotificationType[];
    if (decoded.scope === 'digest') {
      const modeOf = await emailModesOf(tx, [decoded.userId]);
      types = choosable.filter((type) => modeOf(decoded.userId, type) === 'daily_digest');
    } else {
      types = choosable.includes(decoded.scope) ? [decoded.scope] : [];
    }
    await writeModes(
      tx,
      decoded.userId,
      types.map((type) => [type, 'never']),
    );
    return {
      types,
      settingsPath: account.role === 'admin' ? PATHS.adminNotificationEmails : PATHS.notificationEmails,
    };
  });
}

/** The links that end a notification e-mail: stop its type (a page, and one click), or set them all. */
export function notificationEmailLinks(
  { appUrl, authSecret }: { appUrl: string; authSecret: string },
  recipient: { id: string; isAdmin: boolean },
  scope: UnsubscribeScope,
): NotificationEmailLinks {
  const token = unsubscribeToken(authSecret, recipient.id, scope);
  return {
    unsubscribeUrl: `${appUrl}${withQuery(PATHS.notificationUnsubscribe, { token })}`,
    oneClickUrl: `${appUrl}${withQuery('/api/notifications/unsubscribe', { token })}`,
    settingsUrl: `${appUrl}${recipient.isAdmin ? PATHS.adminNotificationEmails : PATHS.notificationEmails}`,
  };
}

/**
 * Whom notification e-mails may reach (user `u`): a verified address (one never confirmed may not be theirs),
 * an account neither banned nor being deleted.
 */
export const RECIPIENT_IS_REACHABLE: SQL = sql`u.email_verified and ${accountIsActive}`;
