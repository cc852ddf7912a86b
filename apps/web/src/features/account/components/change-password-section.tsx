import { newPasswordFormSchema } from '@escouade/contract/auth';
import { VALIDATION_MESSAGES } from '@escouade/contract/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { getAuthMessageCode } from '../../../lib/auth-session';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordInput } from '../../../components/ui/password-input';
import { SettingsSection } from './settings-section';

const changePasswordFormSchema = newPasswordFormSchema.safeExtend({
  currentPassword: z.string().min(1, VALIDATION_MESSAGES.required),
  revokeOtherSessions: z.boolean(),
});
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const EMPTY_VALUES: ChangePasswordForm = {
  currentPassword: '',
  password: '',
  confirmPassword: '',
  revokeOtherSessions: false,
};

const FIELD_OF_CODE: Partial<Record<string, keyof ChangePasswordForm>> = {
  INVALID_PASSWORD: 'currentPassword',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
};

/** Changing the password needs the current one; the other devices can be signed out at the same time. */
export function ChangePasswordSection() {
  const { t } = useTranslation(['account', 'auth', 'authPage', 'authErrors', 'validation']);
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const [isChanged, setIsChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY_VALUES });

  const onSubmit = handleSubmit(async ({ currentPassword, password, revokeOtherSessions }) => {
    setFailure(null);
    setIsChanged(false);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword: password, revokeOtherSessions });
      reset(EMPTY_VALUES);
      setIsChanged(true);
    } catch (error) {
      const code = getAuthMessageCode(error);
      const field = code ? FIELD_OF_CODE[code] : undefined;
      if (code && field) setError(field, { message: toServerFieldMessage(code) }, { shouldFocus: true });
      else setFailure(error);
    }
  });

  const fieldError = (field: keyof ChangePasswordForm) => translateFieldError(t, errors[field]?.message);

  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
        <FormField label={t('password.current')} error={fieldError('currentPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('currentPassword')}
              autoComplete="current-password"
              aria-required="true"
            />
          )}
        </FormField>
        <NewPasswordFields
          labels={{ password: t('password.new'), confirmation: t('password.confirm') }}
          errors={{ password: fieldError('password'), confirmation: fieldError('confirmPassword') }}
          registerPassword={() => register('password')}
          registerConfirmation={() => register('confirmPassword')}
        />
        <CheckboxField label={t('password.revokeOthers')} {...register('revokeOtherSessions')} />
        {failure !== null && (
          <FormAlert tone="error">
            <p>{describeAuthFailure(t, failure, t('errors.unexpected'))}</p>
          </FormAlert>
        )}
        {isChanged && (
          <FormAlert tone="success">
            <p>{t('password.success')}</p>
          </FormAlert>
        )}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            <KeyRound aria-hidden="true" className="size-4" />
            {isSubmitting ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
