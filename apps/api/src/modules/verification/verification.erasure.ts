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

/**
 * An organisation that goes with its last member (the organisations' step, which runs before this one) takes
 * its requests and their documents with it: a registration document names the company's officers. The files
 * are read before any row goes, while the person is still its only member.
 */
export const organisationVerificationsErasure: ErasureStep = {
  name: 'verification: the requests of an organisation that goes with its last member',
  async files(tx, userId) {
    const documents = await tx.execute<{ document_key: string }>(sql`
      select v.document_key from business_verifications v
      join organisation_members m on m.organisation_id::text = v.subject_id and m.user_id = ${userId}
      where v.subject_type = 'organisation' and not exists (
        select 1 from organisation_members other
        where other.organisation_id = m.organisation_id and other.user_id <> ${userId})`);
    return { objects: documents.rows.map((row) => row.document_key) };
  },
  async rows(tx) {
    await tx.execute(sql`
      delete from business_verifications v where v.subject_type = 'organisation'
        and not exists (select 1 from organisations o where o.id::text = v.subject_id)`);
  },
};
