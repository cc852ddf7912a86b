import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/**
 * A person's membership goes with their account (the account row's cascade). An organisation they were the last
 * owner of passes to its longest-standing member; one with no other member goes, with its invitations, and
 * its projects stay with their clients (SET NULL). Invitations sent to the person's address go too; those they
 * sent stay with the organisation, without them (SET NULL).
 */
export const organisationsErasure: ErasureStep = {
  name: 'organisations: a person’s membership, invitations to them, organisations left without members',
  async rows(tx, { id: userId, email }) {
    const memberships = await tx.execute<{ organisation_id: string; role: string }>(sql`
      select m.organisation_id, m.role from organisation_members m
      join organisations o on o.id = m.organisation_id
      where m.user_id = ${userId} for update of o`);
    for (const { organisation_id: organisationId, role } of memberships.rows) {
      await tx.execute(sql`
        delete from organisation_members where organisation_id = ${organisationId} and user_id = ${userId}`);
      if (role !== 'owner') continue;
      await tx.execute(sql`
        update organisation_members set role = 'owner'
        where organisation_id = ${organisationId} and user_id = (
          select user_id from organisation_members where organisation_id = ${organisationId}
          order by joined_at, user_id limit 1)
          and not exists (select 1 from organisation_members
                          where organisation_id = ${organisationId} and role = 'owner')`);
      await tx.execute(sql`
        delete from organisations o where o.id = ${organisationId}
          and not exists (select 1 from organisation_members m where m.organisation_id = o.id)`);
    }
    await tx.execute(sql`delete from organisation_invitations where lower(email) = lower(${email})`);
  },
};
