import type { Language } from '@escouade/contract';
import {
  DEFAULT_EMAIL_MODES,
  type Notification,
  type NotificationType,
} from '@escouade/contract/notifications';
import { notificationTargetPath, PATHS } from '@escouade/contract/paths';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import {
  choosableTypes,
  emailModesOf,
  notificationEmailLinks,
  RECIPIENT_IS_REACHABLE,
  type UnsubscribeScope,
} from '../email-preferences/email-preferences.ts';
import { oldestPendingEventAt } from '../events/outbox.ts';
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
const SENT_BY_THEIR_MODULE: readonly NotificationType[] = ['invitation_received', 'invoice_overdue'];
/**
 * Of those, the types whose module e-mails at every choice but "never", the daily digest included (an overdue
 * invoice's reminder is at most weekly, and says how to pay): the digest leaves them out rather than repeat them.
 */
const NEVER_IN_DIGEST: readonly NotificationType[] = ['invoice_overdue'];

/** The daily digest lists this many lines, and counts the rest. */
export const DIGEST_MAX_LINES = 20;
/**
 * A person receives at most one digest in this time: a little under a day, so that the hourly job sends each
 * day's digest at about the same hour instead of an hour later every day.
 */
const DIGEST_PERIOD_MS = 23 * 60 * 60 * 1000;
/** A first digest lists what grew in the last day, not every unread line a person ever had. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;
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
    // A line held for the digest (a mention by a stranger, or past its author's budget) waits for it.
    const fresh = written.filter(
      (line) => line.isNew && !line.draft.holdEmail && !SENT_BY_THEIR_MODULE.includes(line.draft.type),
    );
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
   * Sends the digest of each person due one: the unread lines of their "daily digest" types, and those held
   * back from an e-mail at once (`held_for_digest`), that grew in the window since their last digest, about
   * once a day, nothing when there is nothing new. Windows follow one another without overlap, and a window
   * ends before the oldest event still waiting for the fan-out, whose line goes in the next one. Claiming a
   * person's digest moves their mark first, so two instances never send the same digest (a crash between the
   * claim and the outbox loses that digest rather than send it twice).
   */
  async function sendDigests(now: Date): Promise<number> {
    const windowEnd = await digestWindowEnd(now);
    let sent = 0;
    for (;;) {
      const candidates = await digestCandidates(now, windowEnd);
      for (const candidate of candidates) if (await sendDigest(candidate, windowEnd)) sent += 1;
      // Each candidate's mark moved past the window (by this run or another): the next batch holds others.
      if (candidates.length < DIGEST_BATCH) return sent;
    }
  }

  async function digestWindowEnd(now: Date): Promise<Date> {
    const oldest = await oldestPendingEventAt(db);
    return oldest && new Date(oldest) < now ? new Date(oldest) : now;
  }

  /** People with something for their digest and none sent in the last period, the longest waiting first. */
  async function digestCandidates(now: Date, windowEnd: Date) {
    const dueBefore = new Date(now.getTime() - DIGEST_PERIOD_MS);
    const firstWindowStart = new Date(windowEnd.getTime() - FIRST_DIGEST_LOOKBACK_MS);
    const result = await db.execute<{ user_id: string; covered_until: Date | null }>(sql`
      select n.recipient_id as user_id, d.covered_until
      from notifications n
      join "user" u on u.id = n.recipient_id
      left join notification_digests d on d.user_id = n.recipient_id
      left join notification_preferences p on p.user_id = n.recipient_id and p.type = n.type
      where n.read_at is null
        and n.updated_at < ${windowEnd}
        and n.updated_at >= coalesce(d.covered_until, ${firstWindowStart})
        and (d.covered_until is null or d.covered_until <= ${dueBefore})
        and (coalesce(p.email, ${defaultModeOf(sql`n.type`)}) = 'daily_digest'
          or (n.held_for_digest and coalesce(p.email, ${defaultModeOf(sql`n.type`)}) = 'immediately'))
        and n.type not in ${sql`(${sql.join(
          NEVER_IN_DIGEST.map((type) => sql`${type}`),
          sql`, `,
        )})`}
        and ${RECIPIENT_IS_REACHABLE}
      group by n.recipient_id, d.covered_until
      order by d.covered_until nulls first, n.recipient_id
      limit ${DIGEST_BATCH}`);
    return result.rows;
  }

  async function sendDigest(
    candidate: { user_id: string; covered_until: Date | null },
    windowEnd: Date,
  ): Promise<boolean> {
    const claimed = await db.execute(sql`
      insert into notification_digests (user_id, covered_until) values (${candidate.user_id}, ${windowEnd})
      on conflict (user_id) do update set covered_until = excluded.covered_until
      where notification_digests.covered_until is not distinct from ${candidate.covered_until}
      returning user_id`);
    if (claimed.rows.length === 0) return false;
    const recipient = (await recipientsById(db, [candidate.user_id])).get(candidate.user_id);
    if (!recipient) return false;
    const modeOf = await emailModesOf(db, [recipient.id]);
    const choosable = choosableTypes(recipient.isAdmin).filter((type) => !NEVER_IN_DIGEST.includes(type));
    const digestTypes = choosable.filter((type) => modeOf(recipient.id, type) === 'daily_digest');
    const heldTypes = choosable.filter((type) => modeOf(recipient.id, type) === 'immediately');
    if (digestTypes.length === 0 && heldTypes.length === 0) return false;
    try {
      const only = {
        unreadOfTypes: digestTypes,
        heldOfTypes: heldTypes,
        grownFrom: candidate.covered_until ?? new Date(windowEnd.getTime() - FIRST_DIGEST_LOOKBACK_MS),
        grownBefore: windowEnd,
      };
      const lines = await selectNotifications(db, {
        readerId: recipient.id,
        take: DIGEST_MAX_LINES + 1,
        only,
      });
      if (lines.length === 0) return false;
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
      return true;
    } catch (error) {
      deps.logger.error({ err: error, userId: recipient.id }, 'notification digest failed');
      return false;
    }
  }

  const digestJob: ScheduledJob = {
    name: DIGEST_JOB,
    intervalMs: 60 * 60 * 1000,
    run: (now) => sendDigests(now),
  };

  return { sendImmediate, digestJob };
}

/** The e-mail mode of a notification type when its person chose none, as SQL. */
function defaultModeOf(type: SQL): SQL {
  const cases = Object.entries(DEFAULT_EMAIL_MODES).map(
    ([name, mode]) => sql`when ${name} then ${mode ?? 'never'}`,
  );
  return sql`(case ${type} ${sql.join(cases, sql` `)} else 'never' end)`;
}

/** The people to write to, among `ids`. */
async function recipientsById(db: Database, ids: string[]): Promise<Map<string, Recipient>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result = await db.execute<{ id: string; email: string; locale: string; role: string | null }>(sql`
    select u.id, u.email, u.locale, u.role from "user" u
    where u.id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${RECIPIENT_IS_REACHABLE}`);
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
