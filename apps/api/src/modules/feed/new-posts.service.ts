import { NEW_POSTS_COUNT_CAP, type NewPostsCount } from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isShownTo } from '../profiles/blocks.service.ts';

// How many posts the reader has not seen yet, for the banner above the feed.

/**
 * How many posts by others, shown to the reader, were published after `since` (the newest post the reader's
 * feed shows), up to the banner's cap. The feed's timestamps are truncated to the millisecond, so "after"
 * starts one millisecond later: the post at `since` itself is never counted.
 */
export async function countNewPosts(
  db: Database,
  { readerId, since }: { readerId: string; since: string },
): Promise<NewPostsCount> {
  const reader = sql`${readerId}::text`;
  const result = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (
      select 1 from pro_posts p
      where p.created_at >= ${since}::timestamptz + interval '1 millisecond'
        and p.author_id <> ${reader} and p.hidden_at is null and ${isShownTo(reader, sql`p.author_id`)}
      limit ${NEW_POSTS_COUNT_CAP + 1}) newer`);
  return { count: Math.min(result.rows[0]?.count ?? 0, NEW_POSTS_COUNT_CAP + 1) };
}
