import { MAX_OVERDUE_REMINDERS, OVERDUE_REMINDER_INTERVAL_DAYS } from '@escouade/contract/billing';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { projectPath } from '@escouade/contract/paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { listUnsubscribeHeaders } from '../../email/templates/notification.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import {
  emailModesOf,
  notificationEmailLinks,
  RECIPIENT_IS_REACHABLE,
} from '../email-preferences/email-preferences.ts';
import { requireAgencySettings } from './agency-settings.ts';
import { invoiceBalances } from './finance.service.ts';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { bankTransferProvider, type PaymentProvider } from './payment-provider.ts';

interface DueReminderRow extends Record<string, unknown> {
  id: string;
  number: string;
  project_id: string;
  project_title: string;
  client_id: string;
  due_date: string;
  balance_cents: string;
  sent: number;
}

/**
 * Reminds a project's client of an invoice past its due date and not paid: the day after its due date, then
 * every `OVERDUE_REMINDER_INTERVAL_DAYS` days while it stays unpaid, at most `MAX_OVERDUE_REMINDERS` times. A
 * reminder is counted when it is due and e-mailed when the client's preferences for `invoice_overdue` allow it
 * (any choice but "never": a reminder is already at most weekly). Each reminder's number is unique per invoice,
 * so two instances running the job at once send it once.
 */
export function createOverdueRemindersJob({
  db,
  mailer,
  mail,
  provider = bankTransferProvider,
  batchSize = 100,
}: {
  db: Database;
  mailer: Mailer;
  mail: { appUrl: string; authSecret: string };
  provider?: PaymentProvider;
  batchSize?: number;
}): ScheduledJob {
  return {
    name: 'invoice-overdue-reminders',
    intervalMs: 60 * 60 * 1000,
    async run(now) {
      const today = dayInFrance(now);
      const intervalStart = new Date(now.getTime() - OVERDUE_REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
      const due = await db.execute<DueReminderRow>(sql`
        select b.id, b.number, b.project_id, pj.title as project_title, pj.client_id, b.due_date::text as due_date,
          b.balance_cents::text as balance_cents, coalesce(r.sent, 0)::int as sent
        from (${invoiceBalances} and d.due_date < ${today}) b
        join projects pj on pj.id = b.project_id
        left join (select invoice_id, count(*) as sent, max(sent_at) as last_sent from invoice_reminders
                   group by invoice_id) r on r.invoice_id = b.id
        where b.balance_cents > 0 and coalesce(r.sent, 0) < ${MAX_OVERDUE_REMINDERS}
          and (r.last_sent is null or r.last_sent <= ${intervalStart})
        order by b.due_date, b.number limit ${batchSize}`);
      if (due.rows.length === 0) return 0;
      const agency = await requireAgencySettings(db);
      const modeOf = await emailModesOf(
        db,
        due.rows.map((row) => row.client_id),
      );
      let sent = 0;
      for (const row of due.rows) {
        const claimed = await db.execute(sql`
          insert into invoice_reminders (invoice_id, reminder_number, sent_at) values (${row.id}, ${row.sent + 1}, ${now})
          on conflict (invoice_id, reminder_number) do nothing returning invoice_id`);
        if (claimed.rows.length === 0) continue;
        sent += 1;
        if (modeOf(row.client_id, 'invoice_overdue') === 'never') continue;
        const recipients = await db.execute<{ email: string; locale: string; role: string | null }>(sql`
          select u.email, u.locale, u.role from "user" u where u.id = ${row.client_id} and ${RECIPIENT_IS_REACHABLE}`);
        const recipient = recipients.rows[0];
        if (!recipient) continue;
        const locale = recipient.locale === 'en' ? 'en' : 'fr';
        const amountDueCents = Number(row.balance_cents);
        const payment = await provider.createPaymentLink(
          { id: row.id, number: row.number, amountDueCents },
          agency,
        );
        const links = notificationEmailLinks(
          mail,
          { id: row.client_id, isAdmin: recipient.role === 'admin' },
          'invoice_overdue',
        );
        await mailer.send({
          to: recipient.email,
          locale,
          template: 'invoice-overdue',
          data: {
            invoiceNumber: row.number,
            projectTitle: row.project_title,
            dueDate: formatDay(row.due_date, locale),
            amountDue: formatMoney(amountDueCents / 100, locale),
            reminderNumber: row.sent + 1,
            payment,
            url: `${mail.appUrl}${projectPath(row.project_id)}`,
            ...links,
          },
          headers: listUnsubscribeHeaders(links.oneClickUrl),
        });
      }
      return sent;
    },
  };
}
