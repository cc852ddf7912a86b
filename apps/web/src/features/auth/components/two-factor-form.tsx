import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { getAuthMessageCode, sessionQueryKey } from '../../../lib/auth-session';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { describeAuthFailure, translateFieldError } from '../../../lib/auth-messages';
import { FormAlert } from '../../../components/ui/form-alert';

/** Codes after which the pending sign-in is over: the user must start again with the password. */
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

type TwoFactorFormProps = {
  /** Back to the e-mail and password form. */
  onRestart: () => void;
};

/**
 * The second sign-in step of an account with two-factor authentication: the authenticator's 6-digit code,
 * or one of the single-use backup codes.
 */
export function TwoFactorForm({ onRestart }: TwoFactorFormProps) {
  const { t } = useTranslation(['authPage', 'authErrors', 'validation']);
  const queryClient = useQueryClient();
  const verify = useVerifyTwoFactor();
  const [isBackupCode, setIsBackupCode] = useState(false);
  const codeInputRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { code: '' } });
  const { ref: registerCodeRef, ...codeField } = register('code', {
    validate: (value) => value.trim() !== '' || 'required',
  });

  // The sign-in form and its focused button are gone (or the kind of code changed): continue in the field.
  useLayoutEffect(() => {
    codeInputRef.current?.focus();
  }, [isBackupCode]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ code: code.replace(/\s+/g, ''), isBackupCode });
      await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    } catch {
      // Shown from `verify.error` below.
    }
  });

  const onSwitchKind = () => {
    verify.reset();
    reset({ code: '' });
    setIsBackupCode((backup) => !backup);
  };

  const failureCode = getAuthMessageCode(verify.error);
  const mustRestart = failureCode !== undefined && RESTART_CODES.has(failureCode);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{isBackupCode ? t('twoFactor.backupIntro') : t('twoFactor.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField
          label={isBackupCode ? t('twoFactor.backupCode') : t('twoFactor.code')}
          error={translateFieldError(t, errors.code?.message, t('twoFactor.required'))}
        >
          {(control) => (
            <input
              {...control}
              {...codeField}
              ref={(element) => {
                registerCodeRef(element);
                codeInputRef.current = element;
              }}
              type="text"
              inputMode={isBackupCode ? 'text' : 'numeric'}
              autoComplete={isBackupCode ? 'off' : 'one-time-code'}
              autoCapitalize="off"
              spellCheck={false}
              aria-required="true"
              className={`${fieldControlClasses} font-mono tracking-widest`}
            />
          )}
        </FormField>
        {verify.isError && (
          <FormAlert tone="error">
            <p>{describeAuthFailure(t, verify.error, t('errors.signInFailed'))}</p>
          </FormAlert>
        )}
        <Button type="submit" disabled={isSubmitting || mustRestart} className="w-full">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {isSubmitting ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onSwitchKind} className="px-2">
          <KeyRound aria-hidden="true" className="size-4" />
          {isBackupCode ? t('twoFactor.useAuthenticator') : t('twoFactor.useBackupCode')}
        </Button>
        <Button variant={mustRestart ? 'primary' : 'ghost'} onClick={onRestart} className="px-2">
          {t('twoFactor.back')}
        </Button>
      </div>
    </div>
  );
}
