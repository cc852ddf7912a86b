import { sql } from 'drizzle-orm';
import {
  type EventRecipients,
  mentionDrafts,
  type NotificationDraft,
  nothing,
  notify,
  rows,
} from '../events/recipients.ts';
import { clientSideIds } from '../organisations/client-side.ts';
import { acceptedMemberIds } from '../projects/project-access.ts';
import { loadProject } from '../projects/project-record.ts';
import { loadProposal, peopleOfProposal } from './proposal-thread.service.ts';

/**
 * Who hears of a message in a project's thread, a milestone delivered or answered, a mention in the thread. The
 * client's part reaches the whole client side: the creator and the members of the project's organisation.
 */
export const plansRecipients: EventRecipients = {
  async thread_message_posted(tx, event) {
    const project = await loadProject(tx, event.projectId);
    const [message] = await rows<{ id: string }>(
      tx,
      sql`select id from project_thread_messages where id = ${event.messageId}`,
    );
    if (!project || !message) return nothing;
    // The client side and the members: the people who read and write the project's thread.
    const members = await acceptedMemberIds(tx, event.projectId);
    const people = [...new Set([...(await clientSideIds(tx, project)), ...members])];
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
  },
  /**
   * A message in a proposal's conversation: the proposal's other people hear of it (the author's own side
   * included: the team's other members read what one of them asked); those it mentions, of the mention.
   */
  async proposal_message_posted(tx, event) {
    const proposal = await loadProposal(tx, event.proposalId);
    const [message] = await rows<{ id: string }>(
      tx,
      sql`select id from proposal_thread_messages where id = ${event.messageId}`,
    );
    if (!proposal || !message) return nothing;
    const everyone = new Set([
      ...(await peopleOfProposal(tx, proposal)),
      ...(await clientSideIds(tx, proposal)),
    ]);
    const people = [...everyone].filter((id) => id !== event.authorId);
    const mentioned = new Set(event.mentionedIds.filter((id) => people.includes(id)));
    const drafts: NotificationDraft[] = people.map((recipientId) =>
      mentioned.has(recipientId)
        ? {
            recipientId,
            type: 'mention',
            groupKey: `mention:${event.messageId}`,
            actorId: event.authorId,
            proposalId: proposal.id,
            subject: proposal.title,
          }
        : {
            recipientId,
            type: 'proposal_message',
            groupKey: `proposal_message:${proposal.id}`,
            actorId: event.authorId,
            proposalId: proposal.id,
            subject: proposal.title,
          },
    );
    return notify(...drafts);
  },
  async milestone_delivered(tx, event, eventId) {
    const [milestone] = await rows<{
      title: string;
      client_id: string | null;
      organisation_id: string | null;
    }>(
      tx,
      sql`select m.title, p.client_id, p.organisation_id from project_milestones m
          join projects p on p.id = m.project_id where m.id = ${event.milestoneId}`,
    );
    if (!milestone) return nothing;
    return notify(
      ...(await clientSideIds(tx, milestone)).map((recipientId): NotificationDraft => ({
        recipientId,
        type: 'milestone_delivered',
        groupKey: `milestone_delivered:${eventId}`,
        actorId: event.memberId,
        projectId: event.projectId,
        subject: milestone.title,
      })),
    );
  },
  async milestone_answered(tx, event, eventId) {
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
  },
  /** A mention in a project's thread (one in a post or a comment is the feed's). */
  async mentioned(tx, event) {
    if (event.userIds.length === 0 || !(event.messageId && event.projectId)) return nothing;
    const [message] = await rows<{ title: string }>(
      tx,
      sql`select p.title from project_thread_messages m join projects p on p.id = m.project_id
          where m.id = ${event.messageId}`,
    );
    if (!message) return nothing;
    return notify(...mentionDrafts(event, message.title));
  },
};
