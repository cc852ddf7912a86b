import type { VerificationSubjectType } from '@escouade/contract/verification';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable, Transaction } from '../../db/client.ts';

// An organisation as a business to verify: its SIRET and its verified flag are the organisation's own columns,
// and its owners (only they) ask for it. The verification module keeps the requests and the decisions; app.ts
// gives it this kind beside the professionals'. A change of SIRET, by any statement, clears the verification
// (trigger `organisations_siret_changed`).

/** An organisation's id is a UUID: anything else names none (and never reaches a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `actor` owns the organisation `organisationId` (and may ask for it to be verified). */
async function isOwnerOf(db: Queryable, actor: Actor, organisationId: string): Promise<boolean> {
  if (!UUID.test(organisationId)) return false;
  const result = await db.execute(sql`
    select 1 from organisation_members
    where user_id = ${actor.id} and organisation_id = ${organisationId} and role = 'owner'`);
  return result.rows.length > 0;
}

/** The organisation's SIRET and since when it is verified for it; nulls for no such organisation. */
async function organisationBusinessOf(
  db: Queryable,
  organisationId: string,
): Promise<{ siret: string | null; verifiedAt: Date | null }> {
  if (!UUID.test(organisationId)) return { siret: null, verifiedAt: null };
  const result = await db.execute<{ siret: string | null; verified_at: Date | string | null }>(sql`
    select siret, verified_at from organisations where id = ${organisationId}`);
  const row = result.rows[0];
  return { siret: row?.siret ?? null, verifiedAt: row?.verified_at ? new Date(row.verified_at) : null };
}

/** The SIRET an owner asks to be verified for becomes the organisation's: another than its own unverifies it. */
async function declareOrganisationSiret(
  tx: Transaction,
  organisationId: string,
  siret: string,
): Promise<void> {
  await tx.execute(sql`
    update organisations set siret = ${siret}
    where id = ${organisationId} and siret is distinct from ${siret}`);
}

/** Marks the organisation verified, if its SIRET is still `siret`; false when it changed since the request. */
async function markOrganisationVerified(
  tx: Transaction,
  organisationId: string,
  siret: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    update organisations set verified_at = now() where id = ${organisationId} and siret = ${siret}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * The organisation as a kind of verification subject (the shape the verification module's
 * `VerificationSubjectKind` asks for; a core module does not import a feature's types, app.ts checks the fit).
 */
export const organisationSubject = {
  type: 'organisation' satisfies VerificationSubjectType,
  mayRequest: (db: Queryable, actor: Actor, subjectId: string) => isOwnerOf(db, actor, subjectId),
  businessOf: organisationBusinessOf,
  declareSiret: declareOrganisationSiret,
  markVerified: markOrganisationVerified,
  /** The legal name, for the administrators' queue. */
  nameSql: sql`(select o.legal_name from organisations o where o.id::text = v.subject_id)`,
} as const;
