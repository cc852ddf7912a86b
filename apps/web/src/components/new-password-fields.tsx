import { PASSWORD_MIN_LENGTH } from '@escouade/contract/constants';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { FormField } from './ui/form-field';
import { PasswordInput } from './ui/password-input';

type NewPasswordFieldsProps = {
  /** The two labels: "Mot de passe" / "Confirmer le mot de passe", or the "new password" wording. */
  labels: { password: string; confirmation: string };
  /** Translated errors of each field. */
  errors: { password?: string | undefined; confirmation?: string | undefined };
  /**
   * `() => register('password')`: called while the field renders, so that react-hook-form knows the fields in
   * the order of the page and focuses the first invalid one.
   */
  registerPassword: () => UseFormRegisterReturn;
  registerConfirmation: () => UseFormRegisterReturn;
};

/**
 * A new password and its confirmation, as sign-up, the reset page and the security page ask for them: both
 * masked with a show/hide toggle, the length rule under the first and read with it, browsers told to suggest
 * a new password.
 */
export function NewPasswordFields({
  labels,
  errors,
  registerPassword,
  registerConfirmation,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  return (
    <>
      <FormField label={labels.password} error={errors.password}>
        {(control) => (
          <>
            <PasswordInput
              {...control}
              {...registerPassword()}
              aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
              autoComplete="new-password"
              aria-required="true"
            />
            <p id={hintId} className="text-ink-muted text-sm">
              {t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
            </p>
          </>
        )}
      </FormField>
      <FormField label={labels.confirmation} error={errors.confirmation}>
        {(control) => (
          <PasswordInput
            {...control}
            {...registerConfirmation()}
            autoComplete="new-password"
            aria-required="true"
          />
        )}
      </FormField>
    </>
  );
}
