import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { getAuthMessageCode } from '../../../lib/auth-session';
import { PasswordInput } from '../../../components/ui/password-input';

type PasswordConfirmFormProps = {
  prompt: string;
  submitLabel: string;
  submittingLabel: string;
  /** Resolves when done; a rejection is shown in the form (a wrong password on the field). */
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
};

/** Asks for the password again before a sensitive change (turning two-factor authentication on or off). */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  submittingLabel,
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation(['account', 'auth', 'authPage', 'authErrors', 'validation']);
  const [failure, setFailure] = useState<unknown>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '' } });
  const { ref: registerRef, ...passwordField } = register('password', {
    validate: (value) => value !== '' || 'required',
  });

  // The button that opened this form is gone: continue in the password field.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await onConfirm(password);
    } catch (error) {
      if (getAuthMessageCode(error) === 'INVALID_PASSWORD') {
        setError('password', { message: toServerFieldMessage('INVALID_PASSWORD') }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-ink text-sm">{prompt}</p>
      <FormField label={t('auth:password')} error={translateFieldError(t, errors.password?.message)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...passwordField}
            ref={(element) => {
              registerRef(element);
              inputRef.current = element;
            }}
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </FormField>
      {failure !== null && (
        <FormAlert tone="error">
          <p>{describeAuthFailure(t, failure, t('errors.unexpected'))}</p>
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
