import { type RegisterForm as RegisterFormValues, toSignUpCompany } from '@escouade/contract/auth';
import { SIGN_UP_ROLES } from '@escouade/contract/constants';
import { ORGANISATION_SIZE_BANDS } from '@escouade/contract/organisations';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Button } from '../../../components/ui/button';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { AuthRequestError, getAuthMessageCode, sessionQueryKey } from '../../../lib/auth-session';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { describeAuthFailure, toServerFieldMessage, translateFieldError } from '../../../lib/auth-messages';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ResendVerification } from './resend-verification';

const resolver = lazyResolver<RegisterFormValues>(() =>
  import('./register-resolver').then((module) => module.registerResolver),
);

const EMPTY_VALUES: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  role: 'user',
  hasCompany: false,
  company: { legalName: '', siret: '', vatNumber: '', sector: '', sizeBand: '' },
};

type CompanyField = keyof RegisterFormValues['company'];
type IssueField = 'firstName' | 'lastName' | `company.${CompanyField}`;
const COMPANY_FIELDS: readonly CompanyField[] = ['legalName', 'siret', 'vatNumber', 'sector', 'sizeBand'];

/** Server codes shown on a field rather than above the button. */
const FIELD_OF_CODE: Partial<Record<string, keyof RegisterFormValues>> = {
  USER_ALREADY_EXISTS: 'email',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  ROLE_NOT_ALLOWED: 'role',
};

/**
 * The server checks the names and the company again: its first refusal of one shows on that field, in the
 * form's words.
 */
function fieldIssueOf(error: unknown): { field: IssueField; message: string } | undefined {
  if (!(error instanceof AuthRequestError) || error.code !== 'VALIDATION_FAILED') return undefined;
  const issues = (error.details as { issues?: Array<{ path?: unknown[]; message?: unknown }> } | undefined)
    ?.issues;
  for (const issue of issues ?? []) {
    const [field, subfield] = issue.path ?? [];
    if (typeof issue.message !== 'string') continue;
    if (field === 'firstName' || field === 'lastName') return { field, message: issue.message };
    if (field === 'company' && COMPANY_FIELDS.includes(subfield as CompanyField)) {
      return { field: `company.${subfield as CompanyField}`, message: issue.message };
    }
  }
  return undefined;
}

