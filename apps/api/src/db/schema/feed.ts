import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { tsvector } from './search.ts';

export const proPosts = pgTable(
  'pro_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the author last changed the text; its earlier versions are in pro_post_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set when enough different members reported it: hidden from members until a moderator decides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Kept by triggers on pro_post_likes and pro_post_comments (migration 0002): the feed reads, never counts. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The language the text is written in ('fr' or 'en'), detected when it is written: how search stems it. */
    language: text('language').notNull().default('fr'),
    /**
     * What search matches (`search_document`): the text stemmed in its language and its words as written, accents
     * folded, a mention reduced to the name it shows. Kept by the database from `content` and `language`.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`search_document(regexp_replace(content, '@\\[([^]\\n]{1,100})\\]\\([A-Za-z0-9_-]{1,64}\\)', '\\1', 'g'), language)`,
      ),
  },
  (t) => [
    check('pro_posts_content_check', sql`length(trim(${t.content})) between 1 and 5000`),
    check('pro_posts_language_check', sql`${t.language} in ('fr', 'en')`),
    // Keyset pagination walks (created_at, id) backwards: a plain ascending index serves it read in reverse.
    // (A DESC index would need NULLS FIRST to match `order by ... desc`; drizzle writes NULLS LAST.)
    index('pro_posts_created_at_id_idx').on(t.createdAt, t.id),
    index('pro_posts_author_created_at_idx').on(t.authorId, t.createdAt),
    index('pro_posts_search_idx').using('gin', t.searchVector),
    // The sweep of orphaned files asks which stored images a post still shows.
    index('pro_posts_image_url_idx')
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} is not null`),
  ],
);

export const proPostLikes = pgTable(
  'pro_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => proPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('pro_post_likes_user_id_idx').on(t.userId)],
);

export const proPostComments = pgTable(
  'pro_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => proPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the author last changed the text; its earlier versions are in pro_comment_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set when enough different members reported it: hidden from members until a moderator decides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    check('pro_post_comments_content_check', sql`length(trim(${t.content})) between 1 and 2000`),
    index('pro_post_comments_post_created_at_idx').on(t.postId, t.createdAt, t.id),
    index('pro_post_comments_user_id_idx').on(t.userId),
  ],
);

/**
 * The earlier versions of an edited post, so that an edit cannot rewrite a conversation: each row is a text
 * as it read from `written_at` (the post's creation or a previous edit) until `replaced_at`.
 */
export const proPostRevisions = pgTable(
  'pro_post_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => proPosts.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_post_revisions_post_idx').on(t.postId, t.replacedAt)],
);

/** The earlier versions of an edited comment (see pro_post_revisions). */
export const proCommentRevisions = pgTable(
  'pro_comment_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => proPostComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pro_comment_revisions_comment_idx').on(t.commentId, t.replacedAt)],
);
