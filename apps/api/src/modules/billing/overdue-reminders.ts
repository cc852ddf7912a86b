import { MAX_OVERDUE_REMINDERS, OVERDUE_REMINDER_INTERVAL_DAYS } from '@escouade/contract/billing';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { projectPath } from '@escouade/contract/paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { recordEvent } from '../events/events.ts';
import { clientSideIds } from '../organisations/client-side.ts';
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
  client_id: string | null;
  organisation_id: string | null;
  due_date: string;
  balance_cents: string;
  sent: number;
}

/**
 * Reminds a project's client side (its creator and the members of its organisation) of an invoice past its due
 * date and not paid: the day after its due date, then every `OVERDUE_REMINDER_INTERVAL_DAYS` days while it stays
 * unpaid, at most `MAX_OVERDUE_REMINDERS` times. A reminder is counted when it is due; it records an event, which
 * the notifications' fan-out turns into a line in the app for each of them (`billing.recipients.ts`), and it is
 * e-mailed to each whose preferences for `invoice_overdue` allow it (any choice but "never": a reminder is already
 * at most weekly, and the notifications' digest leaves this type to the reminder). Each reminder's number is unique
 * per invoice, so two instances running the job at once send it once.
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
        select b.id, b.number, b.project_id, pj.title as project_title, pj.client_id, pj.organisation_id,
          b.due_date::text as due_date,
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
      let sent = 0;
      for (const row of due.rows) {
        const reminderNumber = row.sent + 1;
        const claimed = await db.transaction(async (tx) => {
          const inserted = await tx.execute(sql`
            insert into invoice_reminders (invoice_id, reminder_number, sent_at) values (${row.id}, ${reminderNumber}, ${now})
            on conflict (invoice_id, reminder_number) do nothing returning invoice_id`);
          if (inserted.rows.length === 0) return false;
          await recordEvent(tx, { type: 'invoice_overdue', invoiceId: row.id, reminderNumber });
          return true;
        });
        if (!claimed) continue;
        sent += 1;
        const people = await clientSideIds(db, row);
        const modeOf = await emailModesOf(db, people);
        const wanting = people.filter((id) => modeOf(id, 'invoice_overdue') !== 'never');
        if (wanting.length === 0) continue;
        const recipients = await db.execute<{
          id: string;
          email: string;
          locale: string;
          role: string | null;
        }>(sql`
          select u.id, u.email, u.locale, u.role from "user" u
          where u.id = any(${sql.param(wanting)}::text[]) and ${RECIPIENT_IS_REACHABLE}`);
        if (recipients.rows.length === 0) continue;
        const amountDueCents = Number(row.balance_cents);
        const payment = await provider.createPaymentLink(
          { id: row.id, number: row.number, amountDueCents },
          agency,
        );
        for (const recipient of recipients.rows) {
          const locale = recipient.locale === 'en' ? 'en' : 'fr';
          const links = notificationEmailLinks(
            mail,
            { id: recipient.id, isAdmin: recipient.role === 'admin' },
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
              reminderNumber,
              payment,
              url: `${mail.appUrl}${projectPath(row.project_id)}`,
              ...links,
            },
            headers: listUnsubscribeHeaders(links.oneClickUrl),
          });
        }
      }
      return sent;
    },
  };
}
