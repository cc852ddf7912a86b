import type { LoginForm as LoginFormValues } from '@escouade/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { getAuthMessageCode, sessionQueryKey } from '../../../lib/auth-session';
import { useSignIn } from '../api/sign-in';
import { authLinkClasses } from './auth-card';
import { describeAuthFailure, translateFieldError } from '../../../lib/auth-messages';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { ResendVerification } from './resend-verification';
import { PATHS } from '@escouade/contract/paths';

const resolver = lazyResolver<LoginFormValues>(() =>
  import('./login-resolver').then((module) => module.loginResolver),
);

const EMPTY_VALUES: LoginFormValues = { email: '', password: '', rememberMe: false };

type LoginFormProps = {
  /** The account has two-factor authentication: the caller asks for the code. */
  onTwoFactorRequired: () => void;
};

/**
 * E-mail and password. On success the session is reloaded and the auth layout sends the user to
 * their home; its errors are shown above the button, with a resend link when the e-mail is not
 * confirmed yet.
 */
export function LoginForm({ onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation(['authPage', 'auth', 'authErrors', 'validation']);
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY_VALUES });

  const onSubmit = handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.twoFactorRedirect) {
        onTwoFactorRequired();
        return;
      }
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    } catch (error) {
      if (getAuthMessageCode(error) === 'EMAIL_NOT_VERIFIED') setUnconfirmedEmail(values.email);
    }
  });

  const fieldError = (field: 'email' | 'password') =>
    translateFieldError(t, errors[field]?.message, t('login.required'));

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={resolver.preload} className="flex flex-col gap-5">
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
      <FormField label={t('auth:password')} error={fieldError('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <CheckboxField label={t('auth:rememberMe')} {...register('rememberMe')} />
        <Link to={PATHS.resetPassword} className={`${authLinkClasses} text-sm`}>
          {t('login.forgotPassword')}
        </Link>
      </div>
      {signIn.isError && (
        <FormAlert tone="error">
          <p>{describeAuthFailure(t, signIn.error, t('errors.signInFailed'))}</p>
          {unconfirmedEmail && (
            <div className="mt-3">
              <ResendVerification email={unconfirmedEmail} />
            </div>
          )}
        </FormAlert>
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        <LogIn aria-hidden="true" className="size-4" />
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
