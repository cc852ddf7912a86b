import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

// A post or a comment hidden from members while moderators review its reports (`hidden_at`), and shown again
// when they find nothing wrong. The reports module weighs the reports and the admin module decides; the feed
// writes its own rows.

export interface FeedItem {
  kind: 'post' | 'comment';
  id: string;
}

/**
 * Hides the item if it is shown and `condition` holds, read in the same statement (the caller holds the item's
 * lock, so simultaneous reports cannot both miss the threshold).
 */
export async function hideForReview(tx: Transaction, item: FeedItem, condition: SQL): Promise<void> {
  if (item.kind === 'post') {
    await tx.execute(sql`
      update pro_posts set hidden_at = now() where id = ${item.id}::uuid and hidden_at is null and ${condition}`);
  } else {
    await tx.execute(sql`
      update pro_post_comments set hidden_at = now()
      where id = ${item.id}::uuid and hidden_at is null and ${condition}`);
  }
}

/** Shows the item again: the moderators found it breaks no rule (or warned its author and kept it). */
export async function showAfterReview(tx: Transaction, item: FeedItem): Promise<void> {
  if (item.kind === 'post') {
    await tx.execute(sql`update pro_posts set hidden_at = null where id = ${item.id}::uuid`);
  } else {
    await tx.execute(sql`update pro_post_comments set hidden_at = null where id = ${item.id}::uuid`);
  }
}
