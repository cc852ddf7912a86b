import {
  NOTIFICATION_NAMED_ACTORS,
  type Notification,
  type NotificationTarget,
  type NotificationType,
} from '@escouade/contract/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { type Reader, readerQuery } from '../../auth/session-reader.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { utcText, utcTextToCursorTime, utcTextToIso } from '../../db/keyset-cursor.ts';
import type { NotificationDraft } from '../events/recipients.ts';
import { excerpt } from '../events/excerpt.ts';
import { clientSideSql } from '../organisations/client-side.ts';

/**
 * Adds a draft to its recipient's notifications: a new line, or one more person on the unread line of the same
 * group (the same person twice counts once, at the time of their latest act). `isNew` says which.
 */
export async function writeNotification(
  tx: Transaction,
  draft: NotificationDraft,
  at: Date,
): Promise<{ id: string; isNew: boolean }> {
  const result = await tx.execute<{ id: string; is_new: boolean }>(sql`
    with line as (
      insert into notifications (recipient_id, type, group_key, post_id, project_id, proposal_id, subject, created_at,
                                 updated_at, held_for_digest)
      values (${draft.recipientId}, ${draft.type}, ${draft.groupKey}, ${draft.postId ?? null},
              ${draft.projectId ?? null}, ${draft.proposalId ?? null}, ${draft.subject}, ${at}, ${at},
              ${draft.holdEmail ?? false})
      on conflict (recipient_id, group_key) where read_at is null
      do update set updated_at = greatest(notifications.updated_at, excluded.updated_at),
                    subject = excluded.subject
      returning id, (xmax = 0) as is_new
    ), actor as (
      insert into notification_actors (notification_id, actor_id, comment_id, acted_at)
      select id, ${draft.actorId}, ${draft.commentId ?? null}, ${at} from line where ${draft.actorId}::text is not null
      on conflict (notification_id, actor_id)
      do update set acted_at = excluded.acted_at, comment_id = excluded.comment_id
    )
    select id, is_new from line`);
  const [line] = result.rows;
  if (!line) throw new Error('notification upsert returned no row');
  return { id: line.id, isNew: line.is_new };
}

/**
 * Whether one person behind a line still stands: not in a block with the reader nor muted by them, and, for a
 * like or a follow, not taken back since.
 */
function actorStands(reader: SQL): SQL {
  return sql`not exists (select 1 from user_blocks b
                 where (b.blocker_id = ${reader} and b.blocked_id = a.actor_id)
                    or (b.blocker_id = a.actor_id and b.blocked_id = ${reader}))
    and not exists (select 1 from user_mutes m where m.muter_id = ${reader} and m.muted_id = a.actor_id)
    and (n.type <> 'post_liked'
         or exists (select 1 from pro_post_likes l where l.post_id = n.post_id and l.user_id = a.actor_id))
    and (n.type <> 'new_follower'
         or exists (select 1 from follows f where f.follower_id = a.actor_id and f.followed_id = ${reader}))`;
}

/**
 * The lines a reader may see: their own, about a post still shown to them, a project they are still part of
 * (its client or a member of its organisation, a member or invitee), admin work while they are an admin, and with at least one person who
 * still stands behind it (a moderation notice has none, nor a project ended by its client's departure). A line about something gone simply is not listed.
 */
function visibleTo(reader: SQL): SQL {
  return sql`n.recipient_id = ${reader}
    and (n.post_id is null or exists (select 1 from pro_posts p where p.id = n.post_id
                                      and (p.hidden_at is null or p.author_id = ${reader})))
    and (n.project_id is null
         or exists (select 1 from projects pj where pj.id = n.project_id and ${clientSideSql('pj', reader)})
         or exists (select 1 from project_invitations i where i.project_id = n.project_id
                    and i.professional_id = ${reader}
                    -- An invitation withdrawn by the project's end still lets its professional read of it.
                    and (i.status in ('pending', 'accepted')
                         or (n.type = 'project_cancelled' and i.status = 'withdrawn'))))
    and (n.type not in ('report_filed', 'skill_pending')
         or exists (select 1 from "user" u where u.id = ${reader} and u.role = 'admin'))
    -- Lines no person is behind: a moderation notice, a verification decided, the agency's payout, overdue invoice
    -- or quote to accept.
    and (n.type in ('content_removed', 'verification_approved', 'verification_rejected', 'payout_recorded',
                    'invoice_overdue', 'quote_to_accept')
         -- A project ended by its client's departure names no one: the client is gone, the notice stands.
         or (n.type = 'project_cancelled'
             and not exists (select 1 from notification_actors a where a.notification_id = n.id))
         or exists (select 1 from notification_actors a where a.notification_id = n.id and ${actorStands(reader)}))`;
}