function describedBy(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The sign-up form. With e-mail confirmation required (the default) the fields are cleared and
 * a success panel offers to resend the mail; otherwise the session exists and the auth layout moves on.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation(['authPage', 'auth', 'authErrors', 'validation']);
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const roleHintId = useId();
  const companyHintId = useId();
  const siretHintId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY_VALUES });
  // The chosen type's description, the one the admin's role picker gives too.
  const role = useWatch({ control, name: 'role' });
  const hasCompany = useWatch({ control, name: 'hasCompany' });
  const isClient = role === 'user';
  const showsCompany = isClient && hasCompany;

  useLayoutEffect(() => {
    if (registeredEmail) successRef.current?.focus();
  }, [registeredEmail]);

  const onSubmit = handleSubmit(
    async ({ firstName, lastName, email, password, role, hasCompany, company }) => {
      setFailure(null);
      setRegisteredEmail(null);
      try {
        const result = await signUp.mutateAsync({
          firstName,
          lastName,
          email,
          password,
          role,
          locale: getCurrentLanguage(i18n),
          ...(role === 'user' && hasCompany ? { company: toSignUpCompany(company) } : {}),
        });
        if (result.token) {
          await queryClient.refetchQueries({ queryKey: sessionQueryKey });
          return;
        }
        reset(EMPTY_VALUES);
        setRegisteredEmail(email);
      } catch (error) {
        const fieldIssue = fieldIssueOf(error);
        if (fieldIssue) {
          setError(fieldIssue.field, { message: fieldIssue.message }, { shouldFocus: true });
          return;
        }
        const code = getAuthMessageCode(error);
        const field = code ? FIELD_OF_CODE[code] : undefined;
        if (code && field) setError(field, { message: toServerFieldMessage(code) }, { shouldFocus: true });
        else setFailure(error);
      }
    },
  );

  const fieldError = (field: Exclude<keyof RegisterFormValues, 'company' | 'hasCompany'>) =>
    translateFieldError(t, errors[field]?.message);
  const companyError = (field: CompanyField) => translateFieldError(t, errors.company?.[field]?.message);
  const companyText = (field: Exclude<CompanyField, 'sizeBand'>, extra: { autoComplete?: string } = {}) => (
    <FormField
      label={t(`register.company.${field}`)}
      error={companyError(field)}
      describedBy={field === 'siret' ? siretHintId : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...register(`company.${field}`)}
          type="text"
          spellCheck={false}
          autoComplete={extra.autoComplete ?? 'off'}
          inputMode={field === 'siret' ? 'numeric' : undefined}
          aria-required={field === 'legalName' ? 'true' : undefined}
          className={fieldControlClasses}
        />
      )}
    </FormField>
  );

  return (
    <div className="flex flex-col gap-6">
      {registeredEmail && (
        <FormAlert ref={successRef} tone="success">
          <p className="font-semibold">{t('register.success')}</p>
          <p className="mt-1 text-ink-muted">{t('register.sentTo', { email: registeredEmail })}</p>
          <div className="mt-3">
            <ResendVerification email={registeredEmail} startWithCooldown />
          </div>
        </FormAlert>
      )}
      <form noValidate onSubmit={onSubmit} onFocusCapture={resolver.preload} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('auth:firstName')} error={fieldError('firstName')}>
            {(control) => (
              <input
                {...control}
                {...register('firstName')}
                type="text"
                autoComplete="given-name"
                aria-required="true"
                className={fieldControlClasses}
              />
            )}
          </FormField>
          <FormField label={t('auth:lastName')} error={fieldError('lastName')}>
            {(control) => (
              <input
                {...control}
                {...register('lastName')}
                type="text"
                autoComplete="family-name"
                aria-required="true"
                className={fieldControlClasses}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('auth:email')} error={fieldError('email')}>
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
        <NewPasswordFields
          labels={{ password: t('auth:password'), confirmation: t('auth:confirmPassword') }}
          errors={{ password: fieldError('password'), confirmation: fieldError('confirmPassword') }}
          registerPassword={() => register('password')}
          registerConfirmation={() => register('confirmPassword')}
        />
        <FormField label={t('auth:accountType')} error={fieldError('role')}>
          {(control) => (
            <>
              <select
                {...control}
                {...register('role')}
                aria-describedby={describedBy(roleHintId, control['aria-describedby'])}
                className={fieldControlClasses}
              >
                {SIGN_UP_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`auth:accountTypes.${role}`)}
                  </option>
                ))}
              </select>
              <p id={roleHintId} aria-live="polite" className="text-ink-muted text-sm">
                {t('auth:accountTypeHelp', { description: t(`auth:accountTypeDescriptions.${role}`) })}
              </p>
            </>
          )}
        </FormField>
        {isClient && (
          <div className="flex flex-col gap-2">
            <label className="flex items-start gap-3 text-ink">
              <input
                {...register('hasCompany')}
                type="checkbox"
                aria-describedby={companyHintId}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="font-medium">{t('register.company.toggle')}</span>
            </label>
            <p id={companyHintId} className="text-ink-muted text-sm">
              {t('register.company.toggleHint')}
            </p>
          </div>
        )}
        {showsCompany && (
          <fieldset className="flex flex-col gap-5 rounded-lg border border-line p-4">
            <legend className="px-1 font-semibold text-ink">{t('register.company.legend')}</legend>
            {companyText('legalName', { autoComplete: 'organization' })}
            {companyText('siret')}
            <p id={siretHintId} className="-mt-4 text-ink-muted text-sm">
              {t('register.company.siretHint')}
            </p>
            {companyText('vatNumber')}
            {companyText('sector')}
            <FormField label={t('register.company.sizeBand')} error={companyError('sizeBand')}>
              {(control) => (
                <select {...control} {...register('company.sizeBand')} className={fieldControlClasses}>
                  <option value="">{t('register.company.sizeBandNone')}</option>
                  {ORGANISATION_SIZE_BANDS.map((band) => (
                    <option key={band} value={band}>
                      {t(`register.company.sizeBands.${band}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </fieldset>
        )}
        {failure !== null && (
          <FormAlert tone="error">
            <p>{describeAuthFailure(t, failure, t('register.genericError'))}</p>
          </FormAlert>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full">
          <UserPlus aria-hidden="true" className="size-4" />
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </div>
  );
}
