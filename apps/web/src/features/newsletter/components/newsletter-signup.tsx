import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import { apiErrorMessage } from '../../../lib/api-error-message';

// Deliberately loose: it catches typos; the API applies the contract's exact rule. The footer is on every
// page, so this form does without zod and react-hook-form to keep the landing page light.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(email: string): 'required' | 'invalidEmail' | null {
  if (email.trim() === '') return 'required';
  return EMAIL_PATTERN.test(email.trim()) ? null : 'invalidEmail';
}

/** Footer newsletter box: e-mail, then a confirmation mail (double opt-in). Pending, success, error states. */
export function NewsletterSignup() {
  const { t, i18n } = useTranslation(['newsletter', 'validation', 'errors']);
  const subscription = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    if (problem) {
      setFieldError(translateValidationMessage(t, problem));
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    subscription.mutate(
      { email: email.trim(), locale: getCurrentLanguage(i18n), website },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => {
          const issue = error instanceof ApiError ? getFieldIssues(error.details).get('email') : undefined;
          if (issue) {
            setFieldError(translateValidationMessage(t, issue));
            inputRef.current?.focus();
          }
        },
      },
    );
  };

  const error = subscription.error;
  const requestError =
    error && !fieldError
      ? error instanceof ApiError && error.code === 'RATE_LIMITED'
        ? t('signup.rateLimited')
        : apiErrorMessage(t, error)
      : null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-ink text-sm">
        {t('signup.title')}
      </h2>
      <p className="mt-3 text-ink-muted text-sm leading-6">{t('signup.description')}</p>
      {subscription.isSuccess ? (
        <p role="status" className="mt-4 flex gap-2 rounded-md bg-success-50 p-3 text-sm text-success-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('signup.success')}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4">
          <label htmlFor={inputId} className="block font-medium text-ink text-sm">
            {t('signup.email')}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('signup.placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              className="min-h-11 min-w-0 flex-1 rounded-md border border-line-strong bg-white px-3 text-base text-ink placeholder:text-ink-subtle aria-invalid:border-danger-700 sm:text-sm"
            />
            <Button type="submit" disabled={subscription.isPending}>
              {subscription.isPending ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
          {fieldError && (
            <p id={errorId} className="mt-2 text-danger-700 text-sm">
              {fieldError}
            </p>
          )}
          {requestError && (
            <p role="alert" className="mt-2 text-danger-700 text-sm">
              {requestError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
