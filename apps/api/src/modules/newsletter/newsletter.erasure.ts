import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/** The person's address on the newsletter's list. */
export const newsletterErasure: ErasureStep = {
  name: 'newsletter: the subscription of the person’s address',
  async rows(tx, { email }) {
    await tx.execute(sql`delete from newsletter_subscriptions where email = lower(${email})`);
  },
};
