import { z } from 'zod';
import { isSiret, isVatNumber } from './business-identifiers.ts';
import { ratingSummarySchema } from './delivery.ts';
import { emailSchema, requiredText, VALIDATION_MESSAGES } from './validation.ts';

// Client organisations: a client account belongs to at most one organisation, whose members (an owner or
// more, and members) share its projects with the same rights as the client who created each one. The owner
// edits the organisation, invites colleagues by e-mail and hands ownership over.

export const ORGANISATION_ROLES = ['owner', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

/** Size bands, by headcount, as INSEE groups companies. */
export const ORGANISATION_SIZE_BANDS = ['1', '2-9', '10-49', '50-249', '250-4999', '5000+'] as const;
export type OrganisationSizeBand = (typeof ORGANISATION_SIZE_BANDS)[number];

/** How long a colleague's invitation link stays valid. */
export const ORGANISATION_INVITATION_DAYS = 14;

/** A SIRET or a VAT number as people type it: spaces and dots between groups dropped, letters capitalised. */
const compactIdentifier = (value: string) => value.replace(/[\s.\u00a0\u202f]+/g, '').toUpperCase();

/** An organisation's SIRET: empty for none, otherwise 14 digits whose key holds. */
export const organisationSiretSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((value) => compactIdentifier(value ?? ''))
  .pipe(
    z
      .string()
      .refine((value) => value === '' || /^\d{14}$/.test(value), {
        error: VALIDATION_MESSAGES.siretLength,
        abort: true,
      })
      .refine((value) => value === '' || isSiret(value), VALIDATION_MESSAGES.siretChecksum)
      .transform((value) => value || null),
  );

/** An intra-EU VAT number: empty for none, otherwise its country's prefix and format (a French key checked). */
export const organisationVatNumberSchema = z
  .string()
  .nullable()
  .default(null)
  .transform((value) => compactIdentifier(value ?? ''))
  .pipe(
    z
      .string()
      .refine((value) => value === '' || isVatNumber(value), VALIDATION_MESSAGES.invalidVatNumber)
      .transform((value) => value || null),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION_MESSAGES.tooLong)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

export const organisationAddressSchema = z.object({
  lines: z.array(requiredText(100)).min(1).max(3),
  postcode: z.string().trim().max(20, VALIDATION_MESSAGES.tooLong).default(''),
  city: requiredText(100),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, VALIDATION_MESSAGES.invalidOption),
});
export type OrganisationAddress = z.output<typeof organisationAddressSchema>;

/** What the owner gives at creation and changes later. */
export const organisationInputSchema = z.object({
  legalName: requiredText(200),
  siret: organisationSiretSchema,
  vatNumber: organisationVatNumberSchema,
  sector: optionalText(100),
  sizeBand: z.enum(ORGANISATION_SIZE_BANDS, VALIDATION_MESSAGES.invalidOption).nullable().default(null),
  website: z
    .string()
    .trim()
    .max(300, VALIDATION_MESSAGES.tooLong)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null))
    .pipe(z.url({ protocol: /^https?$/, error: VALIDATION_MESSAGES.invalidUrl }).nullable()),
  billingAddress: organisationAddressSchema.nullable().default(null),
});
export type OrganisationInput = z.input<typeof organisationInputSchema>;

/**
 * The company a client may give at sign-up (its organisation, created with the account, which owns it): its
 * legal name, and if they wish its SIRET, VAT number, sector and size, checked as the organisation page checks
 * them. Website and billing address are given later, on the organisation page.
 */
export const signUpCompanySchema = organisationInputSchema.pick({
  legalName: true,
  siret: true,
  vatNumber: true,
  sector: true,
  sizeBand: true,
});
export type SignUpCompany = z.output<typeof signUpCompanySchema>;

export const organisationIdParamsSchema = z.object({ organisationId: z.uuid() });
export const organisationMemberParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const organisationSchema = z.object({
  id: z.string(),
  legalName: z.string(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  sector: z.string().nullable(),
  sizeBand: z.enum(ORGANISATION_SIZE_BANDS).nullable(),
  website: z.string().nullable(),
  billingAddress: organisationAddressSchema.nullable(),
  createdAt: z.string(),
  /** An administrator verified the organisation for its SIRET (changing the SIRET removes it). */
  verified: z.boolean(),
  /** The reader's part in it. */
  myRole: z.enum(ORGANISATION_ROLES),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ORGANISATION_ROLES),
  joinedAt: z.string(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

export const organisationMembersSchema = z.object({
  members: z.array(organisationMemberSchema),
  /** Invitations not yet accepted nor expired: the owner sees them, to invite again or wait. */
  pendingInvitations: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string() })),
});
export type OrganisationMembers = z.infer<typeof organisationMembersSchema>;

export const organisationInvitationInputSchema = z.object({ email: emailSchema });
export const organisationInvitationAcceptSchema = z.object({ token: z.string().min(16).max(200) });
export const organisationTransferInputSchema = z.object({ userId: z.string().min(1).max(64) });

/**
 * What anyone may read of an organisation: who it is, and its record as a client. Its rating is the average and
 * count of the published reviews professionals wrote of its members as clients on its projects; the reviews'
 * words stay with the people they speak of, who did not agree to have them shown publicly.
 */
export const publicOrganisationSchema = z.object({
  id: z.string(),
  legalName: z.string(),
  sector: z.string().nullable(),
  sizeBand: z.enum(ORGANISATION_SIZE_BANDS).nullable(),
  website: z.string().nullable(),
  /** An administrator verified the organisation for its SIRET: the « Vérifié » badge. */
  verified: z.boolean(),
  /** Its projects delivered through Escouade. */
  completedProjects: z.number().int(),
  rating: ratingSummarySchema,
});
export type PublicOrganisation = z.infer<typeof publicOrganisationSchema>;
