import { sql } from 'drizzle-orm';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';
import { clientSideIds } from '../organisations/client-side.ts';

/**
 * Who hears of a week submitted (the client side: the creator and the members of the project's organisation), a
 * week answered (its member), a payout recorded (its member).
 */
export const timesheetsRecipients: EventRecipients = {
  async timesheet_submitted(tx, event) {
    const [week] = await rows<{
      member_id: string;
      client_id: string | null;
      organisation_id: string | null;
      title: string;
    }>(
      tx,
      sql`select w.member_id, p.client_id, p.organisation_id, p.title
          from timesheet_weeks w join projects p on p.id = w.project_id
          where w.id = ${event.timesheetId} and w.status = 'submitted'`,
    );
    if (!week) return nothing;
    return notify(
      ...(await clientSideIds(tx, week)).map((recipientId): NotificationDraft => ({
        recipientId,
        type: 'timesheet_submitted',
        groupKey: `timesheet_submitted:${event.projectId}`,
        actorId: week.member_id,
        projectId: event.projectId,
        subject: week.title,
      })),
    );
  },
  async timesheet_answered(tx, event, eventId) {
    const [week] = await rows<{
      member_id: string;
      client_id: string | null;
      project_id: string;
      title: string;
    }>(
      tx,
      sql`select w.member_id, p.client_id, w.project_id, p.title from timesheet_weeks w
          join projects p on p.id = w.project_id where w.id = ${event.timesheetId}`,
    );
    if (!week) return nothing;
    const type = event.answer === 'approved' ? 'timesheet_approved' : 'timesheet_sent_back';
    return notify({
      recipientId: week.member_id,
      type,
      groupKey: `${type}:${eventId}`,
      // Whoever of the client side answered: the creator or a colleague.
      actorId: event.clientId ?? week.client_id,
      projectId: week.project_id,
      subject: week.title,
    });
  },
  async payout_recorded(tx, event, eventId) {
    const [payout] = await rows<{ member_id: string; project_id: string; title: string }>(
      tx,
      sql`select o.member_id, o.project_id, p.title from member_payouts o join projects p on p.id = o.project_id
          where o.id = ${event.payoutId}`,
    );
    if (!payout) return nothing;
    return notify({
      recipientId: payout.member_id,
      type: 'payout_recorded',
      groupKey: `payout_recorded:${eventId}`,
      actorId: null,
      projectId: payout.project_id,
      subject: payout.title,
    });
  },
};
