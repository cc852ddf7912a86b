import type { RegisterForm as RegisterFormValues } from '@escouade/contract/auth';
import { SIGN_UP_ROLES } from '@escouade/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { AuthRequestError, getAuthMessageCode, sessionQueryKey } from '../../../lib/auth-session';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ResendVerification } from './resend-verification';

const resolver = lazyResolver<RegisterFormValues>(() =>
  import('./register-resolver').then((module) => module.registerResolver),
);

const EMPTY_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'user',
};

/** Server codes shown on a field rather than above the button. */
const FIELD_OF_CODE: Partial<Record<string, keyof RegisterFormValues>> = {
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  ROLE_NOT_ALLOWED: 'role',
};

/** The server checks the names again: its first refusal of one shows on that field, in the form's words. */
function nameIssueOf(error: unknown): { field: 'firstName' | 'lastName'; message: string } | undefined {
  if (!(error instanceof AuthRequestError) || error.code !== 'VALIDATION_FAILED') return undefined;
  const issues = (error.details as { issues?: Array<{ path?: unknown[]; message?: unknown }> } | undefined)
    ?.issues;
  for (const issue of issues ?? []) {
    const field = issue.path?.[0];
    if ((field === 'firstName' || field === 'lastName') && typeof issue.message === 'string') {
      return { field, message: issue.message };
    }
  }
  return undefined;
}

function describedBy(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The sign-up form. With e-mail confirmation required (the default) the fields are cleared and
 * a success panel offers to resend the mail; otherwise the session exists and the auth layout moves on.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation(['authPage', 'auth', 'authErrors', 'validation']);
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const roleHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY_VALUES });
  // The chosen type's description, the one the admin's role picker gives too.
  const role = useWatch({ control, name: 'role' });

  useLayoutEffect(() => {
    if (registeredEmail) successRef.current?.focus();
  }, [registeredEmail]);

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password, role }) => {
    setFailure(null);
    setRegisteredEmail(null);
    try {
      const result = await signUp.mutateAsync({
        firstName,
        lastName,
        email,
        password,
        role,
        locale: getCurrentLanguage(i18n),
      });
      if (result.token) {
        await queryClient.refetchQueries({ queryKey: sessionQueryKey });
        return;
      }
      reset(EMPTY_VALUES);
      setRegisteredEmail(email);
    } catch (error) {
      const nameIssue = nameIssueOf(error);
      if (nameIssue) {
        setError(nameIssue.field, { message: nameIssue.message }, { shouldFocus: true });
        return;
      }
      const code = getAuthMessageCode(error);
      const field = code ? FIELD_OF_CODE[code] : undefined;
      if (code && field) setError(field, { message: toServerFieldMessage(code) }, { shouldFocus: true });
      else setFailure(error);
    }
  });

  const fieldError = (field: keyof RegisterFormValues) => translateFieldError(t, errors[field]?.message);

  return (
    <div className="flex flex-col gap-6">
      {registeredEmail && (
        <FormAlert ref={successRef} tone="success">
          <p className="font-semibold">{t('register.success')}</p>
          <p className="mt-1 text-ink-muted">{t('register.sentTo', { email: registeredEmail })}</p>
          <div className="mt-3">
            <ResendVerification email={registeredEmail} startWithCooldown />
          </div>
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit} onFocusCapture={resolver.preload} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('auth:firstName')} error={fieldError('firstName')}>
            {(control) => (
              <input
                {...control}
                {...register('firstName')}
                type="text"
                autoComplete="given-name"
                aria-required="true"
                className={fieldControlClasses}
              />
            )}
          </FormField>
          <FormField label={t('auth:lastName')} error={fieldError('lastName')}>
            {(control) => (
              <input
                {...control}
                {...register('lastName')}
                type="text"
                autoComplete="family-name"
                aria-required="true"
                className={fieldControlClasses}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('auth:email')} error={fieldError('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              aria-required="true"
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <NewPasswordFields
          labels={{ password: t('auth:password'), confirmation: t('auth:confirmPassword') }}
          errors={{ password: fieldError('password'), confirmation: fieldError('confirmPassword') }}
          registerPassword={() => register('password')}
          registerConfirmation={() => register('confirmPassword')}
        />
        <FormField label={t('auth:accountType')} error={fieldError('role')}>
          {(control) => (
            <>
              <select
                {...control}
                {...register('role')}
                aria-describedby={describedBy(roleHintId, control['aria-describedby'])}
                className={fieldControlClasses}
              >
                {SIGN_UP_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`auth:accountTypes.${role}`)}
                  </option>
                ))}
              </select>
              <p id={roleHintId} aria-live="polite" className="text-ink-muted text-sm">
                {t('auth:accountTypeHelp', { description: t(`auth:accountTypeDescriptions.${role}`) })}
              </p>
            </>
          )}
        </FormField>
        {failure !== null && (
          <FormAlert tone="error">
            <p>{describeAuthFailure(t, failure, t('register.genericError'))}</p>
          </FormAlert>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </div>
  );
}
