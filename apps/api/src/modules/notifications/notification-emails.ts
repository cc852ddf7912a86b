import type { Language } from '@escouade/contract';
import type { Notification, NotificationType } from '@escouade/contract/notifications';
import { notificationTargetPath, PATHS, withQuery } from '@escouade/contract/paths';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { NotificationEmailLinks } from '../../email/templates/notification.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import {
  choosableTypes,
  emailModesOf,
  type UnsubscribeScope,
  unsubscribeToken,
} from './email-preferences.ts';
import type { WrittenNotification } from './fan-out.ts';
import { countNotifications, selectNotifications } from './notification-store.ts';

export interface NotificationEmailDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  authSecret: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Types whose e-mail is sent by the module that makes them happen, with more than the notification says (an
 * invitation lists the skills it was chosen for): the preference decides whether it is sent, not this module.
 */
const SENT_BY_THEIR_MODULE: readonly NotificationType[] = ['invitation_received'];

/** The daily digest lists this many lines, and counts the rest. */
export const DIGEST_MAX_LINES = 20;
/** A person receives at most one digest in this time. */
const DIGEST_PERIOD_MS = 24 * 60 * 60 * 1000;
/** People whose digest is looked at per run. */
const DIGEST_BATCH = 200;
export const DIGEST_JOB = 'notification-digest';

interface Recipient {
  id: string;
  email: string;
  locale: Language;
  isAdmin: boolean;
}

/**
 * E-mails for notifications: the lines set to "immediately", once the fan-out has committed them, and the daily
 * digest of those set to "daily digest". A line that grows while unread (a second comment, a fifth like) sends
 * nothing more: its first e-mail is still waiting to be read.
 */
export function createNotificationEmails(deps: NotificationEmailDeps) {
  const { db, mailer, appUrl } = deps;

  const linksFor = (recipient: Recipient, scope: UnsubscribeScope) =>
    notificationEmailLinks(deps, recipient, scope);

  function absoluteTarget(line: Notification): string | null {
    const path = notificationTargetPath(line.target);
    return path ? `${appUrl}${path}` : null;
  }

  /** Called by the fan-out after each commit with the lines it wrote. */
  async function sendImmediate(written: WrittenNotification[]): Promise<void> {
    const fresh = written.filter((line) => line.isNew && !SENT_BY_THEIR_MODULE.includes(line.draft.type));
    if (fresh.length === 0) return;
    const modeOf = await emailModesOf(
      db,
      fresh.map((line) => line.draft.recipientId),
    );
    const due = fresh.filter((line) => modeOf(line.draft.recipientId, line.draft.type) === 'immediately');
    if (due.length === 0) return;
    const recipients = await recipientsById(
      db,
      due.map((line) => line.draft.recipientId),
    );
    for (const { id, draft } of due) {
      const recipient = recipients.get(draft.recipientId);
      if (!recipient) continue;
      try {
        // Read as the recipient sees it: a line about something gone or hidden from them sends nothing.
        const [line] = await selectNotifications(db, {
          readerId: recipient.id,
          take: 1,
          only: { ids: [id] },
        });
        if (!line) continue;
        await mailer.send({
          to: recipient.email,
          locale: recipient.locale,
          template: 'notification',
          data: { line, url: absoluteTarget(line), ...linksFor(recipient, draft.type) },
        });
      } catch (error) {
        deps.logger.error({ err: error, notificationId: id }, 'notification e-mail failed');
      }
    }
  }

  /**
   * Sends the digest of each person due one: unread lines of their "daily digest" types that grew since their
   * last digest, at most one digest a day, nothing when there is nothing new. Claiming a person's digest moves
   * their mark first, so two instances never send the same digest.
   */
  async function sendDigests(now: Date): Promise<number> {
    const dueBefore = new Date(now.getTime() - DIGEST_PERIOD_MS);
    const candidates = await db.execute<{ user_id: string; covered_until: Date | null }>(sql`
      select n.recipient_id as user_id, d.covered_until
      from notifications n left join notification_digests d on d.user_id = n.recipient_id
      where n.read_at is null and n.updated_at <= ${now}
        and (d.covered_until is null or (d.covered_until <= ${dueBefore} and n.updated_at > d.covered_until))
      group by n.recipient_id, d.covered_until
      limit ${DIGEST_BATCH}`);
    if (candidates.rows.length === 0) return 0;
    const modeOf = await emailModesOf(
      db,
      candidates.rows.map((row) => row.user_id),
    );
    const recipients = await recipientsById(
      db,
      candidates.rows.map((row) => row.user_id),
    );
    let sent = 0;
    for (const candidate of candidates.rows) {
      const recipient = recipients.get(candidate.user_id);
      if (!recipient) continue;
      const claimed = await db.execute(sql`
        insert into notification_digests (user_id, covered_until) values (${recipient.id}, ${now})
        on conflict (user_id) do update set covered_until = excluded.covered_until
        where notification_digests.covered_until is not distinct from ${candidate.covered_until}
        returning user_id`);
      if (claimed.rows.length === 0) continue;
      const digestTypes = choosableTypes(recipient.isAdmin).filter(
        (type) => modeOf(recipient.id, type) === 'daily_digest',
      );
      if (digestTypes.length === 0) continue;
      try {
        const only = { unreadOfTypes: digestTypes, grownSince: candidate.covered_until };
        const lines = await selectNotifications(db, {
          readerId: recipient.id,
          take: DIGEST_MAX_LINES + 1,
          only,
        });
        if (lines.length === 0) continue;
        const more =
          lines.length > DIGEST_MAX_LINES
            ? (await countNotifications(db, recipient.id, only)) - DIGEST_MAX_LINES
            : 0;
        await mailer.send({
          to: recipient.email,
          locale: recipient.locale,
          template: 'notification-digest',
          data: {
            lines: lines.slice(0, DIGEST_MAX_LINES).map((line) => ({ line, url: absoluteTarget(line) })),
            more,
            notificationsUrl: `${appUrl}${recipient.isAdmin ? PATHS.adminNotifications : PATHS.notifications}`,
            ...linksFor(recipient, 'digest'),
          },
        });
        sent += 1;
      } catch (error) {
        deps.logger.error({ err: error, userId: recipient.id }, 'notification digest failed');
      }
    }
    return sent;
  }

  const digestJob: ScheduledJob = {
    name: DIGEST_JOB,
    intervalMs: 60 * 60 * 1000,
    run: (now) => sendDigests(now),
  };

  return { sendImmediate, digestJob };
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
 * The people to write to: an account that can still sign in, with a verified address (an address never
 * confirmed may not be theirs).
 */
async function recipientsById(db: Database, ids: string[]): Promise<Map<string, Recipient>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result = await db.execute<{ id: string; email: string; locale: string; role: string | null }>(sql`
    select id, email, locale, role from "user"
    where id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )}) and email_verified and coalesce(banned, false) = false`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        locale: row.locale === 'en' ? 'en' : 'fr',
        isAdmin: row.role === 'admin',
      },
    ]),
  );
}
