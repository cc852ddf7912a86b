import { sql } from 'drizzle-orm';
import { activeAdminIds } from '../../auth/accounts.ts';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';

/** Who hears of a report: the administrators, while it is open. */
export const reportsRecipients: EventRecipients = {
  async report_filed(tx, event) {
    const [report] = await rows<{ reporter_id: string }>(
      tx,
      sql`select reporter_id from content_reports where id = ${event.reportId} and status = 'open'`,
    );
    if (!report) return nothing;
    const admins = await activeAdminIds(tx);
    return notify(
      ...admins.map((admin): NotificationDraft => ({
        recipientId: admin,
        type: 'report_filed',
        groupKey: 'report_filed',
        actorId: report.reporter_id,
        subject: null,
      })),
    );
  },
};
