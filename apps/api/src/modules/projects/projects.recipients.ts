import { sql } from 'drizzle-orm';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';
import { clientSideIds } from '../organisations/client-side.ts';
import { acceptedMemberIds } from './project-access.ts';
import { loadProject } from './project-record.ts';

/**
 * Who hears of a seat offered or answered, a member leaving, a project cancelled. What the client hears of
 * reaches the whole client side: the creator and the members of the project's organisation.
 */
export const projectsRecipients: EventRecipients = {
  async invitation_sent(tx, event) {
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
    // Whoever of the client side offered the seat: the creator or a colleague.
    const common = {
      actorId: event.clientId ?? seat.client_id,
      projectId: seat.project_id,
      subject: seat.title,
    };
    const team = seat.replaces_id ? await acceptedMemberIds(tx, seat.project_id) : [];
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
  },
  async invitation_answered(tx, event) {
    const [seat] = await rows<{
      professional_id: string | null;
      project_id: string;
      client_id: string | null;
      organisation_id: string | null;
      title: string;
    }>(
      tx,
      sql`select i.professional_id, i.project_id, p.client_id, p.organisation_id, p.title
          from project_invitations i join projects p on p.id = i.project_id
          where i.id = ${event.invitationId}`,
    );
    if (!seat?.professional_id) return nothing;
    const type = event.answer === 'accepted' ? 'invitation_accepted' : 'invitation_declined';
    return notify(
      ...(await clientSideIds(tx, seat)).map((recipientId): NotificationDraft => ({
        recipientId,
        type,
        groupKey: `${type}:${event.invitationId}`,
        actorId: seat.professional_id,
        projectId: seat.project_id,
        subject: seat.title,
      })),
    );
  },
  async member_left(tx, event, eventId) {
    const project = await loadProject(tx, event.projectId);
    if (!project) return nothing;
    return notify(
      ...(await clientSideIds(tx, project)).map((recipientId): NotificationDraft => ({
        recipientId,
        type: 'member_left',
        groupKey: `member_left:${eventId}`,
        actorId: event.userId,
        projectId: event.projectId,
        subject: project.title,
      })),
    );
  },
  async project_cancelled(tx, event) {
    const project = await loadProject(tx, event.projectId);
    if (!project) return nothing;
    const team = await acceptedMemberIds(tx, event.projectId);
    // The professionals whose invitation the cancellation withdrew hear of it too: they were waiting on it.
    const invited = await rows<{ professional_id: string }>(
      tx,
      sql`select professional_id from project_invitations
        where project_id = ${event.projectId} and status = 'withdrawn' and professional_id is not null`,
    );
    // A cancellation by an administrator or a colleague is news to the client side as well (the fan-out leaves
    // out whoever cancelled); one that came with the client's departure has no one left there to tell.
    const client = event.clientId === null ? [] : await clientSideIds(tx, project);
    const told = [...new Set([...client, ...team, ...invited.map((row) => row.professional_id)])];
    return notify(
      ...told.map((member): NotificationDraft => ({
        recipientId: member,
        type: 'project_cancelled',
        groupKey: `project_cancelled:${event.projectId}`,
        actorId: event.clientId,
        projectId: event.projectId,
        subject: project.title,
      })),
    );
  },
};
