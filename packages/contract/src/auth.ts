import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_ROLES } from './constants.ts';
import { emailSchema, VALIDATION_MESSAGES } from './validation.ts';

/** A new password: at least PASSWORD_MIN_LENGTH characters (spec §5), bounded so hashing stays cheap. */
export const newPasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** The register form (`/register`): the confirmation must match; the account type is user or professional. */
export const registerFormSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required),
    role: z.enum(SIGN_UP_ROLES, { error: VALIDATION_MESSAGES.invalidOption }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The sign-in form (`/login`). */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, VALIDATION_MESSAGES.required),
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The reset request form (`/reset-password`). */
export const resetRequestFormSchema = z.object({ email: emailSchema });
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;

/** A new password and its confirmation (`/update-password`, the security page). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** `GET /api/account/password-reset/:token`: whether a reset link can still be used (it is not consumed). */
export const passwordResetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const passwordResetTokenStatusSchema = z.object({ valid: z.boolean() });

/**
 * `POST /api/account/two-factor/disable`: turns two-factor authentication off with a current code instead of
 * the password (which `POST /api/auth/two-factor/disable` takes): the 6 digits of the authenticator app or
 * one of the backup codes. Spaces are ignored.
 */
export const disableTwoFactorWithCodeInputSchema = z.object({
  code: z
    .string({ error: VALIDATION_MESSAGES.required })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().min(1, VALIDATION_MESSAGES.required).max(64, VALIDATION_MESSAGES.tooLong)),
});
export type DisableTwoFactorWithCodeInput = z.infer<typeof disableTwoFactorWithCodeInputSchema>;

/**
 * Codes the authentication endpoints (`/api/auth/*`, Better Auth) return, which the UI translates. Better Auth
 * defines most of them; ours are PASSWORD_TOO_COMMON and ROLE_NOT_ALLOWED.
 */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'ROLE_NOT_ALLOWED',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'BANNED_USER',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
  'EMAIL_ALREADY_VERIFIED',
  'SESSION_EXPIRED',
  'INVALID_ORIGIN',
  'MISSING_OR_NULL_ORIGIN',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
