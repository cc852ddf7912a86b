import { z } from 'zod';
import { COMMENT_MAX_LENGTH, FEED_PAGE_SIZE, POST_MAX_LENGTH } from './constants.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

/**
 * A post's or comment's text: kept exactly as typed, but not blank once trimmed. Line breaks are
 * normalised to `\n` first: browsers send `\r\n` in forms, which would count twice against the limit.
 */
function messageText(maxLength: number) {
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .max(maxLength, VALIDATION_MESSAGES.tooLong)
        .refine((text) => text.trim().length > 0, VALIDATION_MESSAGES.required),
    );
}

export const postContentSchema = messageText(POST_MAX_LENGTH);
export const commentContentSchema = messageText(COMMENT_MAX_LENGTH);

/** `POST /api/posts`: JSON `{ content }`, or multipart with a `content` field and an optional image `file`. */
export const createPostInputSchema = z.object({ content: postContentSchema });
export type CreatePostInput = z.infer<typeof createPostInputSchema>;

export const createCommentInputSchema = z.object({ content: commentContentSchema });
export type CreateCommentInput = z.infer<typeof createCommentInputSchema>;

/** `PATCH /api/posts/:postId`: the author replaces the text (the image stays); the former text is kept. */
export const editPostInputSchema = z.object({ content: postContentSchema });
export type EditPostInput = z.infer<typeof editPostInputSchema>;

/** `PATCH /api/posts/:postId/comments/:commentId`: the author replaces the text; the former text is kept. */
export const editCommentInputSchema = z.object({ content: commentContentSchema });
export type EditCommentInput = z.infer<typeof editCommentInputSchema>;

/** Who wrote a post or a comment, as the feed shows it. */
export const authorSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profession: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const postSchema = z.object({
  id: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the author last changed the text, null if never: the earlier versions are public (`/revisions`). */
  editedAt: z.string().nullable(),
  author: authorSchema,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  /** The viewer wrote it (and may delete it). */
  isMine: z.boolean(),
  /**
   * In search results only: the words of the text the search matched, as written there ("Développeurs" for a
   * search of "developpeur"), for the reader to see them marked. Plain words, never markup.
   */
  highlights: z.array(z.string()).optional(),
});
export type Post = z.infer<typeof postSchema>;

/** How search results are ordered: best matches first (the default), or newest first. */
export const SEARCH_ORDERS = ['relevance', 'recent'] as const;
export const searchOrderSchema = z.enum(SEARCH_ORDERS);
export type SearchOrder = z.infer<typeof searchOrderSchema>;

/** Keyset pagination: pass `nextCursor` back as `cursor` for the following page; null means the end. */
export const feedQuerySchema = z.object({
  // A search's relevance cursor is signed (about 300 characters) or sealed (about 160); a plain one is about 90.
  cursor: z.string().max(512).optional(),
  q: z.string().trim().max(200).optional(),
  /** With `q` only. */
  order: searchOrderSchema.default('relevance'),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.input<typeof feedQuerySchema>;

export const feedPageSchema = z.object({ posts: z.array(postSchema), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof feedPageSchema>;

export const postIdParamsSchema = z.object({ postId: z.uuid() });
export const commentIdParamsSchema = z.object({ postId: z.uuid(), commentId: z.uuid() });

export const likeStateSchema = z.object({ likeCount: z.number().int(), likedByMe: z.boolean() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** When the author last changed the text, null if never. */
  editedAt: z.string().nullable(),
  author: authorSchema,
  isMine: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

export const createdCommentSchema = z.object({ comment: commentSchema, commentCount: z.number().int() });
export const commentCountSchema = z.object({ commentCount: z.number().int() });

/**
 * Every version of a post's or comment's text, the current one first: each with the time it was written (the
 * creation, then each edit). An edit cannot rewrite a conversation: anyone who sees the item sees its history.
 */
export const revisionSchema = z.object({ content: z.string(), writtenAt: z.string() });
export type Revision = z.infer<typeof revisionSchema>;
export const revisionsSchema = z.object({ revisions: z.array(revisionSchema) });
export type Revisions = z.infer<typeof revisionsSchema>;
