import { DELETION_GRACE_DAYS } from '@escouade/contract/data-rights';
import { PATHS } from '@escouade/contract/paths';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { translateFieldError } from '../../../lib/auth-messages';
import { useForgetSession } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestAccountDeletion } from '../api/account-deletion';
import { SecondFactorCodeField } from './second-factor-code-field';
import { SettingsSection } from './settings-section';

/** Server answers that belong on a field rather than above the form. */
const PASSWORD_ERRORS = new Set(['WRONG_PASSWORD']);
const CODE_ERRORS = new Set(['INVALID_TWO_FACTOR_CODE', 'TWO_FACTOR_CODE_REQUIRED']);

/** What the page after a deletion request shows: when the account will be erased. */
export interface DeletionScheduledState {
  deletionDueAt: string;
}

/**
 * "Delete my account": what happens is said first; the form asks for the password (and a code when
 * two-factor authentication is on). Once the server has scheduled the deletion, every session has ended: the
 * tab forgets its own and shows when the account will be erased and how to change one's mind.
 */
export function DeleteAccountSection({ isTwoFactorEnabled }: { isTwoFactorEnabled: boolean }) {
  const { t } = useTranslation(['account', 'errors']);
  const [isConfirming, setIsConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  return (
    <SettingsSection
      id="delete-account"
      title={t('data.delete.title')}
      description={t('data.delete.description', { days: DELETION_GRACE_DAYS })}
    >
      <ul className="mb-5 list-disc space-y-1 pl-5 text-ink text-sm">
        <li>{t('data.delete.effects.sessions')}</li>
        <li>{t('data.delete.effects.erased', { days: DELETION_GRACE_DAYS })}</li>
        <li>{t('data.delete.effects.projects')}</li>
        <li>{t('data.delete.effects.cancel')}</li>
      </ul>
      {isConfirming ? (
        <DeleteAccountForm
          isTwoFactorEnabled={isTwoFactorEnabled}
          onCancel={() => {
            setIsConfirming(false);
            // The form is gone: back to the button that opened it.
            setTimeout(() => openerRef.current?.focus(), 0);
          }}
        />
      ) : (
        <Button ref={openerRef} variant="danger" onClick={() => setIsConfirming(true)}>
          {t('data.delete.start')}
        </Button>
      )}
    </SettingsSection>
  );
}

function DeleteAccountForm({
  isTwoFactorEnabled,
  onCancel,
}: {
  isTwoFactorEnabled: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'auth', 'validation', 'errors']);
  const deletion = useRequestAccountDeletion();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '', code: '' } });
  const { ref: registerPasswordRef, ...passwordField } = register('password', {
    validate: (value) => value !== '' || 'required',
  });

  // The button that opened this form is gone: continue in the password field.
  useLayoutEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const onSubmit = handleSubmit(async ({ password, code }) => {
    setFailure(null);
    try {
      const scheduled = await deletion.mutateAsync({
        password,
        ...(isTwoFactorEnabled ? { code: code.replace(/\s+/g, '') } : {}),
      });
      // On the public page first (its lazy module loaded), so that no guard sends the now signed-out tab to
      // the sign-in page instead.
      const state: DeletionScheduledState = { deletionDueAt: scheduled.dueAt };
      await navigate(PATHS.accountDeletion, { replace: true, state });
      await forgetSession();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code && PASSWORD_ERRORS.has(code)) {
        setError('password', { message: code }, { shouldFocus: true });
      } else if (code && CODE_ERRORS.has(code) && isTwoFactorEnabled) {
        setError('code', { message: code }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  const fieldError = (message: string | undefined): string | undefined =>
    message && (PASSWORD_ERRORS.has(message) || CODE_ERRORS.has(message))
      ? t(`errors:${message as 'WRONG_PASSWORD'}`)
      : translateFieldError(t, message);

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-ink text-sm">{t('data.delete.prompt')}</p>
      <FormField label={t('auth:password')} error={fieldError(errors.password?.message)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...passwordField}
            ref={(element) => {
              registerPasswordRef(element);
              passwordRef.current = element;
            }}
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </FormField>
      {isTwoFactorEnabled && (
        <SecondFactorCodeField
          label={t('twoFactor.disableCode')}
          error={fieldError(errors.code?.message)}
          registration={register('code', { validate: (value) => value.trim() !== '' || 'required' })}
          hint={t('twoFactor.disableCodeHint')}
        />
      )}
      {failure !== null && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, failure)}</p>
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t('data.delete.submitting') : t('data.delete.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
