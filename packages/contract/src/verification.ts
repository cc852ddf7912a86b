import { z } from 'zod';
import { isSiret } from './business-identifiers.ts';
import { requiredText, VALIDATION_MESSAGES } from './validation.ts';

// Verified businesses: a professional (a freelance business) or an organisation asks to be verified with its
// SIRET and a registration document (a Kbis extract or an INSEE notice, as a PDF); an administrator approves or
// rejects the request with a reason. A subject is verified for one SIRET: changing it removes the badge.

export const VERIFICATION_SUBJECT_TYPES = ['professional', 'organisation'] as const;
export type VerificationSubjectType = (typeof VERIFICATION_SUBJECT_TYPES)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What an administrator writes to say why a request is rejected: shown to the requester as written. */
export const VERIFICATION_REASON_MAX_LENGTH = 1000;

/** A SIRET as people type it (spaces and dots between groups are dropped): 14 digits whose key holds. */
export const siretSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .transform((value) => value.replace(/[\s.\u00a0\u202f]+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
      .regex(/^\d{14}$/, { error: VALIDATION_MESSAGES.siretLength, abort: true })
      .refine(isSiret, VALIDATION_MESSAGES.siretChecksum),
  );

/** The SIRET a profile form sends: empty (none, or removed) or a valid SIRET. */
export const optionalSiretSchema = z
  .string()
  .nullable()
  .transform((value) => (value ?? '').replace(/[\s.\u00a0\u202f]+/g, ''))
  .pipe(z.union([z.literal('').transform(() => null), siretSchema]));

/** The SIRET 123 456 789 00012 printed in groups of 3, 3, 3 and 5 digits. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : siret;
}

/** The text fields of a request (a multipart form: `siret`, and the document as `document`). */
export const verificationRequestFieldsSchema = z.object({ siret: siretSchema });

export const verificationSubjectParamsSchema = z.object({
  subjectType: z.enum(VERIFICATION_SUBJECT_TYPES),
  subjectId: z.string().min(1).max(64),
});
export const verificationIdParamsSchema = z.object({ verificationId: z.uuid() });

export const verificationSchema = z.object({
  id: z.string(),
  subjectType: z.enum(VERIFICATION_SUBJECT_TYPES),
  subjectId: z.string(),
  siret: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Why it was rejected, as the administrator wrote it; null otherwise. */
  reason: z.string().nullable(),
  document: z.object({ fileName: z.string(), sizeBytes: z.number().int() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** `GET /api/verifications/:subjectType/:subjectId`: where the subject stands, and its latest request. */
export const verificationStateSchema = z.object({
  verified: z.boolean(),
  /** The SIRET the subject is verified for; null when it is not verified. */
  verifiedSiret: z.string().nullable(),
  latest: verificationSchema.nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** A request as the administrators' queue shows it. */
export const adminVerificationSchema = verificationSchema.extend({
  /** The subject's name: the professional's, or the organisation's legal name. */
  subjectName: z.string().nullable(),
  requester: z
    .object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  reviewer: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** What the business registry said of the SIRET when the request was made. */
  registry: z.object({ name: z.string(), found: z.boolean() }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const adminVerificationsQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).optional(),
  subjectType: z.enum(VERIFICATION_SUBJECT_TYPES).optional(),
  /** A name, or the digits of a SIRET. */
  q: z.string().trim().max(100).optional(),
});
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuerySchema>;

/** Pending requests first, oldest first among them (first come, first served); then the decided, newest first. */
export const adminVerificationsSchema = z.object({
  verifications: z.array(adminVerificationSchema),
  pendingCount: z.number().int(),
});
export type AdminVerifications = z.infer<typeof adminVerificationsSchema>;

export const rejectVerificationInputSchema = z.object({
  reason: requiredText(VERIFICATION_REASON_MAX_LENGTH),
});
export type RejectVerificationInput = z.infer<typeof rejectVerificationInputSchema>;

/** How many requests the queue lists at most. */
export const ADMIN_VERIFICATIONS_LIMIT = 200;
