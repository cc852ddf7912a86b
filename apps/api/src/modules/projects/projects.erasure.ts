import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { ErasureStep } from '../../erasure.ts';
import { endDepartingClientProjects, keptByOrganisation } from './project-ending.service.ts';

/** A seat not yet answered is declined, so that the client can offer it to someone else (already at the request). */
export async function declinePendingSeats(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`
    update project_invitations set status = 'declined', responded_at = now()
    where professional_id = ${userId} and status = 'pending'`);
}

/**
 * Someone leaving Escouade, whether they delete their account (at their request) or an administrator deletes
 * it (at once, with the erasure): the seats they were offered are declined, and as a client their projects
 * still forming a team end with their proposals and pending invitations, those invited told. Nobody may join
 * a team whose client can no longer sign in. Running it twice changes nothing.
 */
export async function endDeparture(tx: Transaction, userId: string): Promise<void> {
  await declinePendingSeats(tx, userId);
  await endDepartingClientProjects(tx, userId);
}

/**
 * The departure first (a no-op when the member asked for the deletion: it ended at the request). A project
 * someone joined stays for its team, its client a former member (the client id goes null with the account), and
 * so does a project whose invitations ended with the departure: the notices its invited received point at it.
 * Its brief chat, between the client and the assistant only, goes, and so do the client's other projects.
 * Proposals keep the skills and rate each member brought, not who they were. A seat the person held stays in
 * the team's history without them (SET NULL).
 */
export const projectsErasure: ErasureStep = {
  name: 'projects: departure ended, projects nobody joined or was told of deleted, brief chats, proposals unnamed',
  async rows(tx, { id: userId }) {
    await endDeparture(tx, userId);
    // A project of an organisation another member still belongs to stays whole, its brief chat included: the
    // organisation goes on with it, its creator a former member.
    await tx.execute(sql`
      delete from projects where projects.client_id = ${userId}
        and not exists (select 1 from project_invitations i
          where i.project_id = projects.id and i.status in ('accepted', 'left', 'withdrawn'))
        and not ${keptByOrganisation(userId)}`);
    await tx.execute(sql`
      delete from project_messages where project_id in (
        select id from projects where projects.client_id = ${userId} and not ${keptByOrganisation(userId)})`);
    await tx.execute(sql`
      update project_proposals set payload = jsonb_set(payload, '{members}', (
        select coalesce(jsonb_agg(
            case when member ->> 'userId' = ${userId}
              then member || '{"userId": null, "firstName": null, "lastName": null, "avatarUrl": null, "profession": null}'::jsonb
              else member end
            order by position), '[]'::jsonb)
        from jsonb_array_elements(payload -> 'members') with ordinality as members(member, position)))
      where payload -> 'members' @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text))`);
  },
};
