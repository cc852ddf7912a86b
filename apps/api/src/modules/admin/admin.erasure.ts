import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/** The audit log keeps who acted and what was done, not what it said about the person acted upon. */
export const adminErasure: ErasureStep = {
  name: 'admin: what the audit log said about the person',
  async rows(tx, { id: userId }) {
    await tx.execute(sql`
      update admin_audit_log set before = null, after = null
      where (target_type = 'user' and target_id = ${userId})
        or before ->> 'authorId' = ${userId} or after ->> 'authorId' = ${userId}`);
  },
};
