import {
  commentCountSchema,
  commentIdParamsSchema,
  commentSchema,
  commentsPageSchema,
  commentsQuerySchema,
  createCommentInputSchema,
  createdCommentSchema,
  createPostInputSchema,
  editCommentInputSchema,
  editPostInputSchema,
  feedPageSchema,
  feedQuerySchema,
  likeStateSchema,
  postIdParamsSchema,
  postSchema,
  revisionsSchema,
} from '@escouade/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { ProfileCacheOption } from '../profiles/profile-changes.ts';
import type { SearchWindowCache } from './search-window-cache.ts';
import { actorOf, sessionReaderOf } from '../../auth/session.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readFormWithOptionalImage } from '../../uploads/read-image-upload.ts';
import { refuseUnread } from '../../uploads/refuse-unread.ts';
import { createWriteLimits } from '../../rate-limit/write-limit.ts';
import { parseInput } from '../../validation.ts';
import { createComment, deleteComment, listComments } from './comments.service.ts';
import { listFeed, readPost } from './feed-pages.service.ts';
import { likePost, unlikePost } from './likes.service.ts';
import { countNewPosts } from './new-posts.service.ts';
import { assertMayPublish, createPost, deletePost } from './publishing.service.ts';
import { editComment, editPost, listCommentRevisions, listPostRevisions } from './edits.service.ts';
import { createRelevanceCursorSeal } from './post-search.ts';
import { type ReaderMemory, tellReaderChanges } from './reader-memory.ts';
import { feedPageJson } from './post-json.ts';
import { newPostsCountSchema, newPostsQuerySchema } from '@escouade/contract/notifications';

const tags = ['feed'];

/** The professional feed: everything requires a session (the dashboard is for members). */
export const feedRoutes: FastifyPluginAsyncZod<
  AppContext &
    ProfileCacheOption & {
      /**
       * The match windows of recent searches, kept while this instance hears of changes; whatever changes what
       * a search finds (a post published, a text edited, a name) tells it (`changed`) once committed, for this
       * instance's next request.
       */
      searchWindows: SearchWindowCache;
      /**
       * What this instance keeps of readers and posts for the pages of kept windows; the writes here (a like, a
       * comment, an edit, a removal) tell it what they changed before their answer leaves, for the next page
       * read here; the database's notices tell the other instances.
       */
      readers: ReaderMemory;
    }
