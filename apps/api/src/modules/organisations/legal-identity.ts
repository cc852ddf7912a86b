import type { OrganisationAddress } from '@escouade/contract/organisations';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** What an organisation's invoices are addressed to: its legal name, identifiers and billing address. */
export interface OrganisationLegalIdentity {
  legalName: string;
  /** Checked (14 digits, Luhn key) when it was saved. */
  siret: string | null;
  vatNumber: string | null;
  billingAddress: OrganisationAddress | null;
}

/** The legal identity of an organisation, as its owner saved it; undefined when there is no such organisation. */
export async function readOrganisationLegalIdentity(
  db: Queryable,
  organisationId: string,
): Promise<OrganisationLegalIdentity | undefined> {
  const result = await db.execute<{
    legal_name: string;
    siret: string | null;
    vat_number: string | null;
    billing_address: OrganisationAddress | null;
  }>(sql`
    select legal_name, siret, vat_number, billing_address from organisations where id = ${organisationId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    legalName: row.legal_name,
    siret: row.siret,
    vatNumber: row.vat_number,
    billingAddress: row.billing_address,
  };
}
