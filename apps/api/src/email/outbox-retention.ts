import { ORGANISATION_INVITATION_DAYS } from '@escouade/contract/organisations';
import { DELETION_GRACE_DAYS } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ScheduledJob } from '../jobs/scheduled-jobs.ts';
import type { TemplateName } from './render-email.ts';
import { CONFIRMATION_LINK_VALIDITY_MS } from './templates/newsletter-confirm.ts';
import { RESET_LINK_VALIDITY_SECONDS } from './templates/reset-password.ts';
import { CONFIRMATION_LINK_VALIDITY_SECONDS } from './templates/verify-email.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Sent mail (or mail given up after its last attempt) is kept this long, for support questions, then deleted. */
export const EMAIL_RETENTION_DAYS = 7;

/**
 * How long the link of a template works when it carries a token: its mail is deleted once the link is dead, if
 * that comes before EMAIL_RETENTION_DAYS. (The unsubscribe links of notification mail never expire; they go
 * with the mail, after the retention period.)
 */
const LINK_VALIDITY_MS: Partial<Record<TemplateName, number>> = {
  'reset-password': RESET_LINK_VALIDITY_SECONDS * 1000,
  'verify-email': CONFIRMATION_LINK_VALIDITY_SECONDS * 1000,
  'newsletter-confirm': CONFIRMATION_LINK_VALIDITY_MS,
  'account-deletion-scheduled': DELETION_GRACE_DAYS * DAY_MS,
  'organisation-invitation': ORGANISATION_INVITATION_DAYS * DAY_MS,
};

/**
 * Every 15 minutes, deletes from `email_outbox` what was sent or given up longer ago than it may be kept: its
 * link's validity, at most EMAIL_RETENTION_DAYS. The outbox would otherwise keep every message ever sent, with
 * the words it quoted and the links it carried, in clear. A message still waiting to be sent is kept until it
 * is sent or given up. Each run deletes what is due; two instances running it at once delete each row once.
 */
export function createEmailOutboxRetentionJob(db: Database): ScheduledJob {
  const retention = EMAIL_RETENTION_DAYS * DAY_MS;
  const keptMs = sql`(case template ${sql.join(
    Object.entries(LINK_VALIDITY_MS).map(
      ([template, validity]) => sql`when ${template} then ${Math.min(validity, retention)}::bigint`,
    ),
    sql` `,
  )} else ${retention}::bigint end)`;
  return {
    name: 'email-outbox-retention',
    intervalMs: HOUR_MS / 4,
    async run(now) {
      // A message given up was last tried at `next_attempt_at` (the mailer sets it to that attempt's time).
      const pruned = await db.execute(sql`
        delete from email_outbox
        where status in ('sent', 'failed')
          and coalesce(sent_at, next_attempt_at) < ${now}::timestamptz - make_interval(secs => ${keptMs} / 1000.0)`);
      return pruned.rowCount ?? 0;
    },
  };
}
