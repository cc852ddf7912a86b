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
  author: authorSchema,
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  /** The viewer wrote it (and may delete it). */
  isMine: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

/** Keyset pagination: pass `nextCursor` back as `cursor` for the following page; null means the end. */
export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(200).optional(),
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
