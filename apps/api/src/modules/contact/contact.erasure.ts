import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/** Messages sent through the contact form from the person's address. */
export const contactErasure: ErasureStep = {
  name: 'contact: messages from the person’s address',
  async rows(tx, { email }) {
    await tx.execute(sql`delete from contact_messages where lower(email) = lower(${email})`);
  },
};
