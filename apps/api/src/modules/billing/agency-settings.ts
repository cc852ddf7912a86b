import {
  type AgencySettings,
  type AgencySettingsResponse,
  agencySettingsInputSchema,
  type AgencySettingsInput,
} from '@escouade/contract/billing';
import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Seller, sellerSchema } from './documents/document-model.ts';

// The agency's legal identity and billing terms: one row, saved by an administrator, read by every invoice.

interface SettingsRow extends Record<string, unknown> {
  settings: AgencySettings;
  updated_at: Date | string;
}

export async function readAgencySettings(db: Queryable): Promise<AgencySettingsResponse> {
  const result = await db.execute<SettingsRow>(sql`select settings, updated_at from agency_settings`);
  const row = result.rows[0];
  return row
    ? { settings: row.settings, updatedAt: new Date(row.updated_at).toISOString() }
    : { settings: null, updatedAt: null };
}

/** The settings every invoice needs, or AGENCY_SETTINGS_MISSING before an administrator saved them. */
export async function requireAgencySettings(db: Queryable): Promise<AgencySettings> {
  const { settings } = await readAgencySettings(db);
  if (!settings) throw new AppError('AGENCY_SETTINGS_MISSING', 'The agency’s billing settings are not saved');
  return settings;
}

/**
 * Saves the settings after checking the identifiers' keys as the invoice engine does (SIREN and SIRET by Luhn,
 * the French VAT key, IBAN by mod 97): settings that save always make a valid seller. Returns them before
 * and after, for the audit log.
 */
export async function saveAgencySettings(
  tx: Transaction,
  input: AgencySettingsInput,
): Promise<{ before: AgencySettings | null; after: AgencySettingsResponse }> {
  const settings = agencySettingsInputSchema.parse(input);
  const checked = sellerSchema.safeParse(toSellerInput(settings));
  if (!checked.success) {
    throw new AppError('VALIDATION_FAILED', 'The agency’s identifiers do not hold', {
      issues: checked.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        code: 'custom',
        message: issue.message,
      })),
    });
  }
  const previous = await tx.execute<SettingsRow>(sql`select settings from agency_settings for update`);
  const saved = await tx.execute<SettingsRow>(sql`
    insert into agency_settings (id, settings, updated_at) values (true, ${JSON.stringify(settings)}::jsonb, now())
    on conflict (id) do update set settings = excluded.settings, updated_at = excluded.updated_at
    returning settings, updated_at`);
  const row = saved.rows[0] as SettingsRow;
  return {
    before: previous.rows[0]?.settings ?? null,
    after: { settings: row.settings, updatedAt: new Date(row.updated_at).toISOString() },
  };
}

function toSellerInput(settings: AgencySettings) {
  return {
    legalName: settings.legalName,
    legalForm: settings.legalForm,
    shareCapitalCents: settings.shareCapitalCents ?? undefined,
    siren: settings.siren,
    siret: settings.siret,
    vatNumber: settings.vatNumber ?? undefined,
    taxRegistrationId: settings.taxRegistrationId ?? undefined,
    rcsCity: settings.rcsCity ?? undefined,
    address: settings.address,
    iban: settings.iban,
    bic: settings.bic,
    email: settings.email,
    phone: settings.phone ?? undefined,
  };
}

/** The seller of every invoice: the agency as its settings say. */
export function sellerOf(settings: AgencySettings): Seller {
  return sellerSchema.parse(toSellerInput(settings));
}
