import { sql } from 'drizzle-orm';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';
import { clientSideIds } from '../organisations/client-side.ts';

/** A project as its client side is found from it. */
type ProjectOfNotice = {
  project_id: string;
  client_id: string | null;
  organisation_id: string | null;
  title: string;
};

/** A line the agency, not a person, writes to everyone on the project's client side. */
async function noticeToClientSide(
  tx: Parameters<NonNullable<EventRecipients['invoice_overdue']>>[0],
  project: ProjectOfNotice | undefined,
  type: 'invoice_overdue' | 'quote_to_accept',
  groupKey: string,
) {
  if (!project) return nothing;
  return notify(
    ...(await clientSideIds(tx, project)).map((recipientId): NotificationDraft => ({
      recipientId,
      type,
      groupKey,
      actorId: null,
      projectId: project.project_id,
      subject: project.title,
    })),
  );
}

export const billingRecipients: EventRecipients = {
  /**
   * Who hears of an invoice past its due date: the project's client side (its creator and the members of its
   * organisation), in the app; the reminder e-mail, with how to pay, is the overdue reminders' own. One line per
   * invoice, which grows with each reminder while it stays unread.
   */
  async invoice_overdue(tx, event) {
    const [invoice] = await rows<ProjectOfNotice>(
      tx,
      sql`select d.project_id, p.client_id, p.organisation_id, p.title
          from billing_documents d join projects p on p.id = d.project_id
          where d.id = ${event.invoiceId}`,
    );
    return noticeToClientSide(tx, invoice, 'invoice_overdue', `invoice_overdue:${event.invoiceId}`);
  },

  /**
   * A quote drafted: the project's client side, who accept it alike. A version replaced or accepted before the
   * fan-out tells nobody.
   */
  async quote_drafted(tx, event) {
    const [quote] = await rows<ProjectOfNotice>(
      tx,
      sql`select p.id as project_id, p.client_id, p.organisation_id, p.title
          from project_quotes q join projects p on p.id = q.project_id
          where q.id = ${event.quoteId} and q.version = ${event.version} and q.accepted_at is null`,
    );
    return noticeToClientSide(tx, quote, 'quote_to_accept', `quote_to_accept:${quote?.project_id}`);
  },
};
