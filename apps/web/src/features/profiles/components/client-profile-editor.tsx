import { type MyProfile, type UpdatePersonInput, updatePersonInputSchema } from '@escouade/contract/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useUpdatePerson } from '../api/update-person';
import { AvatarEditor } from './avatar-editor';
import { ProfileField } from './profile-field';

type PersonOutput = z.output<typeof updatePersonInputSchema>;
const PERSON_FIELDS = ['firstName', 'lastName', 'city', 'country'] as const;
type PersonField = (typeof PERSON_FIELDS)[number];

function toPersonValues(profile: MyProfile): UpdatePersonInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    city: profile.city ?? '',
    country: profile.country ?? '',
  };
}

/**
 * A client's profile: the person professionals deal with (photo, names, city, country), never the professional
 * form (profession, rate, availability, skills).
 */
export function ClientProfileEditor({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profiles', 'validation', 'errors']);
  const saving = useUpdatePerson();
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<UpdatePersonInput, unknown, PersonOutput>({
    resolver: zodResolver(updatePersonInputSchema),
    defaultValues: toPersonValues(profile),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;

  const save = (values: PersonOutput) => {
    saving.mutate(
      { userId: profile.id, input: values },
      {
        onSuccess: (saved) => reset(toPersonValues(saved)),
        onError: (error) => {
          const issues =
            error instanceof ApiError ? getFieldIssues(error.details) : new Map<string, string>();
          let hasFieldIssue = false;
          for (const [field, message] of issues) {
            if (!(PERSON_FIELDS as readonly string[]).includes(field)) continue;
            setError(field as PersonField, { message }, { shouldFocus: !hasFieldIssue });
            hasFieldIssue = true;
          }
          if (!hasFieldIssue) requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event);
  const textInput = (field: PersonField, label: string, autoComplete: string, isRequired = false) => {
    const message = errors[field]?.message;
    return (
      <ProfileField
        label={label}
        isRequired={isRequired}
        error={message === undefined ? undefined : translateValidationMessage(t, message)}
      >
        {(control) => (
          <input
            {...control}
            {...register(field)}
            type="text"
            autoComplete={autoComplete}
            className={fieldControlClasses}
          />
        )}
      </ProfileField>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <AvatarEditor profile={profile} />
      <section className="rounded-xl border border-line bg-white p-5 sm:p-6">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="client-profile-title"
          className="flex flex-col gap-6"
        >
          <div>
            <h2 id="client-profile-title" className="font-semibold text-ink text-xl">
              {t('client.formTitle')}
            </h2>
            <p className="mt-1 text-ink-muted text-sm">{t('form.requiredHint')}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {textInput('firstName', t('form.fields.firstName'), 'given-name', true)}
            {textInput('lastName', t('form.fields.lastName'), 'family-name', true)}
            {textInput('city', t('form.fields.city'), 'address-level2')}
            {textInput('country', t('form.fields.country'), 'country-name')}
          </div>
          {saving.isSuccess && !isDirty && <FormAlert tone="success">{t('form.saved')}</FormAlert>}
          {saving.error && (
            <FormAlert tone="error" ref={alertRef}>
              <p className="font-semibold">{t('form.saveFailed')}</p>
              <p className="mt-1">{apiErrorMessage(t, saving.error)}</p>
              <p className="mt-1 text-ink-muted">{t('form.valuesKept')}</p>
            </FormAlert>
          )}
          <div>
            <Button type="submit" disabled={saving.isPending} className="w-full sm:w-auto">
              <Save aria-hidden="true" className="size-4" />
              {saving.isPending ? t('form.submitting') : t('form.submit')}
            </Button>
          </div>
        </form>
      </section>
      {/* The client's organisation (legal name, identifiers, colleagues) is edited in its own block, here. */}
    </div>
  );
}
