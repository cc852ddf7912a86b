import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PasswordInput as PasswordInputBase } from '../../../components/ui/password-input';

/** The shared password input with the toggle's names from the `auth` namespace. */
export function PasswordInput(
  props: Omit<ComponentProps<typeof PasswordInputBase>, 'showLabel' | 'hideLabel'>,
) {
  const { t } = useTranslation('auth');
  return <PasswordInputBase {...props} showLabel={t('showPassword')} hideLabel={t('hidePassword')} />;
}
