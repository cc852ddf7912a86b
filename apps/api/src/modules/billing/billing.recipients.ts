import { sql } from 'drizzle-orm';
import { type EventRecipients, nothing, notify, rows } from '../events/recipients.ts';

/**
 * Who hears of a quote drafted: the project's client and the members of its organisation, who accept it alike. A
 * version replaced or accepted before the fan-out tells nobody.
 */
export const billingRecipients: EventRecipients = {
  async quote_drafted(tx, event) {
    const readers = await rows<{ recipient_id: string; project_id: string; title: string }>(
      tx,
      sql`select distinct r.recipient_id, p.id as project_id, p.title
          from project_quotes q join projects p on p.id = q.project_id
          cross join lateral (
            select p.client_id as recipient_id where p.client_id is not null
            union select m.user_id from organisation_members m where m.organisation_id = p.organisation_id
          ) r
          where q.id = ${event.quoteId} and q.version = ${event.version} and q.accepted_at is null`,
    );
    if (readers.length === 0) return nothing;
    return notify(
      ...readers.map((reader) => ({
        recipientId: reader.recipient_id,
        type: 'quote_to_accept' as const,
        groupKey: `quote_to_accept:${reader.project_id}`,
        actorId: null,
        projectId: reader.project_id,
        subject: reader.title,
      })),
    );
  },
};
