import { sql } from 'drizzle-orm';
import { type EventRecipients, nothing, notify, rows } from '../events/recipients.ts';

/**
 * Who hears of a decision on a request to be verified: whoever asked, told by Escouade (no administrator is
 * named); a rejection says its reason, an approval the SIRET verified.
 */
export const verificationRecipients: EventRecipients = {
  async verification_decided(tx, event) {
    const [row] = await rows<{ requested_by: string | null; siret: string; reason: string | null }>(
      tx,
      sql`select requested_by, siret, reason from business_verifications where id = ${event.verificationId}`,
    );
    if (!row?.requested_by) return nothing;
    return notify({
      recipientId: row.requested_by,
      type: event.decision === 'approved' ? 'verification_approved' : 'verification_rejected',
      groupKey: `verification:${event.verificationId}`,
      actorId: null,
      subject: event.decision === 'approved' ? row.siret : row.reason,
    });
  },
};
