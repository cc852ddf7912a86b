import { sql } from 'drizzle-orm';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';
import { clientSideIds } from '../organisations/client-side.ts';

/**
 * Who hears of an invoice past its due date: the project's client side (its creator and the members of its
 * organisation), in the app; the reminder e-mail, with how to pay, is the overdue reminders' own. One line per
 * invoice, which grows with each reminder while it stays unread.
 */
export const billingRecipients: EventRecipients = {
  async invoice_overdue(tx, event) {
    const [invoice] = await rows<{
      project_id: string;
      client_id: string | null;
      organisation_id: string | null;
      title: string;
    }>(
      tx,
      sql`select d.project_id, p.client_id, p.organisation_id, p.title
          from billing_documents d join projects p on p.id = d.project_id
          where d.id = ${event.invoiceId}`,
    );
    if (!invoice) return nothing;
    return notify(
      ...(await clientSideIds(tx, invoice)).map((recipientId): NotificationDraft => ({
        recipientId,
        type: 'invoice_overdue',
        groupKey: `invoice_overdue:${event.invoiceId}`,
        actorId: null,
        projectId: invoice.project_id,
        subject: invoice.title,
      })),
    );
  },

  /**
   * A quote drafted: the project's client side, who accept it alike. A version replaced or accepted before the
   * fan-out tells nobody.
   */
  async quote_drafted(tx, event) {
    const [quote] = await rows<{
      project_id: string;
      client_id: string | null;
      organisation_id: string | null;
      title: string;
    }>(
      tx,
      sql`select p.id as project_id, p.client_id, p.organisation_id, p.title
          from project_quotes q join projects p on p.id = q.project_id
          where q.id = ${event.quoteId} and q.version = ${event.version} and q.accepted_at is null`,
    );
    if (!quote) return nothing;
    return notify(
      ...(await clientSideIds(tx, quote)).map((recipientId): NotificationDraft => ({
        recipientId,
        type: 'quote_to_accept',
        groupKey: `quote_to_accept:${quote.project_id}`,
        actorId: null,
        projectId: quote.project_id,
        subject: quote.title,
      })),
    );
  },
};
