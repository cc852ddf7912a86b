import { MENTION_LIMITS } from '@escouade/contract/mentions';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { type DomainEvent, DOMAIN_EVENT_TYPES, type DomainEventType } from '../events/events.ts';
import {
  type EventRecipients,
  type Fanned,
  type NotificationDraft,
  type RecipientsOf,
  rows,
} from '../events/recipients.ts';
import { isNewAccount } from '../profiles/mention-budget.ts';

export type RecipientsOfEvent = (tx: Transaction, event: DomainEvent, eventId: number) => Promise<Fanned>;

/**
 * Who hears of an event, from the parts every module gives (app.ts lists them): each part answers for the
 * events its module records, and the answers for one event add up. Then the fan-out's own rules: a mention's
 * e-mail may wait for the digest (`mentionEmailsHeld`), and nobody is notified of what they did themselves, nor
 * by someone in a block with them or whom they muted (`withoutUnwanted`). Refuses to start when a type of event
 * has no part answering for it.
 */
export function createRecipients(parts: readonly EventRecipients[]): RecipientsOfEvent {
  const byType = new Map<DomainEventType, RecipientsOf<DomainEventType>[]>();
  for (const part of parts) {
    for (const [type, recipientsOf] of Object.entries(part) as [
      DomainEventType,
      RecipientsOf<DomainEventType>,
    ][]) {
      byType.set(type, [...(byType.get(type) ?? []), recipientsOf]);
    }
  }
  const unanswered = DOMAIN_EVENT_TYPES.filter((type) => !byType.has(type));
  if (unanswered.length > 0) throw new Error(`No module says who hears of: ${unanswered.join(', ')}`);

  return async (tx, event, eventId) => {
    const fanned: Fanned = { notifications: [], live: [] };
    for (const recipientsOf of byType.get(event.type) ?? []) {
      const part = await recipientsOf(tx, event, eventId);
      fanned.notifications.push(...part.notifications);
      fanned.live.push(...part.live);
      if (part.touched) fanned.touched = [...(fanned.touched ?? []), ...part.touched];
    }
    const notifications = await withMentionEmailsHeld(tx, fanned.notifications);
    return { ...fanned, notifications: await withoutUnwanted(tx, notifications) };
  };
}

/** The mentions' lines, each marked to wait for the digest when its author may not e-mail its person at once. */
async function withMentionEmailsHeld(
  tx: Transaction,
  drafts: NotificationDraft[],
): Promise<NotificationDraft[]> {
  const mentions = drafts.filter((draft) => draft.type === 'mention' && draft.actorId !== null);
  const heldByAuthor = new Map<string, Set<string>>();
  for (const authorId of new Set(mentions.map((draft) => draft.actorId as string))) {
    const people = mentions.filter((draft) => draft.actorId === authorId).map((draft) => draft.recipientId);
    heldByAuthor.set(authorId, await mentionEmailsHeld(tx, authorId, people));
  }
  return drafts.map((draft) => {
    const held =
      draft.type === 'mention' && draft.actorId !== null ? heldByAuthor.get(draft.actorId) : undefined;
    return held ? { ...draft, holdEmail: held.has(draft.recipientId) } : draft;
  });
}

/**
 * The people a mention by `authorId` may not be e-mailed at once about:
 * - a first contact: someone who never dealt with the author, that is who does not follow them, never did
 *   anything the author was notified of (a like, a comment, a reply, a mention, a follow), and shares no
 *   project with them (as client and member, or two members). A follow by the author alone does not count:
 *   it costs a sender nothing;
 * - anyone past the author's daily budget of mentions e-mailed at once (MENTION_LIMITS `emailsPerDay`).
 * Both still see the mention in the app, and get it in their next daily digest. The fan-out runs one batch at
 * a time across instances, so the count of the author's earlier lines is exact.
 */
async function mentionEmailsHeld(tx: Transaction, authorId: string, userIds: string[]): Promise<Set<string>> {
  const author = sql`${authorId}::text`;
  const found = await rows<{ id: string; has_dealt: boolean }>(
    tx,
    sql`select r.id,
          exists (select 1 from follows f where f.follower_id = r.id and f.followed_id = ${author})
          or exists (select 1 from notification_actors a join notifications n on n.id = a.notification_id
                     where a.actor_id = r.id and n.recipient_id = ${author})
          or exists (select 1 from project_invitations i join projects p on p.id = i.project_id
                     where i.status = 'accepted'
                       and ((i.professional_id = r.id and (p.client_id = ${author}
                              or exists (select 1 from project_invitations j where j.project_id = p.id
                                         and j.status = 'accepted' and j.professional_id = ${author})))
                         or (i.professional_id = ${author} and p.client_id = r.id))) as has_dealt
        from unnest(${sql.param(userIds)}::text[]) as r (id)`,
  );
  const [usage] = await rows<{ sent: number; is_new: boolean }>(
    tx,
    sql`select (select count(*)::int from notification_actors a join notifications n on n.id = a.notification_id
                where a.actor_id = ${author} and n.type = 'mention' and not n.held_for_digest
                  and a.acted_at > now() - interval '1 day') as sent,
          ${isNewAccount} as is_new
        from "user" u where u.id = ${author}`,
  );
  const { emailsPerDay } = usage?.is_new === false ? MENTION_LIMITS.established : MENTION_LIMITS.new;
  let left = emailsPerDay - (usage?.sent ?? 0);
  const held = new Set<string>();
  for (const { id, has_dealt } of found) {
    if (has_dealt && left > 0) left -= 1;
    else held.add(id);
  }
  return held;
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
