import { type NewPasswordForm, newPasswordFormSchema } from '@escouade/contract/auth';
import { UPDATE_PASSWORD_REDIRECT_MS } from '../../../lib/interface-constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LogIn, RotateCcw } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getAuthMessageCode } from '../../../lib/auth-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePasswordResetTokenStatus } from '../api/password-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PATHS } from '@escouade/contract/paths';

const EMPTY_VALUES: NewPasswordForm = { password: '', confirmPassword: '' };
const LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);
const PASSWORD_CODES = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON']);

/** The mailed link carries `?token=`; a token in the fragment (`#token=`) is accepted too. */
function useResetToken(): string | null {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  return searchParams.get('token') || new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}

/**
 * `/update-password`: the form shows only for a link the server still accepts; after the
 * change, a success message, then the sign-in page after 3 seconds.
 */
export function UpdatePasswordPage() {
  const { t } = useTranslation('authPage');
  useDocumentTitle('updatePassword');
  const token = useResetToken();
  const tokenStatus = usePasswordResetTokenStatus(token);
  const [isLinkRefused, setIsLinkRefused] = useState(false);

  let content: ReactNode;
  if (!token || tokenStatus.data?.valid === false || isLinkRefused) {
    content = <InvalidLink />;
  } else if (tokenStatus.isPending) {
    content = (
      <div className="flex items-center gap-3">
        <Spinner label={t('updatePassword.checking')} />
        <span aria-hidden="true" className="text-ink-muted">
          {t('updatePassword.checking')}
        </span>
      </div>
    );
  } else {
    content = <NewPasswordFormSection token={token} onLinkRefused={() => setIsLinkRefused(true)} />;
  }

  return <AuthCard title={t('updatePassword.title')}>{content}</AuthCard>;
}

function InvalidLink() {
  const { t } = useTranslation('authPage');
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="error">
        <p>{t('updatePassword.invalidLink')}</p>
      </FormAlert>
      <Button asChild className="w-full">
        <Link to={PATHS.resetPassword}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('updatePassword.requestNewLink')}
        </Link>
      </Button>
    </div>
  );
}

function NewPasswordFormSection({ token, onLinkRefused }: { token: string; onLinkRefused: () => void }) {
  const { t } = useTranslation(['authPage', 'auth', 'authErrors', 'validation']);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [isDone, setIsDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordFormSchema), defaultValues: EMPTY_VALUES });

  useLayoutEffect(() => {
    if (!isDone) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => {
      void navigate(PATHS.login, { replace: true });
    }, UPDATE_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      setIsDone(true);
    } catch (error) {
      const code = getAuthMessageCode(error);
      if (code && LINK_CODES.has(code)) onLinkRefused();
      else if (code && PASSWORD_CODES.has(code)) {
        setError('password', { message: toServerFieldMessage(code) }, { shouldFocus: true });
      } else setFailure(error);
    }
  });

  if (isDone) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert ref={successRef} tone="success">
          <p>{t('updatePassword.success')}</p>
        </FormAlert>
        <Button asChild variant="secondary" className="w-full">
          <Link to={PATHS.login} replace>
            <LogIn aria-hidden="true" className="size-4" />
            {t('updatePassword.loginNow')}
          </Link>
        </Button>
      </div>
    );
  }

  const fieldError = (field: keyof NewPasswordForm) =>
    translateFieldError(
      t,
      errors[field]?.message,
      field === 'password' ? t('updatePassword.required') : undefined,
    );

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('updatePassword.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <NewPasswordFields
          labels={{ password: t('auth:newPassword'), confirmation: t('auth:confirmNewPassword') }}
          errors={{ password: fieldError('password'), confirmation: fieldError('confirmPassword') }}
          registerPassword={() => register('password')}
          registerConfirmation={() => register('confirmPassword')}
        />
        {failure !== null && (
          <FormAlert tone="error">
            <p>{describeAuthFailure(t, failure, t('updatePassword.genericError'))}</p>
          </FormAlert>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          <KeyRound aria-hidden="true" className="size-4" />
          {isSubmitting ? t('updatePassword.submitting') : t('updatePassword.submit')}
        </Button>
      </form>
    </div>
  );
}
