import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoginForm } from '../components/login-form';
import { TwoFactorForm } from '../components/two-factor-form';
import { PATHS } from '@escouade/contract/paths';

/**
 * `/login`: e-mail and password, then the two-factor code on the same screen when the account has
 * it. `?error=` is set when a confirmation link failed (the server sends the visitor back with it).
 */
export function LoginPage() {
  const { t } = useTranslation('authPage');
  useDocumentTitle('login');
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');

  if (step === 'two-factor') {
    return (
      <AuthCard title={t('twoFactor.title')}>
        <TwoFactorForm onRestart={() => setStep('credentials')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={PATHS.register} className={authLinkClasses}>
            {t('login.registerLink')}
          </Link>
        </p>
      }
    >
      {searchParams.has('error') && (
        <FormAlert tone="error" className="mb-5">
          <p>{t('errors.verifyLinkFailed')}</p>
        </FormAlert>
      )}
      <LoginForm onTwoFactorRequired={() => setStep('two-factor')} />
    </AuthCard>
  );
}