> = async (app, { db, images, guards, searchWindows, publicProfiles, readers, config, windowCounter }) => {
  app.addHook('preHandler', guards.requireSession);
  tellReaderChanges(app, readers);
  const writeLimit = createWriteLimits(windowCounter);
  const postRemovals = writeLimit('post-removal', 60);
  const likes = writeLimit('like', 60);
  const unlikes = writeLimit('unlike', 60);
  const commentRemovals = writeLimit('comment-removal', 60);
  const relevanceCursors = createRelevanceCursorSeal(config.authSecret);

  app.get(
    '',
    {
      // The page read on every dashboard visit: one round trip.
      config: { checksSessionInItsStatement: true },
      schema: {
        tags,
        summary: 'A page of the feed, newest first; `q` searches posts, authors and professions',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema },
      },
    },
    async (request, reply) => {
      const page = await listFeed(db, {
        reader: sessionReaderOf(request),
        ...request.query,
        searchWindows,
        publicProfiles,
        readers,
        relevanceCursors,
      });
      // A page made from posts kept in memory is sent as their encoded JSON, each part checked once.
      const json = feedPageJson(page);
      if (json !== undefined) return sendCheckedJson(reply, json);
      return page;
    },
  );

  app.post(
    '',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Publish (JSON `{ content }`, or multipart `content` + optional image `file`)',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: postSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // A member who may not publish is told so before a byte of their image is read.
      if (request.isMultipart()) await refuseUnread(reply, () => assertMayPublish(db, actor));
      const { fields, image } = await readFormWithOptionalImage(request);
      const { content } = parseInput(createPostInputSchema, fields);
      const post = await createPost(db, images, {
        actor,
        content,
        image,
        language: requestLanguage(request),
      });
      // Every instance hears of the post when it commits; this one before it answers, so that its author's
      // next search here finds it.
      searchWindows.changed({ kind: 'published', posts: [{ id: post.id }] });
      return reply.code(201).send(post);
    },
  );

  app.delete(
    '/:postId',
    {
      config: postRemovals.config,
      preHandler: postRemovals.accountLimit,
      schema: { tags, summary: 'Delete my post', params: postIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deletePost(db, images, { actor: actorOf(request), postId: request.params.postId });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/new-count',
    {
      schema: {
        tags,
        summary:
          'How many posts by others appeared since the newest one my feed shows (the "new posts" banner)',
        querystring: newPostsQuerySchema,
        response: { 200: newPostsCountSchema },
      },
    },
    async (request) => countNewPosts(db, { readerId: actorOf(request).id, since: request.query.since }),
  );

  app.get(
    '/:postId',
    {
      schema: {
        tags,
        summary: 'One post, for its own page (a notification’s link)',
        params: postIdParamsSchema,
        response: { 200: postSchema },
      },
    },
    async (request) => readPost(db, { postId: request.params.postId, viewerId: actorOf(request).id }),
  );

  app.patch(
    '/:postId',
    {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Edit my post’s text (the former text is kept in its history)',
        params: postIdParamsSchema,
        body: editPostInputSchema,
        response: { 200: postSchema },
      },
    },
    async (request) => {
      const { post, edited } = await editPost(db, {
        actor: actorOf(request),
        postId: request.params.postId,
        content: request.body.content,
      });
      // The windows that may hold the post are forgotten before this instance answers; the database's notice
      // tells every instance.
      if (edited) searchWindows.changed({ kind: 'edited', positions: [edited] });
      return post;
    },
  );

  app.get(
    '/:postId/revisions',
    {
      schema: {
        tags,
        summary: 'Every version of a post’s text, the current one first',
        params: postIdParamsSchema,
        response: { 200: revisionsSchema },
      },
    },
    async (request) =>
      listPostRevisions(db, { postId: request.params.postId, viewerId: actorOf(request).id }),
  );

  app.put(
    '/:postId/like',
    {
      config: likes.config,
      preHandler: likes.accountLimit,
      schema: {
        tags,
        summary: 'Like (idempotent)',
        params: postIdParamsSchema,
        response: { 200: likeStateSchema },
      },
    },
    async (request) => likePost(db, { actor: actorOf(request), postId: request.params.postId }),
  );

  app.delete(
    '/:postId/like',
    {
      config: unlikes.config,
      preHandler: unlikes.accountLimit,
      schema: {
        tags,
        summary: 'Remove my like (idempotent)',
        params: postIdParamsSchema,
        response: { 200: likeStateSchema },
      },
    },
    async (request) => unlikePost(db, { actor: actorOf(request), postId: request.params.postId }),
  );

  app.get(
    '/:postId/comments',
    {
      schema: {
        tags,
        summary: 'Comments of a post, oldest first',
        params: postIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema },
      },
    },
    async (request) =>
      listComments(db, { viewerId: actorOf(request).id, postId: request.params.postId, ...request.query }),
  );

  app.post(
    '/:postId/comments',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Comment on a post',
        params: postIdParamsSchema,
        body: createCommentInputSchema,
        response: { 201: createdCommentSchema },
      },
    },
    async (request, reply) => {
      const created = await createComment(db, {
        actor: actorOf(request),
        postId: request.params.postId,
        content: request.body.content,
      });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/:postId/comments/:commentId',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Edit my comment’s text (the former text is kept in its history)',
        params: commentIdParamsSchema,
        body: editCommentInputSchema,
        response: { 200: commentSchema },
      },
    },
    async (request) =>
      editComment(db, { actor: actorOf(request), ...request.params, content: request.body.content }),
  );

  app.get(
    '/:postId/comments/:commentId/revisions',
    {
      schema: {
        tags,
        summary: 'Every version of a comment’s text, the current one first',
        params: commentIdParamsSchema,
        response: { 200: revisionsSchema },
      },
    },
    async (request) => listCommentRevisions(db, { ...request.params, viewerId: actorOf(request).id }),
  );

  app.delete(
    '/:postId/comments/:commentId',
    {
      config: commentRemovals.config,
      preHandler: commentRemovals.accountLimit,
      schema: {
        tags,
        summary: 'Delete my comment',
        params: commentIdParamsSchema,
        response: { 200: commentCountSchema },
      },
    },
    async (request) => {
      const { commentCount } = await deleteComment(db, { actor: actorOf(request), ...request.params });
      return { commentCount };
    },
  );
};

/** Sends JSON already encoded and checked part by part (`feedPageJson`), in place of the response's own check. */
function sendCheckedJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
