import { SIGN_UP_ROLES, type SignUpRole } from '@escouade/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { SessionUser } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeAccountType } from '../api/account-type';
import { SettingsSection } from './settings-section';

/**
 * The account type chosen at sign-up, switched by its owner as sign-up promises. The server refuses to let a
 * professional with an invitation to answer or a project at work stop being one, and says so.
 */
export function AccountTypeSection({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['account', 'auth', 'errors']);
  const selectId = useId();
  const hintId = useId();
  const current: SignUpRole = user.role === 'professional' ? 'professional' : 'user';
  const [chosen, setChosen] = useState<SignUpRole>(current);
  const change = useChangeAccountType();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen !== current) change.mutate({ role: chosen });
  };

  return (
    <SettingsSection
      id="account-type"
      title={t('accountType.title')}
      description={t('accountType.description', { type: t(`auth:accountTypes.${current}`) })}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="font-medium text-ink text-sm">
            {t('auth:accountType')}
          </label>
          <select
            id={selectId}
            value={chosen}
            aria-describedby={hintId}
            onChange={(event) => setChosen(event.target.value as SignUpRole)}
            className={fieldControlClasses}
          >
            {SIGN_UP_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`auth:accountTypes.${role}`)}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-ink-muted text-sm">
            {t(`auth:accountTypeDescriptions.${chosen}`)}
          </p>
        </div>
        {change.isError && (
          <FormAlert tone="error">
            <p>{apiErrorMessage(t, change.error)}</p>
          </FormAlert>
        )}
        {change.isSuccess && chosen === current && (
          <FormAlert tone="success">
            <p>{t('accountType.changed', { type: t(`auth:accountTypes.${current}`) })}</p>
          </FormAlert>
        )}
        <div>
          <Button type="submit" disabled={change.isPending || chosen === current}>
            {change.isPending ? t('accountType.saving') : t('accountType.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