/**
 * The text a line about a post or a comment quotes, read from it (line `n`): the post liked or commented, or
 * the post or comment that mentions the reader. Never copied into the line, so that what its author edits
 * shows at once, and what they delete (or erase with their account) is nowhere in anyone's notifications.
 */
export const sourceText: SQL = sql`(case
  when n.type in ('post_liked', 'post_commented', 'comment_reply')
    then (select p.content from pro_posts p where p.id = n.post_id)
  when n.type = 'mention' and n.project_id is null then coalesce(
    (select c.content from notification_actors a join pro_post_comments c on c.id = a.comment_id
     where a.notification_id = n.id order by a.acted_at desc limit 1),
    (select p.content from pro_posts p where p.id = n.post_id and n.group_key = 'mention:' || p.id))
end)`;

interface LineRow extends Record<string, unknown> {
  id: string;
  type: NotificationType;
  subject: string | null;
  /** The words of the post or comment the line is about, as they read now (`sourceText`). */
  source_text: string | null;
  post_id: string | null;
  project_id: string | null;
  proposal_id: string | null;
  is_read: boolean;
  updated_at_utc: string;
  actor_count: number;
  actors: {
    id: string;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
    comment_id: string | null;
  }[];
}

/** A page of lines, newest activity first; `after` is the last line of the previous page. */
export async function selectNotifications(
  db: Queryable,
  query: {
    readerId: string;
    after?: { updatedAt: string; id: string };
    take: number;
    only?: NotificationSubset;
  },
): Promise<(Notification & { cursorTime: string })[]> {
  const { readerId, ...rest } = query;
  const result = await db.execute<LineRow>(notificationsQuery({ reader: sql`${readerId}::text`, ...rest }));
  return result.rows.map(toLine);
}

/**
 * A page of the reader's lines and their unread count, in one statement with the reader's session check (for
 * a reader known by a session token): the notifications page's one round trip. Undefined when the token has
 * no valid session.
 */
export async function selectNotificationsPage(
  db: Queryable,
  query: { reader: Reader; after?: { updatedAt: string; id: string }; take: number },
): Promise<{ lines: (Notification & { cursorTime: string })[]; unreadCount: number } | undefined> {
  // The count comes with every line, and alone in a row of nulls when the page is empty; no row at all
  // without a reader.
  const result = await db.execute<{ unread_count: number } & ({ id: null } | LineRow)>(sql`
    with viewer as (${readerQuery(query.reader)})
    select unread.count as unread_count, page.*
    from viewer v
    -- Counted once, not once per line: a subquery in the select list that refers to v would run for each row.
    cross join lateral (select (${unreadCountOf(sql`v.id`)}) as count) unread
    left join lateral (${notificationsQuery({ ...query, reader: sql`v.id` })}) page on true
    order by page.updated_at desc, page.id desc`);
  const [first] = result.rows;
  if (!first) return undefined;
  return {
    lines: result.rows.flatMap((row) => (row.id === null ? [] : [toLine(row as LineRow)])),
    unreadCount: first.unread_count,
  };
}

