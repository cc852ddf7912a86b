import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

describe('the e-mail outbox’s retention', () => {
  let testApp: TestApp;
  /** When every message of the test was sent, failed for good, or queued. */
  const sentAt = new Date();

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** Stores a message as the mailer would have left it, and returns its id. */
  async function stored(template: string, status: 'sent' | 'failed' | 'pending'): Promise<string> {
    const result = await testApp.db.execute<{ id: string }>(sql`
      insert into email_outbox (to_address, subject, html, text, template, locale, status, attempts,
        next_attempt_at, created_at, sent_at)
      values ('someone@example.test', 'Subject', '<p>https://escouade.test/?token=secret</p>',
        'https://escouade.test/?token=secret', ${template}, 'fr', ${status}, 1, ${sentAt}, ${sentAt},
        ${status === 'sent' ? sentAt : null})
      returning id`);
    return result.rows[0]!.id;
  }

  /** Runs the retention job as if `afterMs` had passed since the messages were sent; the ids still there. */
  async function keptAfter(afterMs: number, ids: string[]): Promise<string[]> {
    await jobRunnerOf(testApp.app).runNow('email-outbox-retention', new Date(sentAt.getTime() + afterMs));
    const left = await testApp.db.execute<{ id: string }>(
      sql`select id from email_outbox where id = any(${sql.param(ids)}::uuid[])`,
    );
    return ids.filter((id) => left.rows.some((row) => row.id === id));
  }

  it('deletes sent mail a week after it was sent, and mail that carries a link once the link has expired', async () => {
    const notification = await stored('notification', 'sent');
    const failedNotification = await stored('notification', 'failed');
    const reset = await stored('reset-password', 'sent');
    const failedReset = await stored('reset-password', 'failed');
    const confirmation = await stored('verify-email', 'sent');
    const newsletter = await stored('newsletter-confirm', 'sent');
    const cancelDeletion = await stored('account-deletion-scheduled', 'sent');
    const waiting = await stored('reset-password', 'pending');
    const all = [
      notification,
      failedNotification,
      reset,
      failedReset,
      confirmation,
      newsletter,
      cancelDeletion,
      waiting,
    ];

    // A password reset link works an hour: its mail goes with it, sent or given up.
    expect(await keptAfter(59 * MINUTE_MS, all)).toEqual(all);
    expect(await keptAfter(61 * MINUTE_MS, all)).toEqual(
      all.filter((id) => id !== reset && id !== failedReset),
    );
    // A confirmation link works a day.
    expect(await keptAfter(DAY_MS + MINUTE_MS, all)).not.toContain(confirmation);
    // A week after sending, everything sent or given up goes, whatever its link: a deletion's cancel link
    // still works from the mail the person received, it needs no copy here.
    expect(await keptAfter(7 * DAY_MS - MINUTE_MS, all)).toEqual([
      notification,
      failedNotification,
      newsletter,
      cancelDeletion,
      waiting,
    ]);
    // What is still waiting to be sent stays until it is sent or given up.
    expect(await keptAfter(7 * DAY_MS + MINUTE_MS, all)).toEqual([waiting]);
    expect(await keptAfter(60 * DAY_MS, all)).toEqual([waiting]);
  });
});
