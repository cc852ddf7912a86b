import { sql } from 'drizzle-orm';
import { activeAdminIds } from '../../auth/accounts.ts';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';

/** Who hears of a follow, and of a skill someone typed that awaits review. */
export const profilesRecipients: EventRecipients = {
  async followed(tx, event) {
    const found = await rows<{ ok: number }>(
      tx,
      sql`select 1 as ok from follows where follower_id = ${event.followerId} and followed_id = ${event.followedId}`,
    );
    if (found.length === 0) return nothing;
    return notify({
      recipientId: event.followedId,
      type: 'new_follower',
      groupKey: 'new_follower',
      actorId: event.followerId,
      subject: null,
    });
  },
  async skill_proposed(tx, event) {
    const [skill] = await rows<{ name: string }>(
      tx,
      sql`select name from skills where id = ${event.skillId} and status = 'pending'`,
    );
    if (!skill) return nothing;
    const admins = await activeAdminIds(tx);
    return notify(
      ...admins.map((admin): NotificationDraft => ({
        recipientId: admin,
        type: 'skill_pending',
        groupKey: 'skill_pending',
        actorId: event.userId,
        subject: skill.name,
      })),
    );
  },
};
