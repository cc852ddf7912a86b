import { createHash, randomBytes } from 'node:crypto';
import {
  ORGANISATION_INVITATION_DAYS,
  type Organisation,
  type OrganisationAddress,
  type OrganisationMembers,
  type OrganisationRole,
  type OrganisationSizeBand,
  type organisationInputSchema,
  type PublicOrganisation,
  type SignUpCompany,
} from '@escouade/contract/organisations';
import { organisationInvitationPath } from '@escouade/contract/paths';
import { displayName } from '@escouade/contract/people';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import { clientRecord } from '../ratings/ratings.ts';

// A client's organisation: created by a client account, which becomes its owner; colleagues join it through an
// e-mailed invitation; owners edit it, invite, remove members and hand ownership over. Every change of its
// members runs under the organisation row's lock, so that two changes (two transfers, a transfer and a
// departure) run one after the other and it never ends with no owner.

type ValidInput = z.output<typeof organisationInputSchema>;

interface OrganisationRow extends Record<string, unknown> {
  id: string;
  legal_name: string;
  siret: string | null;
  vat_number: string | null;
  sector: string | null;
  size_band: OrganisationSizeBand | null;
  website: string | null;
  billing_address: OrganisationAddress | null;
  created_at: Date | string;
  verified_at: Date | string | null;
  role: OrganisationRole;
}

const notFound = () => new AppError('ORGANISATION_NOT_FOUND', 'Organisation not found');
const ownerOnly = () =>
  new AppError('ORGANISATION_OWNER_ONLY', 'Only an owner of the organisation can do this');
const clientsOnly = () =>
  new AppError('ORGANISATION_CLIENTS_ONLY', 'Only a client account can create or join an organisation');
const alreadyInOne = () =>
  new AppError('ALREADY_IN_ORGANISATION', 'This account already belongs to an organisation');

function toOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    legalName: row.legal_name,
    siret: row.siret,
    vatNumber: row.vat_number,
    sector: row.sector,
    sizeBand: row.size_band,
    website: row.website,
    billingAddress: row.billing_address,
    createdAt: new Date(row.created_at).toISOString(),
    verified: row.verified_at !== null,
    myRole: row.role,
  };
}

/** The actor's organisation and their role in it; `lock`: the organisation row, for the caller's transaction. */
async function loadMine(
  db: Queryable,
  actor: Actor,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrganisationRow | undefined> {
  const result = await db.execute<OrganisationRow>(sql`
    select o.*, m.role from organisation_members m join organisations o on o.id = m.organisation_id
    where m.user_id = ${actor.id} ${lock ? sql`for update of o` : sql``}`);
  const row = result.rows[0];
  if (!row || !lock) return row;
  // The role read before the lock was granted may have changed by a change that held it: read it again.
  const role = await db.execute<{ role: OrganisationRole }>(sql`
    select role from organisation_members where organisation_id = ${row.id} and user_id = ${actor.id}`);
  const current = role.rows[0];
  return current ? { ...row, role: current.role } : undefined;
}

async function loadMineAsOwner(tx: Transaction, actor: Actor): Promise<OrganisationRow> {
  const mine = await loadMine(tx, actor, { lock: true });
  if (!mine) throw notFound();
  if (mine.role !== 'owner') throw ownerOnly();
  return mine;
}

/** A client account creates its organisation and becomes its owner; one organisation per account. */
export async function createOrganisation(
  db: Database,
  actor: Actor,
  input: ValidInput,
): Promise<Organisation> {
  if (actor.role !== 'user') throw clientsOnly();
  return db.transaction(async (tx) => {
    await insertOwnedOrganisation(tx, actor.id, input);
    const mine = await loadMine(tx, actor);
    if (!mine) throw notFound();
    return toOrganisation(mine);
  });
}

/**
 * The company a client gave at sign-up becomes their organisation, the new account its owner: the organisation
 * and its first owner are written in one transaction, as `createOrganisation` writes them.
 */
export async function createOrganisationAtSignUp(
  db: Database,
  userId: string,
  company: SignUpCompany,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await tx.execute<{ role: string | null }>(
      sql`select role from "user" where id = ${userId} for share`,
    );
    if (account.rows[0]?.role !== 'user') throw clientsOnly();
    await insertOwnedOrganisation(tx, userId, { ...company, website: null, billingAddress: null });
  });
}

/** Writes an organisation and its owner `userId`, who must belong to none yet. */
async function insertOwnedOrganisation(tx: Transaction, userId: string, input: ValidInput): Promise<string> {
  const existing = await tx.execute(
    sql`select 1 from organisation_members where user_id = ${userId} for update`,
  );
  if (existing.rows.length > 0) throw alreadyInOne();
  const created = await tx.execute<{ id: string }>(sql`
    insert into organisations (legal_name, siret, vat_number, sector, size_band, website, billing_address)
    values (${input.legalName}, ${input.siret}, ${input.vatNumber}, ${input.sector}, ${input.sizeBand},
      ${input.website}, ${input.billingAddress === null ? null : JSON.stringify(input.billingAddress)}::jsonb)
    returning id`);
  const id = created.rows[0]?.id;
  if (!id) throw new Error('insert into organisations returned no row');
  // The unique index on the member's account refuses a second organisation created at the same instant.
  const joined = await tx.execute(sql`
    insert into organisation_members (organisation_id, user_id, role) values (${id}, ${userId}, 'owner')
    on conflict (user_id) do nothing returning user_id`);
  if (joined.rows.length === 0) throw alreadyInOne();
  return id;
}