/** The lines `reader` (an SQL expression of their id) sees, newest activity first. */
function notificationsQuery({
  reader,
  after,
  take,
  only,
}: {
  reader: SQL;
  after?: { updatedAt: string; id: string };
  take: number;
  only?: NotificationSubset;
}): SQL {
  const position = after
    ? sql`and (n.updated_at, n.id) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const subset = only ? subsetOf(only) : sql``;
  return sql`
    select n.id, n.type, n.subject, ${sourceText} as source_text, n.post_id, n.project_id, n.proposal_id,
      n.read_at is not null as is_read, n.updated_at,
      ${utcText(sql`n.updated_at`)} as updated_at_utc,
      (select count(*)::int from notification_actors a where a.notification_id = n.id and ${actorStands(reader)})
        as actor_count,
      (select coalesce(json_agg(json_build_object('id', x.actor_id, 'first_name', x.first_name,
                 'last_name', x.last_name, 'avatar_url', x.avatar_url, 'comment_id', x.comment_id)
               order by x.acted_at desc), '[]'::json)
       from (select a.actor_id, a.comment_id, a.acted_at, pr.first_name, pr.last_name, pr.avatar_url
             from notification_actors a left join profiles pr on pr.id = a.actor_id
             where a.notification_id = n.id and ${actorStands(reader)}
             order by a.acted_at desc limit ${NOTIFICATION_NAMED_ACTORS}) x) as actors
    from notifications n
    where ${visibleTo(reader)} ${position} ${subset}
    order by n.updated_at desc, n.id desc
    limit ${take}`;
}

function toLine(row: LineRow): Notification & { cursorTime: string } {
  return {
    id: row.id,
    type: row.type,
    actors: row.actors.map((actor) => ({
      id: actor.id,
      firstName: actor.first_name,
      lastName: actor.last_name,
      avatarUrl: actor.avatar_url,
    })),
    actorCount: row.actor_count,
    subject: row.source_text === null ? row.subject : excerpt(row.source_text),
    target: targetOf(row),
    isRead: row.is_read,
    updatedAt: utcTextToIso(row.updated_at_utc),
    cursorTime: utcTextToCursorTime(row.updated_at_utc),
  };
}

/** For the e-mails: these lines, or the unread ones of these types that grew since a time. */
export type NotificationSubset =
  | { ids: string[] }
  /**
   * Unread lines that grew in [grownFrom, grownBefore), of the types `unreadOfTypes`, or held for the digest
   * (`held_for_digest`) and of the types `heldOfTypes`.
   */
  | {
      unreadOfTypes: NotificationType[];
      heldOfTypes: NotificationType[];
      grownFrom: Date;
      grownBefore: Date;
    };

function subsetOf(only: NotificationSubset): SQL {
  const list = (values: string[]) =>
    values.length === 0
      ? sql`(null)`
      : sql`(${sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )})`;
  return 'ids' in only
    ? sql`and n.id = any(${`{${only.ids.join(',')}}`}::uuid[])`
    : sql`and n.read_at is null
          and (n.type in ${list(only.unreadOfTypes)} or (n.held_for_digest and n.type in ${list(only.heldOfTypes)}))
          and n.updated_at >= ${only.grownFrom} and n.updated_at < ${only.grownBefore}`;
}

/** How many lines of a subset the reader sees. */
export async function countNotifications(
  db: Queryable,
  readerId: string,
  only: NotificationSubset,
): Promise<number> {
  const reader = sql`${readerId}::text`;
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from notifications n where ${visibleTo(reader)} ${subsetOf(only)}`,
  );
  return result.rows[0]?.count ?? 0;
}

/** Where a line leads, from its type and subject. */
function targetOf(row: LineRow): NotificationTarget {
  const project = (section: 'team' | 'plan' | 'thread' | 'reviews' | 'timesheets'): NotificationTarget =>
    row.project_id ? { kind: 'project', projectId: row.project_id, section } : { kind: 'none' };
  // A line about a proposal's conversation leads to it (a mention there included).
  if (row.proposal_id) return { kind: 'proposal', proposalId: row.proposal_id };
  switch (row.type) {
    case 'new_follower':
      return row.actors[0] ? { kind: 'profile', userId: row.actors[0].id } : { kind: 'none' };
    case 'mention':
      if (row.project_id) return project('thread');
      return row.post_id
        ? { kind: 'post', postId: row.post_id, commentId: row.actors[0]?.comment_id ?? null }
        : { kind: 'none' };
    case 'post_liked':
    case 'post_commented':
    case 'comment_reply':
      return row.post_id
        ? { kind: 'post', postId: row.post_id, commentId: row.actors[0]?.comment_id ?? null }
        : { kind: 'none' };
    case 'invitation_received':
    case 'invitation_accepted':
    case 'invitation_declined':
    case 'seat_refilled':
    case 'member_left':
    case 'project_cancelled':
      return project('team');
    case 'project_message':
      return project('thread');
    case 'proposal_message':
      return { kind: 'none' };
    case 'milestone_delivered':
    case 'milestone_accepted':
    case 'milestone_changes_requested':
    case 'invoice_overdue':
    case 'quote_to_accept':
      return project('plan');
    case 'review_received':
      return project('reviews');
    case 'report_filed':
      return { kind: 'admin_reports' };
    case 'skill_pending':
      return { kind: 'admin_skills' };
    case 'content_removed':
      return { kind: 'none' };
    case 'verification_approved':
    case 'verification_rejected':
      return { kind: 'verification' };
    case 'timesheet_submitted':
    case 'timesheet_approved':
    case 'timesheet_sent_back':
      return project('timesheets');
    case 'payout_recorded':
      return { kind: 'earnings' };
  }
}

/** The unread lines each reader sees, for the bell. */
/** How many lines `reader` has not read, as a scalar subquery. */
function unreadCountOf(reader: SQL): SQL {
  return sql`select count(*)::int from notifications n where n.read_at is null and ${visibleTo(reader)}`;
}

export async function unreadCounts(db: Queryable, readerIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(readerIds.map((id) => [id, 0]));
  if (readerIds.length === 0) return counts;
  const readers = sql.join(
    readerIds.map((id) => sql`(${id}::text)`),
    sql`, `,
  );
  const result = await db.execute<{ reader_id: string; unread: number }>(sql`
    select r.reader_id, (${unreadCountOf(sql`r.reader_id`)}) as unread
    from (values ${readers}) as r (reader_id)`);
  for (const row of result.rows) counts.set(row.reader_id, row.unread);
  return counts;
}
