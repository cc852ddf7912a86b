import { sql } from 'drizzle-orm';
import {
  type EventRecipients,
  mentionDrafts,
  type NotificationDraft,
  nothing,
  notify,
  rows,
} from '../events/recipients.ts';

/** A comment notifies at most this many earlier participants of the conversation (the most recent ones). */
const MAX_CONVERSATION_RECIPIENTS = 200;

/** Who hears of a post, a like, a comment, and of a mention in a post or a comment. */
export const feedRecipients: EventRecipients = {
  async post_published(tx, event) {
    const found = await rows<{ ok: number }>(
      tx,
      sql`select 1 as ok from pro_posts where id = ${event.postId} and hidden_at is null`,
    );
    if (found.length === 0) return nothing;
    // For every stream but those of people in a block with the author or who muted them (`authorId`,
    // which the live hub reads and never sends).
    return {
      notifications: [],
      live: [{ userId: null, type: 'feed_post', data: { postId: event.postId, authorId: event.authorId } }],
    };
  },
  async post_liked(tx, event) {
    const [post] = await rows<{ author_id: string }>(
      tx,
      sql`select p.author_id from pro_posts p
          join pro_post_likes l on l.post_id = p.id and l.user_id = ${event.userId}
          where p.id = ${event.postId}`,
    );
    if (!post) return nothing;
    return notify({
      recipientId: post.author_id,
      type: 'post_liked',
      groupKey: `post_liked:${event.postId}`,
      actorId: event.userId,
      postId: event.postId,
      subject: null,
    });
  },
  async comment_posted(tx, event) {
    const [post] = await rows<{ author_id: string }>(
      tx,
      sql`select p.author_id from pro_posts p
          join pro_post_comments c on c.post_id = p.id and c.id = ${event.commentId}
          where p.id = ${event.postId}`,
    );
    if (!post) return nothing;
    const participants = await rows<{ user_id: string }>(
      tx,
      sql`select user_id from pro_post_comments
          where post_id = ${event.postId}
            and created_at < (select created_at from pro_post_comments where id = ${event.commentId})
            and user_id <> ${post.author_id} and user_id <> ${event.userId}
          group by user_id order by max(created_at) desc limit ${MAX_CONVERSATION_RECIPIENTS}`,
    );
    const common = {
      actorId: event.userId,
      postId: event.postId,
      commentId: event.commentId,
      subject: null,
    };
    return notify(
      {
        ...common,
        recipientId: post.author_id,
        type: 'post_commented',
        groupKey: `post_commented:${event.postId}`,
      },
      ...participants.map((participant): NotificationDraft => ({
        ...common,
        recipientId: participant.user_id,
        type: 'comment_reply',
        groupKey: `comment_reply:${event.postId}`,
      })),
    );
  },
  /** A mention in a post or a comment (one in a project's thread is the plans'). */
  async mentioned(tx, event) {
    if (event.userIds.length === 0 || (event.messageId && event.projectId) || !event.postId) return nothing;
    // A post's or a comment's words are read with the line (`sourceText`), never copied into it.
    const [post] = await rows<{ ok: number }>(
      tx,
      event.commentId
        ? sql`select 1 as ok from pro_post_comments c join pro_posts p on p.id = c.post_id
              where c.id = ${event.commentId} and p.hidden_at is null`
        : sql`select 1 as ok from pro_posts where id = ${event.postId} and hidden_at is null`,
    );
    if (!post) return nothing;
    return notify(...mentionDrafts(event, null));
  },
};
