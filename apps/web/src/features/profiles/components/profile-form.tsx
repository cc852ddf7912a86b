import { AVAILABILITY_STATUSES } from '@escouade/contract/constants';
import {
  BIOGRAPHY_MAX_LENGTH,
  type MyProfile,
  type UpdateProfileInput,
  type updateProfileInputSchema,
} from '@escouade/contract/profiles';
import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLanguage, type SupportedLanguage } from '../../../lib/i18n';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileField } from './profile-field';
import { apiErrorMessage } from '../../../lib/api-error-message';

export type ProfileFormOutput = z.output<typeof updateProfileInputSchema>;
export type ProfileFormApi = UseFormReturn<UpdateProfileInput, unknown, ProfileFormOutput>;

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'profession',
  'phoneNumber',
  'address',
  'city',
  'postalCode',
  'country',
  'biography',
  'websiteUrl',
  'portfolioUrl',
  'experienceYears',
  'hourlyRate',
  'hoursPerWeek',
  'availabilityStatus',
  'siret',
] as const satisfies readonly (keyof UpdateProfileInput)[];
type ProfileFieldName = (typeof PROFILE_FIELDS)[number];

function isProfileField(field: string): field is ProfileFieldName {
  return (PROFILE_FIELDS as readonly string[]).includes(field);
}

/**
 * The form's values for a saved profile: every field a string (empty when not given), the rate with a
 * decimal comma in French (the server accepts both).
 */
export function toProfileFormValues(profile: MyProfile, language: SupportedLanguage): UpdateProfileInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    profession: profile.profession ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country ?? '',
    biography: profile.biography ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
    hourlyRate: profile.hourlyRate === null ? '' : formatRate(profile.hourlyRate, language),
    hoursPerWeek: profile.hoursPerWeek === null ? '' : String(profile.hoursPerWeek),
    availabilityStatus: profile.availabilityStatus,
    siret: profile.siret ?? '',
  };
}

function formatRate(rate: number, language: SupportedLanguage): string {
  const text = Number.isInteger(rate) ? String(rate) : rate.toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/**
 * The profile editor's form: validated here with the contract's schema, then by the server. On
 * success the saved values become the form's; on failure nothing typed is lost and the message says why.
 */
export function ProfileForm({ form, profile }: { form: ProfileFormApi; profile: MyProfile }) {
  const { t, i18n } = useTranslation(['profiles', 'validation', 'errors']);
  const saving = useUpdateProfile();
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  const save = (values: ProfileFormOutput) => {
    saving.mutate(
      { userId: profile.id, input: values },
      {
        onSuccess: (saved) => reset(toProfileFormValues(saved, getCurrentLanguage(i18n))),
        onError: (error) => {
          const issues =
            error instanceof ApiError ? getFieldIssues(error.details) : new Map<string, string>();
          let hasFieldIssue = false;
          for (const [field, message] of issues) {
            if (!isProfileField(field)) continue;
            setError(field, { message }, { shouldFocus: !hasFieldIssue });
            hasFieldIssue = true;
          }
          // Without a field to fix, the message is where the user needs to look.
          if (!hasFieldIssue) requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  };
  // Wrapped so that `save` (which reads a ref) is only ever called from the submit event.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => handleSubmit(save)(event);

  const fieldError = (field: ProfileFieldName) => {
    const message = errors[field]?.message;
    return message === undefined ? undefined : translateValidationMessage(t, message);
  };
  const textInput = (field: ProfileFieldName, label: string, options: TextInputOptions = {}) => (
    <ProfileField
      label={label}
      isRequired={options.isRequired}
      hint={options.hint}
      error={fieldError(field)}
      className={options.className}
    >
      {(control) => (
        <input
          {...control}
          {...register(field)}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          className={fieldControlClasses}
        />
      )}
    </ProfileField>
  );
  const failure = saving.error;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-form-title" className="flex flex-col gap-6">
      <div>
        <h2 id="profile-form-title" className="font-semibold text-ink text-xl">
          {t('form.title')}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">{t('form.requiredHint')}</p>
      </div>

      <FormSection legend={t('form.sections.identity')}>
        {textInput('firstName', t('form.fields.firstName'), { isRequired: true, autoComplete: 'given-name' })}
        {textInput('lastName', t('form.fields.lastName'), { isRequired: true, autoComplete: 'family-name' })}
        {textInput('profession', t('form.fields.profession'), {
          isRequired: true,
          autoComplete: 'organization-title',
          hint: t('form.hints.profession'),
          className: 'sm:col-span-2',
        })}
      </FormSection>

      <FormSection legend={t('form.sections.contact')} hint={t('form.sections.contactHint')}>
        {textInput('phoneNumber', t('form.fields.phoneNumber'), { type: 'tel', autoComplete: 'tel' })}
        {textInput('address', t('form.fields.address'), { autoComplete: 'street-address' })}
        {textInput('postalCode', t('form.fields.postalCode'), { autoComplete: 'postal-code' })}
        {textInput('city', t('form.fields.city'), { autoComplete: 'address-level2' })}
        {textInput('country', t('form.fields.country'), { autoComplete: 'country-name' })}
      </FormSection>

      <FormSection legend={t('form.sections.activity')}>
        {textInput('experienceYears', t('form.fields.experienceYears'), {
          inputMode: 'numeric',
          hint: t('form.hints.experienceYears'),
        })}
        {textInput('hourlyRate', t('form.fields.hourlyRate'), {
          inputMode: 'decimal',
          hint: t('form.hints.hourlyRate'),
        })}
        {textInput('hoursPerWeek', t('form.fields.hoursPerWeek'), {
          inputMode: 'numeric',
          hint: t('form.hints.hoursPerWeek'),
        })}
        {textInput('siret', t('form.fields.siret'), {
          inputMode: 'numeric',
          hint: t('form.hints.siret'),
        })}
        <ProfileField label={t('form.fields.availabilityStatus')} error={fieldError('availabilityStatus')}>
          {(control) => (
            <select {...control} {...register('availabilityStatus')} className={fieldControlClasses}>
              {AVAILABILITY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`availability.${status}`)}
                </option>
              ))}
            </select>
          )}
        </ProfileField>
      </FormSection>

      <FormSection legend={t('form.sections.presentation')}>
        <ProfileField
          label={t('form.fields.biography')}
          error={fieldError('biography')}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...register('biography')}
              rows={6}
              maxLength={BIOGRAPHY_MAX_LENGTH}
              className={`${fieldControlClasses} resize-y`}
            />
          )}
        </ProfileField>
        {textInput('websiteUrl', t('form.fields.websiteUrl'), {
          type: 'url',
          inputMode: 'url',
          autoComplete: 'url',
          hint: t('form.hints.url'),
        })}
        {textInput('portfolioUrl', t('form.fields.portfolioUrl'), {
          type: 'url',
          inputMode: 'url',
          hint: t('form.hints.url'),
        })}
      </FormSection>

      {saving.isSuccess && !form.formState.isDirty && <FormAlert tone="success">{t('form.saved')}</FormAlert>}
      {failure && (
        <FormAlert tone="error" ref={alertRef}>
          <p className="font-semibold">{t('form.saveFailed')}</p>
          <p className="mt-1">{apiErrorMessage(t, failure)}</p>
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
  );
}

type TextInputOptions = {
  isRequired?: boolean;
  hint?: string;
  type?: 'text' | 'tel' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'url';
  autoComplete?: string;
  className?: string;
};

function FormSection({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-4 sm:p-5">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      {hint && <p className="mb-4 text-ink-muted text-sm">{hint}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
