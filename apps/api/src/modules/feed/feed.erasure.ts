import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';
import { ERASED_MENTION, mentionsOf } from '../profiles/mentions.service.ts';

/**
 * The person's posts go with the account (with their likes and comments), and so do their likes and comments
 * elsewhere; their posts' images go first. Mentions of them in what others wrote, and in earlier versions of
 * it, keep their place, not the name nor the id.
 */
export const feedErasure: ErasureStep = {
  name: 'feed: post images, mentions in posts, comments and their earlier versions',
  async files(tx, userId) {
    const posts = await tx.execute<{ image_url: string }>(sql`
      select image_url from pro_posts where author_id = ${userId} and image_url is not null`);
    return { images: posts.rows.map((row) => row.image_url) };
  },
  async rows(tx, { id: userId }) {
    const { pattern, like } = mentionsOf(userId);
    await tx.execute(sql`
      update pro_posts set content = regexp_replace(content, ${pattern}, ${ERASED_MENTION}, 'g')
      where content like ${like}`);
    await tx.execute(sql`
      update pro_post_comments set content = regexp_replace(content, ${pattern}, ${ERASED_MENTION}, 'g')
      where content like ${like}`);
    await tx.execute(sql`
      update pro_post_revisions set content = regexp_replace(content, ${pattern}, ${ERASED_MENTION}, 'g')
      where content like ${like}`);
    await tx.execute(sql`
      update pro_comment_revisions set content = regexp_replace(content, ${pattern}, ${ERASED_MENTION}, 'g')
      where content like ${like}`);
  },
};
