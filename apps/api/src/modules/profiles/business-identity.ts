import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';

// A professional's business as Escouade knows it: the SIRET on the profile, and whether an administrator
// verified the business for it. The verification module asks through these functions; a change of SIRET, by
// any statement, clears the verification (trigger `professional_profiles_siret_changed`).

export interface ProfessionalBusiness {
  siret: string | null;
  verifiedAt: Date | null;
}

/** The SIRET and verification of a professional; nulls when they have no professional profile yet. */
export async function professionalBusinessOf(db: Queryable, userId: string): Promise<ProfessionalBusiness> {
  const result = await db.execute<{ siret: string | null; verified_at: Date | string | null }>(sql`
    select siret, verified_at from professional_profiles where id = ${userId}`);
  const row = result.rows[0];
  return {
    siret: row?.siret ?? null,
    verifiedAt: row?.verified_at ? new Date(row.verified_at) : null,
  };
}

/** The professional gives their SIRET (with a request to be verified): another than the profile's unverifies. */
export async function declareProfessionalSiret(
  tx: Transaction,
  userId: string,
  siret: string,
): Promise<void> {
  await tx.execute(sql`
    insert into professional_profiles (id, siret) values (${userId}, ${siret})
    on conflict (id) do update set siret = excluded.siret, updated_at = now()
      where professional_profiles.siret is distinct from excluded.siret`);
}

/**
 * Marks the professional's business verified, if its SIRET is still `siret`; false when it changed since (the
 * business approved would not be the one shown).
 */
export async function markProfessionalVerified(
  tx: Transaction,
  userId: string,
  siret: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    update professional_profiles set verified_at = now(), updated_at = now()
    where id = ${userId} and siret = ${siret}`);
  return (result.rowCount ?? 0) > 0;
}
