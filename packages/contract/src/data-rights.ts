import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

/** How long a data archive can be downloaded once it is ready. */
export const EXPORT_RETENTION_DAYS = 7;
/** How many archives a member may request in a day. */
export const EXPORTS_PER_DAY = 3;
/** Between a deletion request and the erasure of the account; the e-mailed link cancels it meanwhile. */
export const DELETION_GRACE_DAYS = 14;

export const DATA_EXPORT_STATUSES = ['pending', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One requested archive, as its owner sees it. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0 to 100 while it is prepared. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the archive can be downloaded (ready archives only). */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `GET /api/account/exports`: the member's archives, newest first (the last few). */
export const dataExportListSchema = z.object({ items: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportParamsSchema = z.object({ exportId: z.uuid() });

/**
 * `POST /api/account/deletion`: the current password, and a code from the authenticator app (or a backup code)
 * when two-factor authentication is on.
 */
export const requestAccountDeletionInputSchema = z.object({
  password: z
    .string({ error: VALIDATION_MESSAGES.required })
    .min(1, VALIDATION_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
  code: z
    .string()
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().max(64, VALIDATION_MESSAGES.tooLong))
    .optional(),
});
export type RequestAccountDeletionInput = z.infer<typeof requestAccountDeletionInputSchema>;

/** When the account will be erased, unless the link in the e-mail cancels it. */
export const scheduledDeletionSchema = z.object({ dueAt: z.string() });
export type ScheduledDeletion = z.infer<typeof scheduledDeletionSchema>;

/** `POST /api/account/deletion/cancel`, with the token of the e-mailed link. */
export const cancelAccountDeletionInputSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type CancelAccountDeletionInput = z.infer<typeof cancelAccountDeletionInputSchema>;
