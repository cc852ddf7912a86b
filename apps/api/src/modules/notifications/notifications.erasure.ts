import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';
import { dataNames } from '../events/events.ts';

/**
 * The person's notifications, and their part in others' (as an actor), go with the account; live events for
 * every stream about them (a post of theirs) go too: nothing is left to say.
 */
export const notificationsErasure: ErasureStep = {
  name: 'notifications: live events for every stream that name the person',
  async rows(tx, { id: userId }) {
    await tx.execute(sql`delete from live_events where user_id is null and ${dataNames(userId)}`);
  },
};