export async function getMyOrganisation(db: Database, actor: Actor): Promise<Organisation> {
  const mine = await loadMine(db, actor);
  if (!mine) throw notFound();
  return toOrganisation(mine);
}

/**
 * An owner changes what the organisation says of itself. Another SIRET than the one verified removes the badge
 * (the database's trigger does, whoever writes it).
 */
export async function updateMyOrganisation(
  db: Database,
  actor: Actor,
  input: ValidInput,
): Promise<Organisation> {
  return db.transaction(async (tx) => {
    const mine = await loadMineAsOwner(tx, actor);
    await tx.execute(sql`
      update organisations set legal_name = ${input.legalName}, siret = ${input.siret},
        vat_number = ${input.vatNumber}, sector = ${input.sector}, size_band = ${input.sizeBand},
        website = ${input.website},
        billing_address = ${input.billingAddress === null ? null : JSON.stringify(input.billingAddress)}::jsonb
      where id = ${mine.id}`);
    const updated = await loadMine(tx, actor);
    if (!updated) throw notFound();
    return toOrganisation(updated);
  });
}

/** The members, for every member; the invitations waiting, for its owners. */
export async function listMembers(db: Database, actor: Actor): Promise<OrganisationMembers> {
  const mine = await loadMine(db, actor);
  if (!mine) throw notFound();
  const [members, invitations] = await Promise.all([
    db.execute<{
      user_id: string;
      first_name: string | null;
      last_name: string | null;
      role: OrganisationRole;
      joined_at: Date | string;
    }>(sql`
      select m.user_id, p.first_name, p.last_name, m.role, m.joined_at
      from organisation_members m left join profiles p on p.id = m.user_id
      where m.organisation_id = ${mine.id}
      order by m.role = 'owner' desc, m.joined_at, m.user_id`),
    mine.role === 'owner'
      ? db.execute<{ id: string; email: string; expires_at: Date | string }>(sql`
          select id, email, expires_at from organisation_invitations
          where organisation_id = ${mine.id} and accepted_at is null and expires_at > now()
          order by created_at desc limit 100`)
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    members: members.rows.map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      joinedAt: new Date(row.joined_at).toISOString(),
    })),
    pendingInvitations: invitations.rows.map((row) => ({
      id: row.id,
      email: row.email,
      expiresAt: new Date(row.expires_at).toISOString(),
    })),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An owner invites a colleague by e-mail: a link that works for ORGANISATION_INVITATION_DAYS, for a signed-in
 * client account of that address. The token is kept hashed; the e-mail is in the invitee's language when
 * they have an account, in the owner's otherwise.
 */
export async function inviteColleague(
  db: Database,
  mailer: Mailer,
  { actor, email, appUrl, language }: { actor: Actor; email: string; appUrl: string; language: 'fr' | 'en' },
): Promise<{ id: string; email: string; expiresAt: string }> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const invitation = await db.transaction(async (tx) => {
    const mine = await loadMineAsOwner(tx, actor);
    const member = await tx.execute(sql`
      select 1 from organisation_members m join "user" u on u.id = m.user_id
      where m.organisation_id = ${mine.id} and lower(u.email) = ${address}`);
    if (member.rows.length > 0) throw alreadyInOne();
    const inviter = await tx.execute<{ firstName: string | null; lastName: string | null }>(
      sql`select first_name as "firstName", last_name as "lastName" from profiles where id = ${actor.id}`,
    );
    const invitee = await tx.execute<{ locale: string | null }>(
      sql`select locale from "user" where lower(email) = ${address}`,
    );
    const created = await tx.execute<{ id: string; expires_at: Date | string }>(sql`
      insert into organisation_invitations (organisation_id, email, token_hash, expires_at, invited_by)
      values (${mine.id}, ${address}, ${hashToken(token)},
        now() + make_interval(days => ${ORGANISATION_INVITATION_DAYS}), ${actor.id})
      returning id, expires_at`);
    const row = created.rows[0];
    if (!row) throw new Error('insert into organisation_invitations returned no row');
    const inviteeLocale = invitee.rows[0]?.locale;
    return {
      id: row.id,
      expiresAt: new Date(row.expires_at).toISOString(),
      organisationName: mine.legal_name,
      inviterName: displayName(inviter.rows[0]),
      locale: inviteeLocale === 'en' || inviteeLocale === 'fr' ? inviteeLocale : language,
    };
  });
  await mailer.send({
    to: address,
    locale: invitation.locale,
    template: 'organisation-invitation',
    data: {
      inviterName: invitation.inviterName,
      organisationName: invitation.organisationName,
      url: `${appUrl}${organisationInvitationPath(token)}`,
      expiresAt: invitation.expiresAt,
    },
  });
  return { id: invitation.id, email: address, expiresAt: invitation.expiresAt };
}

