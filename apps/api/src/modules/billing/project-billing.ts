import {
  type BillingDetails,
  type BillingDetailsInput,
  billingDetailsInputSchema,
  type ProjectBilling,
} from '@escouade/contract/billing';
import type { BillingMode } from '@escouade/contract/timesheets';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isClientSide } from '../organisations/client-side.ts';
import {
  type OrganisationLegalIdentity,
  readOrganisationLegalIdentity,
} from '../organisations/legal-identity.ts';
import { projectNotFound } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { type Buyer, buyerSchema } from './documents/document-model.ts';
import { readAgencySettings } from './agency-settings.ts';

// A project's billing: its own fee, if any, and whom its invoices are addressed to.

interface ProjectBillingRow extends Record<string, unknown> {
  fee_percent: string | null;
  billing_mode: BillingMode;
  billing_details: BillingDetails | null;
}

async function readRow(db: Queryable, projectId: string): Promise<ProjectBillingRow | undefined> {
  const result = await db.execute<ProjectBillingRow>(sql`
    select fee_percent::text as fee_percent, billing_mode, billing_details from project_billing where project_id = ${projectId}`);
  return result.rows[0];
}

/** The project for its client or an administrator; to anyone else it does not exist. */
export async function loadForBilling(db: Queryable, actor: Actor, projectId: string): Promise<ProjectRecord> {
  const project = await loadProject(db, projectId);
  if (!project || (!isClientSide(project, actor) && actor.role !== 'admin')) throw projectNotFound();
  return project;
}

export async function getProjectBilling(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<ProjectBilling> {
  const project = await loadForBilling(db, actor, projectId);
  const [row, agency, organisationBuyer] = await Promise.all([
    readRow(db, projectId),
    readAgencySettings(db),
    readOrganisationBuyer(db, project),
  ]);
  const ownFee = row?.fee_percent === null || row?.fee_percent === undefined ? null : Number(row.fee_percent);
  return {
    billingDetails: row?.billing_details ?? null,
    organisationBuyer: organisationBuyer && {
      legalName: organisationBuyer.legalName,
      siret: organisationBuyer.siret ?? null,
      vatNumber: organisationBuyer.vatNumber ?? null,
    },
    feePercent: ownFee ?? agency.settings?.feePercent ?? null,
    hasOwnFee: ownFee !== null,
    billingMode: row?.billing_mode ?? 'fixed',
  };
}

/** The client says whom the project's invoices are addressed to; invoices already issued keep theirs. */
export async function saveBillingDetails(
  db: Queryable,
  actor: Actor,
  projectId: string,
  input: BillingDetailsInput,
): Promise<ProjectBilling> {
  const project = await loadProject(db, projectId);
  if (!project || !isClientSide(project, actor)) throw projectNotFound();
  const details = billingDetailsInputSchema.parse(input);
  const checked = buyerSchema.safeParse(toBuyerInput(details));
  if (!checked.success) {
    throw new AppError('VALIDATION_FAILED', 'The billing details do not hold', {
      issues: checked.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        code: 'custom',
        message: issue.message,
      })),
    });
  }
  await db.execute(sql`
    insert into project_billing (project_id, billing_details) values (${projectId}, ${JSON.stringify(details)}::jsonb)
    on conflict (project_id) do update set billing_details = excluded.billing_details, updated_at = now()`);
  return getProjectBilling(db, actor, projectId);
}

/** Sets the project's own fee (null: the agency's again); returns the fee before and after. */
export async function saveProjectFee(
  tx: Transaction,
  projectId: string,
  feePercent: number | null,
): Promise<{ before: number | null; after: number | null }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const before = (await readRow(tx, projectId))?.fee_percent ?? null;
  await tx.execute(sql`
    insert into project_billing (project_id, fee_percent) values (${projectId}, ${feePercent})
    on conflict (project_id) do update set fee_percent = excluded.fee_percent, updated_at = now()`);
  return { before: before === null ? null : Number(before), after: feePercent };
}

/** How the project is billed: per accepted milestone ('fixed', the default) or monthly from approved hours. */
export async function billingModeOf(db: Queryable, projectId: string): Promise<BillingMode> {
  const result = await db.execute<{ billing_mode: BillingMode }>(
    sql`select billing_mode from project_billing where project_id = ${projectId}`,
  );
  return result.rows[0]?.billing_mode ?? 'fixed';
}

/** Sets how the project is billed; returns the mode before and after. */
export async function saveBillingMode(
  tx: Transaction,
  projectId: string,
  mode: BillingMode,
): Promise<{ before: BillingMode; after: BillingMode }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const before = await billingModeOf(tx, projectId);
  await tx.execute(sql`
    insert into project_billing (project_id, billing_mode) values (${projectId}, ${mode})
    on conflict (project_id) do update set billing_mode = excluded.billing_mode, updated_at = now()`);
  return { before, after: mode };
}

/** The fee the project is billed at: its own, or the agency's. */
export async function feePercentOf(
  db: Queryable,
  projectId: string,
  agencyFeePercent: number,
): Promise<number> {
  const own = (await readRow(db, projectId))?.fee_percent;
  return own === null || own === undefined ? agencyFeePercent : Number(own);
}

function toBuyerInput(details: BillingDetails) {
  return {
    legalName: details.legalName,
    siren: details.siren ?? undefined,
    vatNumber: details.vatNumber ?? undefined,
    address: details.address,
  };
}

/**
 * The buyer of the project's invoices: the project's organisation, by its legal identity (name, SIREN and SIRET,
 * VAT number, billing address), when that makes a complete buyer (a billing address, and a SIRET for one in
 * France); otherwise the billing details the client gave on the project.
 */
export async function readBuyer(db: Queryable, project: ProjectRecord): Promise<Buyer> {
  const organisationBuyer = await readOrganisationBuyer(db, project);
  if (organisationBuyer) return organisationBuyer;
  const details = (await readRow(db, project.id))?.billing_details;
  if (!details) throw new AppError('BILLING_DETAILS_MISSING', 'The client has not given billing details');
  return buyerSchema.parse(toBuyerInput(details));
}

/** The buyer the project's organisation makes by its legal identity; null without one, or when it is incomplete. */
async function readOrganisationBuyer(db: Queryable, project: ProjectRecord): Promise<Buyer | null> {
  if (project.organisation_id === null) return null;
  const organisation = await readOrganisationLegalIdentity(db, project.organisation_id);
  const buyer = organisation && buyerSchema.safeParse(organisationBuyerInput(organisation));
  return buyer?.success ? buyer.data : null;
}

function organisationBuyerInput(organisation: OrganisationLegalIdentity) {
  const address = organisation.billingAddress;
  // A SIREN is the first nine digits of the SIRET. An organisation billed abroad carries none (the buyer's
  // rules refuse a French identifier with a foreign address), and is then named by its VAT number.
  const siret = address?.countryCode === 'FR' ? (organisation.siret ?? undefined) : undefined;
  return {
    legalName: organisation.legalName,
    siren: siret?.slice(0, 9),
    siret,
    vatNumber: organisation.vatNumber ?? undefined,
    address,
  };
}
