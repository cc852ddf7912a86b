import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_UP_ROLES } from './constants.ts';
import { ORGANISATION_SIZE_BANDS, signUpCompanySchema } from './organisations.ts';
import { PERSON_NAME_MAX_LENGTH } from './people.ts';
import { emailSchema, requiredText, VALIDATION_MESSAGES } from './validation.ts';

/** A first or last name: required, trimmed, as the profile editor asks for it. */
export const personNameSchema = requiredText(PERSON_NAME_MAX_LENGTH);

/** The names sign-up asks for (the API checks them again before the account is created). */
export const signUpNamesSchema = z.object({ firstName: personNameSchema, lastName: personNameSchema });
export type SignUpNames = z.infer<typeof signUpNamesSchema>;

/** A new password: at least PASSWORD_MIN_LENGTH characters, bounded so hashing stays cheap. */
export const newPasswordSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .min(1, VALIDATION_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.tooLong);

/** The company block of the register form, as typed (checked only when a client chooses to give it). */
export const registerCompanyFieldsSchema = z.object({
  legalName: z.string(),
  siret: z.string(),
  vatNumber: z.string(),
  sector: z.string(),
  sizeBand: z.union([z.literal(''), z.enum(ORGANISATION_SIZE_BANDS)]),
});
export type RegisterCompanyFields = z.infer<typeof registerCompanyFieldsSchema>;

/** The company block as sign-up sends it: empty fields are none. */
export function toSignUpCompany(fields: RegisterCompanyFields) {
  return {
    legalName: fields.legalName,
    siret: fields.siret || null,
    vatNumber: fields.vatNumber || null,
    sector: fields.sector || null,
    sizeBand: fields.sizeBand || null,
  };
}

/**
 * The register form (`/register`): first and last name, the confirmation must match; the account type is user
 * or professional. A client may give their company (`hasCompany`): it is checked as sign-up checks it.
 */
export const registerFormSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, VALIDATION_MESSAGES.required),
    role: z.enum(SIGN_UP_ROLES, { error: VALIDATION_MESSAGES.invalidOption }),
    hasCompany: z.boolean(),
    company: registerCompanyFieldsSchema,
  })
  .superRefine((form, context) => {
    if (form.password !== form.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: VALIDATION_MESSAGES.passwordsDoNotMatch,
      });
    }
    if (form.role !== 'user' || !form.hasCompany) return;
    const company = signUpCompanySchema.safeParse(toSignUpCompany(form.company));
    for (const issue of company.success ? [] : company.error.issues) {
      context.addIssue({ code: 'custom', path: ['company', ...issue.path], message: issue.message });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** `PUT /api/account/type`: the account type its owner switches to, one of those sign-up offers. */
export const changeAccountTypeInputSchema = z.object({
  role: z.enum(SIGN_UP_ROLES, { error: VALIDATION_MESSAGES.invalidOption }),
});
export type ChangeAccountTypeInput = z.infer<typeof changeAccountTypeInputSchema>;
export const accountTypeSchema = changeAccountTypeInputSchema;

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

export { AUTH_ERROR_CODES, AUTH_ERRORS, type AuthErrorCode } from './error-codes.ts';
