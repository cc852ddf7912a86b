import { type ResetRequestForm, resetRequestFormSchema } from '@escouade/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, authLinkClasses } from '../components/auth-card';
import { translateFieldError } from '../../../lib/auth-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { PATHS } from '@escouade/contract/paths';

const EMPTY_VALUES: ResetRequestForm = { email: '' };

/**
 * `/reset-password`: always the same answer, whether the address has an account or the call
 * failed, so the page never tells who is registered.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['authPage', 'auth', 'validation']);
  useDocumentTitle('resetPassword');
  const requestReset = useRequestPasswordReset();
  const [isSent, setIsSent] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetRequestFormSchema), defaultValues: EMPTY_VALUES });

  useLayoutEffect(() => {
    if (isSent) confirmationRef.current?.focus();
  }, [isSent]);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
    } catch {
      // Deliberately not shown.
    }
    setIsSent(true);
  });

  return (
    <AuthCard
      title={t('resetPassword.title')}
      intro={isSent ? undefined : t('resetPassword.intro')}
      footer={
        <Link to={PATHS.login} className={`${authLinkClasses} inline-flex items-center gap-1`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('resetPassword.backToLogin')}
        </Link>
      }
    >
      {isSent ? (
        <FormAlert ref={confirmationRef} tone="success">
          <p className="font-semibold">{t('resetPassword.success')}</p>
          <p className="mt-1 text-ink-muted">{t('resetPassword.validity')}</p>
        </FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            label={t('auth:email')}
            error={translateFieldError(t, errors.email?.message, t('resetPassword.required'))}
          >
            {(control) => (
              <input
                {...control}
                {...register('email')}
                type="email"
                autoComplete="email"
                aria-required="true"
                className={fieldControlClasses}
              />
            )}
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            <Send aria-hidden="true" className="size-4" />
            {isSubmitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
