import { CONTACT_SUBJECTS } from '@escouade/contract/constants';
import { type ContactMessageInput, contactMessageInputSchema } from '@escouade/contract/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { HoneypotField } from '../../../components/ui/honeypot-field';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useSendContactMessage } from '../api/send-contact-message';
import { apiErrorMessage } from '../../../lib/api-error-message';

const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies (keyof ContactMessageInput)[];
type ContactField = (typeof CONTACT_FIELDS)[number];

// No subject: the select then shows its prompt option.
const EMPTY_VALUES = { name: '', email: '', message: '' } satisfies Partial<ContactMessageInput>;

function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

/**
 * The contact form. The contract's schema validates here as on the server, with the same
 * translated messages. On success a panel replaces the form, whose fields are cleared; on failure the form
 * keeps what was typed and says why.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation(['contact', 'contactPage', 'validation', 'errors']);
  const sending = useSendContactMessage();
  const [website, setWebsite] = useState('');
  const [isSent, setIsSent] = useState(false);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, z.output<typeof contactMessageInputSchema>>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY_VALUES,
  });

  useLayoutEffect(() => {
    // Move focus to the confirmation, which replaces the form (and its focused button).
    if (isSent) successHeadingRef.current?.focus();
  }, [isSent]);

  const onSubmit = handleSubmit((values) => {
    sending.mutate(
      { ...values, locale: getCurrentLanguage(i18n), website },
      {
        onSuccess: () => {
          reset(EMPTY_VALUES);
          setIsSent(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, message] of getFieldIssues(error.details)) {
            if (isContactField(field)) setError(field, { message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  if (isSent) {
    return (
      <div className="rounded-lg border border-success-200 bg-success-50 p-6 text-center sm:p-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success-800" />
        <h3
          ref={successHeadingRef}
          tabIndex={-1}
          className="mt-4 font-semibold text-ink text-xl outline-none"
        >
          {t('contactPage:success.title')}
        </h3>
        <p className="mt-2 text-ink-muted">{t('contactPage:success.text')}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            sending.reset();
            setIsSent(false);
          }}
        >
          {t('contactPage:success.again')}
        </Button>
      </div>
    );
  }

  const fieldError = (field: ContactField) =>
    errors[field] ? translateValidationMessage(t, errors[field]?.message) : undefined;
  const failure = sending.error;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-ink-muted text-sm">{t('contactPage:requiredHint')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('name')} error={fieldError('name')}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              aria-required="true"
              placeholder={t('namePlaceholder')}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <FormField label={t('email')} error={fieldError('email')}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              aria-required="true"
              placeholder={t('emailPlaceholder')}
              className={fieldControlClasses}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('subject')} error={fieldError('subject')}>
        {(control) => (
          <select {...control} {...register('subject')} aria-required="true" className={fieldControlClasses}>
            <option value="">{t('subjectPrompt')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('message')} error={fieldError('message')}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={5}
            aria-required="true"
            placeholder={t('messagePlaceholder')}
            className={`${fieldControlClasses} resize-y`}
          />
        )}
      </FormField>
      <HoneypotField value={website} onChange={setWebsite} />
      {failure && (
        <div role="alert" className="flex gap-3 rounded-md border border-danger-200 bg-danger-50 p-4 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
          <div>
            <p className="font-semibold text-danger-800">{t('contactPage:failure.title')}</p>
            <p className="mt-1 text-ink">
              {failure instanceof ApiError && failure.code === 'RATE_LIMITED'
                ? t('contactPage:failure.rateLimited')
                : apiErrorMessage(t, failure)}
            </p>
            <p className="mt-1 text-ink-muted">{t('contactPage:failure.kept')}</p>
          </div>
        </div>
      )}
      <div>
        <Button type="submit" disabled={sending.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
