import type { NotificationType } from '@escouade/contract/notifications';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { DomainEvent, DomainEventType } from './events.ts';

// Who hears of an event: each module says it for the events it records (`<module>.recipients.ts`), reading
// its own rows at fan-out time; app.ts gives them all to the notifications' fan-out, which writes the lines,
// the live events and the e-mails, and leaves out what nobody should receive.

/** One line to add to (or grow in) a person's notifications. */
export interface NotificationDraft {
  recipientId: string;
  type: NotificationType;
  /** Drafts with the same key join one unread line. */
  groupKey: string;
  /** Who did it; null when Escouade itself did (a moderation decision). */
  actorId: string | null;
  commentId?: string | null;
  postId?: string | null;
  projectId?: string | null;
  /** A line about a proposal's conversation (its target, and it goes with the proposal). */
  proposalId?: string | null;
  /**
   * What it is about, kept with the line: a project's or a milestone's title, a skill's name, the opening words
   * of content a moderator removed. Null for a line about a post or a comment, whose words are read from it
   * each time (`sourceText`): an edit shows at once, and a deletion or an account's erasure leaves nothing.
   */
  subject: string | null;
  /** Not to be e-mailed at once, whatever the recipient chose: it waits for their daily digest. */
  holdEmail?: boolean;
}

/**
 * A live event for one person's streams, or for every stream (`userId` null); one for every stream that names
 * the person it is about (`data.authorId`) skips the people in a block with them or who muted them.
 */
export interface LiveDraft {
  userId: string | null;
  type: 'feed_post' | 'thread_message' | 'notification';
  data: Record<string, string | number>;
}

export interface Fanned {
  notifications: NotificationDraft[];
  live: LiveDraft[];
  /** People whose unread count changed without a new notification (they read some). */
  touched?: string[];
}

/**
 * Who hears of an event of type `T`, read in the fan-out's transaction: a subject deleted or undone since (a
 * like taken back, a comment deleted) produces nothing. `eventId` tells apart two events of one kind that
 * must not join one line.
 */
export type RecipientsOf<T extends DomainEventType> = (
  tx: Transaction,
  event: Extract<DomainEvent, { type: T }>,
  eventId: number,
) => Promise<Fanned>;

/**
 * A module's part: who hears of each type of event it records. Two modules may answer for one type (a mention
 * in a post, or in a project's thread): the fan-out adds up their answers.
 */
export type EventRecipients = { [T in DomainEventType]?: RecipientsOf<T> };

export const nothing: Fanned = { notifications: [], live: [] };

export function notify(...drafts: NotificationDraft[]): Fanned {
  return { notifications: drafts, live: [] };
}

export async function rows<Row extends Record<string, unknown>>(tx: Transaction, query: SQL): Promise<Row[]> {
  return (await tx.execute<Row>(query)).rows as Row[];
}

/** A line for each person mentioned, one group per text that mentions them (`subject`: the thread's project). */
export function mentionDrafts(
  event: Extract<DomainEvent, { type: 'mentioned' }>,
  subject: string | null,
): NotificationDraft[] {
  const source = event.messageId ?? event.commentId ?? event.postId;
  return event.userIds.map((userId) => ({
    recipientId: userId,
    type: 'mention',
    groupKey: `mention:${source}`,
    actorId: event.authorId,
    postId: event.postId ?? null,
    commentId: event.commentId ?? null,
    projectId: event.projectId ?? null,
    subject,
  }));
}
