import { Save } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import {
  type AgencySettingsField,
  type AgencySettingsFormValues,
  checkAgencySettings,
  EMPTY_AGENCY_SETTINGS,
  fieldOfPath,
  formValuesOf,
  inputOf,
} from '../agency-settings-form';
import { useAgencySettings, useSaveAgencySettings } from '../api/agency-settings';

/** The errors of a `VALIDATION_FAILED` answer by field; its paths are arrays or dotted strings. */
function serverFieldErrors(error: unknown): Map<AgencySettingsField, string> {
  const errors = new Map<AgencySettingsField, string>();
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return errors;
  const issues = (error.details as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues ?? [];
  for (const issue of issues) {
    const parts = Array.isArray(issue.path) ? issue.path.map(String) : String(issue.path ?? '').split('.');
    const path = (parts[0] === 'body' ? parts.slice(1) : parts).join('.');
    const field = fieldOfPath(path);
    if (field && !errors.has(field) && typeof issue.message === 'string') errors.set(field, issue.message);
  }
  return errors;
}

/**
 * `/admin/agency`: the agency's legal identity, bank account and billing terms, printed on every invoice. The
 * identifiers are checked by their keys before sending, as the API checks them; nothing is invoiced before the
 * settings are saved once.
 */
export function AgencySettingsPage() {
  const { t, i18n } = useTranslation(['billing', 'validation', 'errors']);
  useDocumentTitle('adminAgency');
  const language = getCurrentLanguage(i18n);
  const settings = useAgencySettings();

  let body;
  if (settings.isPending) {
    body = <Spinner label={t('billing:agency.loading')} className="mt-8" />;
  } else if (settings.isError || !settings.data) {
    body = (
      <LoadFailure
        boxed
        className="mt-8"
        message={t('billing:agency.loadFailed', { reason: apiErrorMessage(t, settings.error) })}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    body = (
      <AgencySettingsForm
        initial={
          settings.data.settings ? formValuesOf(settings.data.settings, language) : EMPTY_AGENCY_SETTINGS
        }
        isFirst={settings.data.settings === null}
      />
    );
  }

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('billing:agency.title')}</PageTitle>
      <p className="mt-2 max-w-3xl text-ink-muted">{t('billing:agency.intro')}</p>
      {body}
    </MainContent>
  );
}

