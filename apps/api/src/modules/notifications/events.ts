import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

/**
 * What happened, as the module that made it happen says it: ids only, read again when the fan-out job turns
 * the event into notifications and live events (so a subject deleted meanwhile produces nothing).
 */
export type DomainEvent =
  | { type: 'followed'; followerId: string; followedId: string }
  | { type: 'post_published'; postId: string; authorId: string }
  | { type: 'post_liked'; postId: string; userId: string }
  | { type: 'comment_posted'; postId: string; commentId: string; userId: string }
  /** A seat offered: to a chosen team's member, or again after a decline or a departure (`replacesId`). */
  | { type: 'invitation_sent'; invitationId: string }
  | { type: 'invitation_answered'; invitationId: string; answer: 'accepted' | 'declined' }
  | { type: 'member_left'; projectId: string; userId: string }
  | { type: 'thread_message_posted'; projectId: string; messageId: string; authorId: string }
  | { type: 'milestone_delivered'; projectId: string; milestoneId: string; memberId: string }
  | {
      type: 'milestone_answered';
      projectId: string;
      milestoneId: string;
      answer: 'accepted' | 'changes_requested';
      clientId: string;
    }
  | { type: 'project_cancelled'; projectId: string; clientId: string }
  | { type: 'reviews_published'; reviewIds: string[] }
  /** A moderator removed someone's post or comment: its opening words, since the content is gone. */
  | { type: 'content_removed'; authorId: string; kind: 'post' | 'comment'; excerpt: string }
  | { type: 'report_filed'; reportId: string }
  | { type: 'skill_proposed'; skillId: string; userId: string }
  /** People mentioned in a post, a comment (`commentId`) or a project message (`projectId`, `messageId`). */
  | {
      type: 'mentioned';
      authorId: string;
      userIds: string[];
      postId?: string;
      commentId?: string;
      projectId?: string;
      messageId?: string;
    }
  /** Someone read notifications in one tab: their other tabs update the bell. */
  | { type: 'notifications_read'; userId: string };

export type DomainEventType = DomainEvent['type'];

/** The channel that wakes the fan-out job of every instance when an event is committed. */
export const OUTBOX_CHANNEL = 'escouade_outbox';

/**
 * Records an event in the transaction (or statement) that made it happen: it exists exactly when the change
 * does. `pg_notify` is delivered at commit, to wake the fan-out job without waiting for its next pass.
 */
export async function recordEvent(db: Database | Transaction, event: DomainEvent): Promise<void> {
  const { type, ...data } = event;
  await db.execute(sql`
    with recorded as (
      insert into event_outbox (type, data) values (${type}, ${JSON.stringify(data)}::jsonb) returning id
    )
    select pg_notify(${OUTBOX_CHANNEL}, '') from recorded`);
}