/**
 * A signed-in client account accepts an invitation sent to its own address, once, before it expires. Any
 * other case (an unknown token, another address, used, expired) is the same refusal: a link does not tell a
 * stranger whom it was for.
 */
export async function acceptInvitation(db: Database, actor: Actor, token: string): Promise<Organisation> {
  if (actor.role !== 'user') throw clientsOnly();
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: string; organisation_id: string; email: string }>(sql`
      select id, organisation_id, email from organisation_invitations
      where token_hash = ${hashToken(token)} and accepted_at is null and expires_at > now()
      for update`);
    const invitation = found.rows[0];
    if (!invitation || invitation.email !== actor.email.trim().toLowerCase()) {
      throw new AppError('ORGANISATION_INVITATION_INVALID', 'This invitation is not valid for this account');
    }
    await tx.execute(sql`select id from organisations where id = ${invitation.organisation_id} for update`);
    const joined = await tx.execute(sql`
      insert into organisation_members (organisation_id, user_id, role)
      values (${invitation.organisation_id}, ${actor.id}, 'member')
      on conflict do nothing returning user_id`);
    if (joined.rows.length === 0) throw alreadyInOne();
    await tx.execute(
      sql`update organisation_invitations set accepted_at = now() where id = ${invitation.id}`,
    );
    const mine = await loadMine(tx, actor);
    if (!mine) throw notFound();
    return toOrganisation(mine);
  });
}

/**
 * A member leaves (`userId` is their own), or an owner removes a member. The organisation's last owner cannot
 * go: they hand ownership over first. The organisation's projects stay with it.
 */
export async function removeMember(db: Database, actor: Actor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mine = await loadMine(tx, actor, { lock: true });
    if (!mine) throw notFound();
    if (userId !== actor.id && mine.role !== 'owner') throw ownerOnly();
    const target = await tx.execute<{ role: OrganisationRole }>(sql`
      select role from organisation_members where organisation_id = ${mine.id} and user_id = ${userId}`);
    const targetRole = target.rows[0]?.role;
    if (!targetRole) throw new AppError('ORGANISATION_MEMBER_NOT_FOUND', 'No such member');
    if (targetRole === 'owner') {
      const owners = await tx.execute<{ count: number }>(sql`
        select count(*)::int as count from organisation_members
        where organisation_id = ${mine.id} and role = 'owner'`);
      if ((owners.rows[0]?.count ?? 0) <= 1) {
        throw new AppError('ORGANISATION_LAST_OWNER', 'The last owner cannot leave the organisation');
      }
    }
    await tx.execute(sql`
      delete from organisation_members where organisation_id = ${mine.id} and user_id = ${userId}`);
  });
}

/**
 * An owner hands ownership to a member: the member becomes the owner, the actor a member. Under the
 * organisation's lock, and with the actor's role read again once it is held: of two transfers at once, the
 * second finds its author no longer an owner, and the organisation keeps exactly one owner.
 */
export async function transferOwnership(
  db: Database,
  actor: Actor,
  userId: string,
): Promise<OrganisationMembers> {
  await db.transaction(async (tx) => {
    const mine = await loadMineAsOwner(tx, actor);
    if (userId === actor.id) return;
    const promoted = await tx.execute(sql`
      update organisation_members set role = 'owner'
      where organisation_id = ${mine.id} and user_id = ${userId} returning user_id`);
    if (promoted.rows.length === 0) throw new AppError('ORGANISATION_MEMBER_NOT_FOUND', 'No such member');
    await tx.execute(sql`
      update organisation_members set role = 'member'
      where organisation_id = ${mine.id} and user_id = ${actor.id}`);
  });
  return listMembers(db, actor);
}

/**
 * What anyone may read of an organisation: its name, sector, size and website, its projects delivered on
 * Escouade, and what professionals' published reviews of its members as clients, on its projects, come to.
 */
export async function getPublicOrganisation(
  db: Database,
  organisationId: string,
): Promise<PublicOrganisation> {
  const result = await db.execute<{
    id: string;
    legal_name: string;
    sector: string | null;
    size_band: OrganisationSizeBand | null;
    website: string | null;
    verified: boolean;
  }>(sql`
    select o.id, o.legal_name, o.sector, o.size_band, o.website, o.verified_at is not null as verified
    from organisations o where o.id = ${organisationId}`);
  const row = result.rows[0];
  if (!row) throw notFound();
  const record = await clientRecord(db, { clientId: null, organisationId: row.id });
  return {
    id: row.id,
    legalName: row.legal_name,
    sector: row.sector,
    sizeBand: row.size_band,
    website: row.website,
    verified: row.verified,
    completedProjects: record.completedProjects,
    rating: record.rating,
  };
}
