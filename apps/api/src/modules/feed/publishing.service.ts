import type { Post } from '@escouade/contract';
import { type Language, POST_MAX_LENGTH } from '@escouade/contract/constants';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type ImageStore, imageKeyOf, imageUrlOfKey } from '../../uploads/image-store.ts';
import { getPostingEligibility } from '../profiles/profiles.service.ts';
import { OUTBOX_CHANNEL, recordEventsFrom } from '../events/events.ts';
import { spendMentionBudget } from '../profiles/mention-budget.ts';
import { resolveMentions } from '../profiles/mentions.service.ts';
import { postLanguage } from './post-language.ts';
import { postNotFound } from './post-access.ts';
import { getPost } from './feed-pages.service.ts';

// A post published (with its image and its mentions) and deleted by its author or a moderator.

/** Publishing needs a complete profile and a skill (the route asks before reading an image, then the service). */
export async function assertMayPublish(db: Database, actor: Actor): Promise<void> {
  const eligibility = await getPostingEligibility(db, actor.id);
  if (!eligibility.canPost) {
    throw new AppError('POSTING_NOT_ALLOWED', 'Complete your profile and add a skill to post', {
      missing: eligibility.missing,
    });
  }
}

/** Publishing needs a complete profile and a skill; the server checks it again. */
export async function createPost(
  db: Database,
  images: ImageStore,
  {
    actor,
    content,
    image,
    language,
  }: {
    actor: Actor;
    content: string;
    image?: Buffer | undefined;
    /** The author's interface language: the post's when its words do not tell. */
    language: Language;
  },
): Promise<Post> {
  await assertMayPublish(db, actor);
  const mentions = await resolveMentions(db, content, { authorId: actor.id, maxLength: POST_MAX_LENGTH });
  const imageUrl = image ? await images.storeImage('posts', image) : null;
  // One statement: the post, the event that tells the open feeds whoever follows the author, and the one
  // that tells the people mentioned.
  const insert = (queryable: Database | Transaction) =>
    queryable.execute<{ id: string }>(sql`
      with created as (
        insert into pro_posts (author_id, content, image_url, language)
        values (${actor.id}, ${mentions.text}, ${imageUrl}, ${postLanguage(mentions.text, language)})
        returning id
      ), recorded as (
        ${recordEventsFrom('post_published', {
          data: sql`jsonb_build_object('postId', id, 'authorId', ${actor.id}::text)`,
          from: sql`created`,
        })}
      ), mentioned as (
        ${recordEventsFrom('mentioned', {
          data: sql`jsonb_build_object('postId', id, 'authorId', ${actor.id}::text,
            'userIds', ${JSON.stringify(mentions.userIds)}::jsonb)`,
          from: sql`created`,
          where: sql`${mentions.userIds.length > 0}`,
        })}
      )
      select created.id, (select pg_notify(${OUTBOX_CHANNEL}, '') from recorded) as woken from created`);
  try {
    // Mentioning people spends the author's budget with the post, under their lock.
    const result =
      mentions.userIds.length === 0
        ? await insert(db)
        : await db.transaction(async (tx) => {
            await spendMentionBudget(tx, { authorId: actor.id, userIds: mentions.userIds });
            return insert(tx);
          });
    const [created] = result.rows;
    if (!created) throw new Error('insert into pro_posts returned no row');
    return await getPost(db, created.id, actor.id);
  } catch (error) {
    await images.deleteImage(imageUrl);
    throw error;
  }
}

/** The object keys among these that a post still shows as its image (the sweep of orphaned files asks). */
export async function postImageKeysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.execute<{ image_url: string }>(sql`
    select image_url from pro_posts where image_url = any(${sql.param(keys.map(imageUrlOfKey))}::text[])`);
  return new Set(rows.rows.map((row) => imageKeyOf(row.image_url) ?? ''));
}

/** Only the author deletes a post (admins moderate through their own route); likes and comments cascade. */
export async function deletePost(
  db: Database,
  images: ImageStore,
  { actor, postId, isModeration = false }: { actor: Actor; postId: string; isModeration?: boolean },
): Promise<{ authorId: string; content: string }> {
  const deleted = await db.transaction(async (tx) => {
    const found = await tx.execute<{ author_id: string; image_url: string | null; content: string }>(
      sql`select author_id, image_url, content from pro_posts where id = ${postId} for update`,
    );
    const [post] = found.rows;
    if (!post) throw postNotFound();
    if (post.author_id !== actor.id && !isModeration) {
      throw new AppError('FORBIDDEN', 'Only the author can delete this post');
    }
    await tx.execute(sql`delete from pro_posts where id = ${postId}`);
    return post;
  });
  await images.deleteImage(deleted.image_url);
  return { authorId: deleted.author_id, content: deleted.content };
}
