import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/**
 * A professional's requests to be verified go with the account, their registration documents first. Requests
 * the person made or decided for others (an organisation's, as a member or as an administrator) stay with
 * their subject, without the person (SET NULL).
 */
export const verificationErasure: ErasureStep = {
  name: 'verification: a professional’s requests and registration documents',
  async files(tx, userId) {
    const documents = await tx.execute<{ document_key: string }>(sql`
      select document_key from business_verifications
      where subject_type = 'professional' and subject_id = ${userId}`);
    return { objects: documents.rows.map((row) => row.document_key) };
  },
  async rows(tx, { id: userId }) {
    await tx.execute(sql`
      delete from business_verifications where subject_type = 'professional' and subject_id = ${userId}`);
  },
};