/** The form, filled with what was saved (or blank the first time); it keeps what is typed after a save. */
function AgencySettingsForm({ initial, isFirst }: { initial: AgencySettingsFormValues; isFirst: boolean }) {
  const { t } = useTranslation(['billing', 'validation', 'errors']);
  const save = useSaveAgencySettings();
  const [values, setValues] = useState<AgencySettingsFormValues>(initial);
  const [errors, setErrors] = useState<Map<AgencySettingsField, string>>(new Map());
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    if (outcome) alertRef.current?.focus();
  }, [outcome]);

  const set = (field: AgencySettingsField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const message = (key: string) =>
    t(`billing:agency.errors.${key}`, {
      defaultValue: t(`validation:${key}`, { defaultValue: t('validation:invalid') }),
    });
  const errorOf = (field: AgencySettingsField) => {
    const key = errors.get(field);
    return key ? message(key) : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAgencySettings(values);
    setErrors(found);
    if (found.size > 0) {
      setOutcome({ tone: 'error', text: t('billing:agency.fixErrors', { count: found.size }) });
      return;
    }
    try {
      await save.mutateAsync(inputOf(values));
      setOutcome({ tone: 'success', text: t('billing:agency.saved') });
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      setOutcome({
        tone: 'error',
        text:
          fromServer.size > 0
            ? t('billing:agency.fixErrors', { count: fromServer.size })
            : t('billing:agency.saveFailed', { reason: apiErrorMessage(t, error) }),
      });
    }
  };

  const text = (
    field: AgencySettingsField,
    options: {
      autoComplete?: string;
      inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'text';
      type?: string;
      hint?: string;
      maxLength?: number;
      className?: string;
    } = {},
  ) => (
    <FormField
      label={t(`billing:agency.fields.${field}`)}
      error={errorOf(field)}
      describedBy={options.hint ? `${id}-${field}-hint` : undefined}
      className={options.className}
    >
      {(control) => (
        <>
          <input
            {...control}
            type={options.type ?? 'text'}
            value={values[field]}
            onChange={set(field)}
            autoComplete={options.autoComplete ?? 'off'}
            inputMode={options.inputMode}
            maxLength={options.maxLength}
            className={fieldControlClasses}
          />
          {options.hint && (
            <p id={`${id}-${field}-hint`} className="text-ink-muted text-xs">
              {options.hint}
            </p>
          )}
        </>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex max-w-3xl flex-col gap-8">
      {isFirst && (
        <p className="rounded-md border border-line bg-brand-50 p-4 text-ink text-sm">
          {t('billing:agency.empty')}
        </p>
      )}
      {outcome && (
        <FormAlert ref={alertRef} tone={outcome.tone}>
          {outcome.text}
        </FormAlert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink text-lg">
          {t('billing:agency.sections.identity')}
        </legend>
        {text('legalName', { autoComplete: 'organization', maxLength: 200, className: 'sm:col-span-2' })}
        {text('legalForm', { maxLength: 60, hint: t('billing:agency.hints.legalForm') })}
        {text('shareCapital', { inputMode: 'decimal', hint: t('billing:agency.hints.shareCapital') })}
        {text('siren', { inputMode: 'numeric', hint: t('billing:agency.hints.siren') })}
        {text('siret', { inputMode: 'numeric', hint: t('billing:agency.hints.siret') })}
        {text('vatNumber', { hint: t('billing:agency.hints.vatNumber') })}
        {text('taxRegistrationId', { maxLength: 40, hint: t('billing:agency.hints.taxRegistrationId') })}
        {text('rcsCity', { maxLength: 100, hint: t('billing:agency.hints.rcsCity') })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink text-lg">
          {t('billing:agency.sections.address')}
        </legend>
        {text('addressLine1', {
          autoComplete: 'address-line1',
          maxLength: 100,
          className: 'sm:col-span-2',
        })}
        {text('addressLine2', {
          autoComplete: 'address-line2',
          maxLength: 100,
          className: 'sm:col-span-2',
        })}
        {text('postcode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 20 })}
        {text('city', { autoComplete: 'address-level2', maxLength: 100 })}
        {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink text-lg">{t('billing:agency.sections.bank')}</legend>
        {text('iban', { className: 'sm:col-span-2', hint: t('billing:agency.hints.iban') })}
        {text('bic', { maxLength: 11 })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink text-lg">{t('billing:agency.sections.terms')}</legend>
        {text('feePercent', { inputMode: 'decimal', hint: t('billing:agency.hints.feePercent') })}
        {text('paymentTermsDays', {
          inputMode: 'numeric',
          hint: t('billing:agency.hints.paymentTermsDays'),
        })}
        {text('latePaymentRatePercent', {
          inputMode: 'decimal',
          hint: t('billing:agency.hints.latePaymentRatePercent'),
        })}
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="font-medium text-ink text-sm">{t('billing:agency.fields.vatMode')}</legend>
          {(['standard', 'exempt'] as const).map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-ink text-sm">
              <input
                type="radio"
                name={`${id}-vat-mode`}
                value={mode}
                checked={values.vatMode === mode}
                onChange={() => setValues((current) => ({ ...current, vatMode: mode }))}
                className="size-4"
              />
              {t(`billing:agency.vatModes.${mode}`)}
            </label>
          ))}
        </fieldset>
        {values.vatMode === 'standard'
          ? text('vatRate', { inputMode: 'decimal' })
          : text('vatMention', { maxLength: 300, className: 'sm:col-span-2' })}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? t('billing:agency.saving') : t('billing:agency.save')}
        </Button>
      </div>
    </form>
  );
}
