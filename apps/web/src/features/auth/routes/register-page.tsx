import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { PATHS } from '@escouade/contract/paths';

/** `/register`. */
export function RegisterPage() {
  const { t } = useTranslation('authPage');
  useDocumentTitle('register');

  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <p>
          {t('register.hasAccount')}{' '}
          <Link to={PATHS.login} className={authLinkClasses}>
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
