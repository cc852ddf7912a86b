import { mentionsAsPlainText } from '@escouade/contract/mentions';
import type { NotificationType } from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { DomainEvent } from './events.ts';

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
  subject: string | null;
}

/** A live event for one person's streams, or for every stream (`userId` null). */
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

/** A comment notifies at most this many earlier participants of the conversation (the most recent ones). */
const MAX_CONVERSATION_RECIPIENTS = 200;
/** The opening words of a post or comment that a notification quotes. */
const EXCERPT_LENGTH = 120;

export function excerpt(text: string): string {
  const flat = mentionsAsPlainText(text).replaceAll(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

const nothing: Fanned = { notifications: [], live: [] };

/**
 * Who hears of an event, read at fan-out time: a subject deleted or undone since (a like taken back, a comment
 * deleted) produces nothing. Nobody is notified of what they did themselves, nor by someone in a block with
 * them or whom they muted (`withoutUnwanted`).
 */
export async function recipientsOf(tx: Transaction, event: DomainEvent, eventId: number): Promise<Fanned> {
  const fanned = await draftsOf(tx, event, eventId);
  return { ...fanned, notifications: await withoutUnwanted(tx, fanned.notifications) };
}

async function draftsOf(tx: Transaction, event: DomainEvent, eventId: number): Promise<Fanned> {
  switch (event.type) {
    case 'followed': {
      const found = await rows<{ ok: number }>(
        tx,
        sql`select 1 as ok from follows where follower_id = ${event.followerId} and followed_id = ${event.followedId}`,
      );
      if (found.length === 0) return nothing;
      return notify({
        recipientId: event.followedId,
        type: 'new_follower',
        groupKey: 'new_follower',
        actorId: event.followerId,
        subject: null,
      });
    }
    case 'post_published': {
      const found = await rows<{ ok: number }>(
        tx,
        sql`select 1 as ok from pro_posts where id = ${event.postId} and hidden_at is null`,
      );
      if (found.length === 0) return nothing;
      return {
        notifications: [],
        live: [{ userId: null, type: 'feed_post', data: { postId: event.postId } }],
      };
    }
    case 'post_liked': {
      const [post] = await rows<{ author_id: string; content: string }>(
        tx,
        sql`select p.author_id, p.content from pro_posts p
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
        subject: excerpt(post.content),
      });
    }
    case 'comment_posted': {
      const [post] = await rows<{ author_id: string; content: string }>(
        tx,
        sql`select p.author_id, p.content from pro_posts p
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
        subject: excerpt(post.content),
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
    }
    case 'invitation_sent': {
      const [seat] = await rows<{
        professional_id: string | null;
        project_id: string;
        replaces_id: string | null;
        client_id: string | null;
        title: string;
      }>(
        tx,
        sql`select i.professional_id, i.project_id, i.replaces_id, p.client_id, p.title
            from project_invitations i join projects p on p.id = i.project_id
            where i.id = ${event.invitationId} and i.status <> 'replaced'`,
      );
      if (!seat?.professional_id) return nothing;
      const common = { actorId: seat.client_id, projectId: seat.project_id, subject: seat.title };
      const team = seat.replaces_id ? await acceptedMembers(tx, seat.project_id) : [];
      return notify(
        {
          ...common,
          recipientId: seat.professional_id,
          type: 'invitation_received',
          groupKey: `invitation_received:${event.invitationId}`,
        },
        ...team.map((member): NotificationDraft => ({
          ...common,
          recipientId: member,
          type: 'seat_refilled',
          groupKey: `seat_refilled:${event.invitationId}`,
        })),
      );
    }
    case 'invitation_answered': {
      const [seat] = await rows<{
        professional_id: string | null;
        project_id: string;
        client_id: string | null;
        title: string;
      }>(
        tx,
        sql`select i.professional_id, i.project_id, p.client_id, p.title
            from project_invitations i join projects p on p.id = i.project_id
            where i.id = ${event.invitationId}`,
      );
      if (!seat?.client_id || !seat.professional_id) return nothing;
      const type = event.answer === 'accepted' ? 'invitation_accepted' : 'invitation_declined';
      return notify({
        recipientId: seat.client_id,
        type,
        groupKey: `${type}:${event.invitationId}`,
        actorId: seat.professional_id,
        projectId: seat.project_id,
        subject: seat.title,
      });
    }
    case 'member_left': {
      const project = await projectOf(tx, event.projectId);
      if (!project?.client_id) return nothing;
      return notify({
        recipientId: project.client_id,
        type: 'member_left',
        groupKey: `member_left:${eventId}`,
        actorId: event.userId,
        projectId: event.projectId,
        subject: project.title,
      });
    }
    case 'thread_message_posted': {
      const project = await projectOf(tx, event.projectId);
      const [message] = await rows<{ id: string }>(
        tx,
        sql`select id from project_thread_messages where id = ${event.messageId}`,
      );
      if (!project || !message) return nothing;
      const people = await participantsOf(tx, event.projectId, project.client_id);
      return {
        notifications: people.map((recipientId) => ({
          recipientId,
          type: 'project_message',
          groupKey: `project_message:${event.projectId}`,
          actorId: event.authorId,
          projectId: event.projectId,
          subject: project.title,
        })),
        live: people.map((userId) => ({
          userId,
          type: 'thread_message',
          data: { projectId: event.projectId, messageId: event.messageId },
        })),
      };
    }
    case 'milestone_delivered': {
      const [milestone] = await rows<{ title: string; client_id: string | null }>(
        tx,
        sql`select m.title, p.client_id from project_milestones m join projects p on p.id = m.project_id
            where m.id = ${event.milestoneId}`,
      );
      if (!milestone?.client_id) return nothing;
      return notify({
        recipientId: milestone.client_id,
        type: 'milestone_delivered',
        groupKey: `milestone_delivered:${eventId}`,
        actorId: event.memberId,
        projectId: event.projectId,
        subject: milestone.title,
      });
    }
    case 'milestone_answered': {
      const [milestone] = await rows<{ title: string; owner_id: string | null }>(
        tx,
        sql`select title, owner_id from project_milestones where id = ${event.milestoneId}`,
      );
      if (!milestone) return nothing;
      // The members who delivered it and the one who leads it, if still on the team.
      const concerned = await rows<{ user_id: string }>(
        tx,
        sql`select distinct i.professional_id as user_id from project_invitations i
            where i.project_id = ${event.projectId} and i.status = 'accepted'
              and (i.professional_id = ${milestone.owner_id}
                or i.professional_id in (select author_id from milestone_deliveries
                                         where milestone_id = ${event.milestoneId}))`,
      );
      const type = event.answer === 'accepted' ? 'milestone_accepted' : 'milestone_changes_requested';
      return notify(
        ...concerned.map((member): NotificationDraft => ({
          recipientId: member.user_id,
          type,
          groupKey: `${type}:${eventId}`,
          actorId: event.clientId,
          projectId: event.projectId,
          subject: milestone.title,
        })),
      );
    }
    case 'project_cancelled': {
      const project = await projectOf(tx, event.projectId);
      if (!project) return nothing;
      const team = await acceptedMembers(tx, event.projectId);
      return notify(
        ...team.map((member): NotificationDraft => ({
          recipientId: member,
          type: 'project_cancelled',
          groupKey: `project_cancelled:${event.projectId}`,
          actorId: event.clientId,
          projectId: event.projectId,
          subject: project.title,
        })),
      );
    }
    case 'reviews_published': {
      if (event.reviewIds.length === 0) return nothing;
      const reviews = await rows<{
        id: string;
        author_id: string;
        subject_id: string;
        project_id: string;
        title: string;
      }>(
        tx,
        sql`select r.id, r.author_id, r.subject_id, r.project_id, p.title
            from project_reviews r join projects p on p.id = r.project_id
            where r.id in ${sql`(${sql.join(
              event.reviewIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`} and r.published_at is not null`,
      );
      return notify(
        ...reviews.map((review): NotificationDraft => ({
          recipientId: review.subject_id,
          type: 'review_received',
          groupKey: `review_received:${review.id}`,
          actorId: review.author_id,
          projectId: review.project_id,
          subject: review.title,
        })),
      );
    }
    case 'mentioned': {
      if (event.userIds.length === 0) return nothing;
      let subject: string;
      if (event.messageId && event.projectId) {
        const [message] = await rows<{ title: string }>(
          tx,
          sql`select p.title from project_thread_messages m join projects p on p.id = m.project_id
              where m.id = ${event.messageId}`,
        );
        if (!message) return nothing;
        subject = message.title;
      } else if (event.postId) {
        const [post] = await rows<{ content: string }>(
          tx,
          event.commentId
            ? sql`select c.content from pro_post_comments c join pro_posts p on p.id = c.post_id
                  where c.id = ${event.commentId} and p.hidden_at is null`
            : sql`select content from pro_posts where id = ${event.postId} and hidden_at is null`,
        );
        if (!post) return nothing;
        subject = excerpt(post.content);
      } else {
        return nothing;
      }
      const source = event.messageId ?? event.commentId ?? event.postId;
      return notify(
        ...event.userIds.map((userId): NotificationDraft => ({
          recipientId: userId,
          type: 'mention',
          groupKey: `mention:${source}`,
          actorId: event.authorId,
          postId: event.postId ?? null,
          commentId: event.commentId ?? null,
          projectId: event.projectId ?? null,
          subject,
        })),
      );
    }
    case 'notifications_read':
      // Nothing new to tell; the fan-out sends the reader's streams their unread count.
      return { notifications: [], live: [], touched: [event.userId] };
    case 'content_removed':
      return notify({
        recipientId: event.authorId,
        type: 'content_removed',
        groupKey: `content_removed:${eventId}`,
        actorId: null,
        subject: event.excerpt,
      });
    case 'report_filed': {
      const [report] = await rows<{ reporter_id: string }>(
        tx,
        sql`select reporter_id from content_reports where id = ${event.reportId} and status = 'open'`,
      );
      if (!report) return nothing;
      const admins = await activeAdmins(tx);
      return notify(
        ...admins.map((admin): NotificationDraft => ({
          recipientId: admin,
          type: 'report_filed',
          groupKey: 'report_filed',
          actorId: report.reporter_id,
          subject: null,
        })),
      );
    }
    case 'skill_proposed': {
      const [skill] = await rows<{ name: string }>(
        tx,
        sql`select name from skills where id = ${event.skillId} and status = 'pending'`,
      );
      if (!skill) return nothing;
      const admins = await activeAdmins(tx);
      return notify(
        ...admins.map((admin): NotificationDraft => ({
          recipientId: admin,
          type: 'skill_pending',
          groupKey: 'skill_pending',
          actorId: event.userId,
          subject: skill.name,
        })),
      );
    }
  }
}

function notify(...drafts: NotificationDraft[]): Fanned {
  return { notifications: drafts, live: [] };
}

async function rows<Row extends Record<string, unknown>>(
  tx: Transaction,
  query: ReturnType<typeof sql>,
): Promise<Row[]> {
  return (await tx.execute<Row>(query)).rows as Row[];
}

async function projectOf(tx: Transaction, projectId: string) {
  const [project] = await rows<{ client_id: string | null; title: string }>(
    tx,
    sql`select client_id, title from projects where id = ${projectId}`,
  );
  return project;
}

async function acceptedMembers(tx: Transaction, projectId: string): Promise<string[]> {
  const members = await rows<{ user_id: string }>(
    tx,
    sql`select professional_id as user_id from project_invitations
        where project_id = ${projectId} and status = 'accepted' and professional_id is not null`,
  );
  return members.map((member) => member.user_id);
}

/** The client and the members: the people who read and write the project's thread. */
async function participantsOf(
  tx: Transaction,
  projectId: string,
  clientId: string | null,
): Promise<string[]> {
  const members = await acceptedMembers(tx, projectId);
  return clientId ? [clientId, ...members] : members;
}

async function activeAdmins(tx: Transaction): Promise<string[]> {
  const admins = await rows<{ id: string }>(
    tx,
    sql`select id from "user" where role = 'admin' and coalesce(banned, false) = false`,
  );
  return admins.map((admin) => admin.id);
}

/**
 * Drops the drafts nobody should receive: one's own doing, and a person in a block with the actor (either way)
 * or who muted them.
 */
async function withoutUnwanted(tx: Transaction, drafts: NotificationDraft[]): Promise<NotificationDraft[]> {
  const withActor = drafts.filter((draft) => draft.actorId !== null && draft.actorId !== draft.recipientId);
  if (withActor.length === 0) return drafts.filter((draft) => draft.actorId === null);
  const pairs = sql.join(
    withActor.map((draft) => sql`(${draft.recipientId}::text, ${draft.actorId}::text)`),
    sql`, `,
  );
  const unwanted = await rows<{ recipient_id: string; actor_id: string }>(
    tx,
    sql`select pair.recipient_id, pair.actor_id from (values ${pairs}) as pair (recipient_id, actor_id)
        where exists (select 1 from user_blocks b
                      where (b.blocker_id = pair.recipient_id and b.blocked_id = pair.actor_id)
                         or (b.blocker_id = pair.actor_id and b.blocked_id = pair.recipient_id))
           or exists (select 1 from user_mutes m
                      where m.muter_id = pair.recipient_id and m.muted_id = pair.actor_id)`,
  );
  const isUnwanted = new Set(unwanted.map((pair) => `${pair.recipient_id}|${pair.actor_id}`));
  return drafts.filter(
    (draft) =>
      draft.actorId === null ||
      (draft.actorId !== draft.recipientId && !isUnwanted.has(`${draft.recipientId}|${draft.actorId}`)),
  );
}
