import { type SQL, sql } from 'drizzle-orm';
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
  /**
   * A seat offered: to a chosen team's member, or again after a decline or a departure (`replacesId`). `clientId`:
   * who offered it on the client side (absent from the events recorded before it was kept).
   */
  | { type: 'invitation_sent'; invitationId: string; clientId?: string }
  | { type: 'invitation_answered'; invitationId: string; answer: 'accepted' | 'declined' }
  | { type: 'member_left'; projectId: string; userId: string }
  | { type: 'thread_message_posted'; projectId: string; messageId: string; authorId: string }
  /** A message in a proposal's conversation, and the people of the proposal it mentions. */
  | {
      type: 'proposal_message_posted';
      proposalId: string;
      messageId: string;
      authorId: string;
      mentionedIds: string[];
    }
  | { type: 'milestone_delivered'; projectId: string; milestoneId: string; memberId: string }
  | {
      type: 'milestone_answered';
      projectId: string;
      milestoneId: string;
      answer: 'accepted' | 'changes_requested';
      clientId: string;
    }
  /**
   * `clientId`: who ended it, its client or an administrator; null when the project ended with its client's
   * departure.
   */
  | { type: 'project_cancelled'; projectId: string; clientId: string | null }
  | { type: 'reviews_published'; reviewIds: string[] }
  /** A moderator removed someone's post or comment: its opening words, since the content is gone. */
  | { type: 'content_removed'; authorId: string; kind: 'post' | 'comment'; excerpt: string }
  | { type: 'report_filed'; reportId: string }
  | { type: 'skill_proposed'; skillId: string; userId: string }
  /** An administrator approved or rejected a request to be verified as a business. */
  | { type: 'verification_decided'; verificationId: string; decision: 'approved' | 'rejected' }
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
  | { type: 'notifications_read'; userId: string }
  /** A member submitted a week of hours to the project's client. */
  | { type: 'timesheet_submitted'; timesheetId: string; projectId: string }
  /** `clientId`: who answered on the client side (absent from the events recorded before it was kept). */
  | { type: 'timesheet_answered'; timesheetId: string; answer: 'approved' | 'sent_back'; clientId?: string }
  /** The agency recorded what it paid a member for their work on a project. */
  | { type: 'payout_recorded'; payoutId: string }
  /** An invoice is past its due date and not paid: the reminder `reminderNumber` of it is due. */
  | { type: 'invoice_overdue'; invoiceId: string; reminderNumber: number }
  /** A project's quote was drafted, or drafted again, for its client to accept. */
  | { type: 'quote_drafted'; quoteId: string; version: number };

export type DomainEventType = DomainEvent['type'];

/** Every type of event, for the check that each has a module saying who hears of it. */
export const DOMAIN_EVENT_TYPES = [
  'followed',
  'post_published',
  'post_liked',
  'comment_posted',
  'invitation_sent',
  'invitation_answered',
  'member_left',
  'thread_message_posted',
  'proposal_message_posted',
  'milestone_delivered',
  'milestone_answered',
  'project_cancelled',
  'reviews_published',
  'content_removed',
  'report_filed',
  'skill_proposed',
  'verification_decided',
  'mentioned',
  'notifications_read',
  'timesheet_submitted',
  'timesheet_answered',
  'payout_recorded',
  'invoice_overdue',
  'quote_drafted',
] as const satisfies readonly DomainEventType[];
// Fails to compile when a type of DomainEvent is missing from the list.
const _everyTypeListed: [Exclude<DomainEventType, (typeof DOMAIN_EVENT_TYPES)[number]>] extends [never]
  ? true
  : never = true;

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

/**
 * The statement that records an event of `type` for each row of `from` (a table expression of the caller's own
 * statement, such as a CTE of the rows it just inserted), its data built by `data` from their columns, where
 * `where` holds: a change and its events in one round trip. Returns the ids recorded; the caller wakes the
 * fan-out with `pg_notify(OUTBOX_CHANNEL, '')` once per statement that recorded any.
 */
export function recordEventsFrom(
  type: DomainEventType,
  { data, from, where = sql`true` }: { data: SQL; from: SQL; where?: SQL },
): SQL {
  return sql`insert into event_outbox (type, data) select ${type}, ${data} from ${from} where ${where} returning id`;
}

/** Whether an event's data (or a live event's: `data` of the row read) names the person anywhere. */
export function dataNames(userId: string): SQL {
  return sql`jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', ${userId}::text))`;
}
