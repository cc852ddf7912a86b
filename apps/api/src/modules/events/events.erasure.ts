import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';
import { dataNames } from './events.ts';

/** Events not yet turned into notifications that name the person anywhere (who acted, or who was acted upon). */
export const eventsErasure: ErasureStep = {
  name: 'events: events not yet fanned out that name the person',
  async rows(tx, { id: userId }) {
    await tx.execute(sql`delete from event_outbox where ${dataNames(userId)}`);
  },
};
