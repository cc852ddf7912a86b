import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { getAuthMessageCode } from '../../../lib/auth-session';
import type { DisableTwoFactorProof } from '../api/two-factor';
import { PasswordInput } from '../../../components/ui/password-input';
import { SecondFactorCodeField } from './second-factor-code-field';

type Method = 'password' | 'code';

const METHODS: readonly Method[] = ['password', 'code'];

/** What the server says about a wrong code, shown on the code field. */
const CODE_FIELD_ERROR = 'INVALID_TWO_FACTOR_CODE';

type DisableTwoFactorFormProps = {
  /** Resolves when done; a rejection is shown in the form (a wrong password or code on its field). */
  onConfirm: (proof: DisableTwoFactorProof) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Turning two-factor authentication off: the user proves it is them with the password, or with a current
 * code (from the authenticator app, or a backup code) when they would rather not type the password.
 */
export function DisableTwoFactorForm({ onConfirm, onCancel }: DisableTwoFactorFormProps) {
  const { t } = useTranslation(['account', 'auth', 'authPage', 'authErrors', 'validation', 'errors']);
  const [method, setMethod] = useState<Method>('password');
  const [failure, setFailure] = useState<unknown>(null);
  const radioName = useId();
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '', code: '' }, shouldUnregister: true });
  const isRequired = (value: string) => value.trim() !== '' || 'required';

  // The button that opened this form is gone: continue on the choice of method.
  useLayoutEffect(() => {
    firstChoiceRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async ({ password, code }) => {
    setFailure(null);
    try {
      await onConfirm(method === 'password' ? { password } : { code: code.replace(/\s+/g, '') });
    } catch (error) {
      if (method === 'password' && getAuthMessageCode(error) === 'INVALID_PASSWORD') {
        setError('password', { message: toServerFieldMessage('INVALID_PASSWORD') }, { shouldFocus: true });
      } else if (method === 'code' && error instanceof ApiError && error.code === CODE_FIELD_ERROR) {
        setError('code', { message: CODE_FIELD_ERROR }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  const describeFailure = (error: unknown): string =>
    error instanceof ApiError
      ? t(`errors:${error.code}`)
      : describeAuthFailure(t, error, t('errors.unexpected'));

  const codeError =
    errors.code?.message === CODE_FIELD_ERROR
      ? t(`errors:${CODE_FIELD_ERROR}`)
      : translateFieldError(t, errors.code?.message, t('twoFactor.codeRequired'));

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-ink text-sm">{t('twoFactor.disablePrompt')}</legend>
        {METHODS.map((option, index) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-line px-3 py-2 text-ink text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              ref={index === 0 ? firstChoiceRef : undefined}
              type="radio"
              name={radioName}
              value={option}
              checked={method === option}
              onChange={() => {
                setMethod(option);
                setFailure(null);
                clearErrors();
              }}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option === 'password' ? t('twoFactor.disableWithPassword') : t('twoFactor.disableWithCode')}
          </label>
        ))}
      </fieldset>
      {method === 'password' ? (
        <FormField label={t('auth:password')} error={translateFieldError(t, errors.password?.message)}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password', { validate: (value) => value !== '' || 'required' })}
              autoComplete="current-password"
              aria-required="true"
            />
          )}
        </FormField>
      ) : (
        <SecondFactorCodeField
          label={t('twoFactor.disableCode')}
          error={codeError}
          registration={register('code', { validate: isRequired })}
          hint={t('twoFactor.disableCodeHint')}
        />
      )}
      {failure !== null && (
        <FormAlert tone="error">
          <p>{describeFailure(failure)}</p>
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('twoFactor.disabling') : t('twoFactor.disable')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
