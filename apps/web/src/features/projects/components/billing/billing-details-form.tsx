import {
  type BillingDetails,
  type BillingDetailsInput,
  billingDetailsInputSchema,
  type ProjectBilling,
} from '@escouade/contract/billing';
import { isSiren, isVatNumber } from '@escouade/contract/business-identifiers';
import { PATHS } from '@escouade/contract/paths';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../../components/load-failure';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, fieldControlClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { useProjectBilling, useSaveBillingDetails } from '../../api/project-billing';

/** France first, then the other member states of the EU, whose businesses are billed under reverse charge. */
const COUNTRIES = [
  'FR',
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'CH',
  'GB',
] as const;

type Values = {
  legalName: string;
  siren: string;
  vatNumber: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  countryCode: string;
};
type Field = keyof Values;

function valuesOf(details: BillingDetails | null): Values {
  return {
    legalName: details?.legalName ?? '',
    siren: details?.siren ?? '',
    vatNumber: details?.vatNumber ?? '',
    addressLine1: details?.address.lines[0] ?? '',
    addressLine2: details?.address.lines[1] ?? '',
    postcode: details?.address.postcode ?? '',
    city: details?.address.city ?? '',
    countryCode: details?.address.countryCode ?? 'FR',
  };
}

function inputOf(values: Values): BillingDetailsInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    legalName: values.legalName,
    siren: orNull(values.siren),
    vatNumber: orNull(values.vatNumber),
    address: {
      lines: [values.addressLine1, values.addressLine2].filter((line) => line.trim() !== ''),
      postcode: values.postcode,
      city: values.city,
      countryCode: values.countryCode,
    },
  };
}

const FIELD_OF_PATH: Record<string, Field> = {
  'address.lines': 'addressLine1',
  'address.lines.0': 'addressLine1',
  'address.lines.1': 'addressLine2',
  'address.postcode': 'postcode',
  'address.city': 'city',
  'address.countryCode': 'countryCode',
};
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The errors found before sending, as message keys by field: the contract's schema, then the identifiers' keys. */
function check(values: Values): Map<Field, string> {
  const errors = new Map<Field, string>();
  const parsed = billingDetailsInputSchema.safeParse(inputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const field = FIELD_OF_PATH[path] ?? (path in valuesOf(null) ? (path as Field) : null);
      if (!field || errors.has(field)) continue;
      errors.set(field, /^[a-z][A-Za-z]+$/.test(issue.message) ? issue.message : 'required');
    }
  }
  const siren = compact(values.siren);
  if (!errors.has('siren') && siren && !isSiren(siren)) errors.set('siren', 'sirenKey');
  const vat = compact(values.vatNumber);
  if (!errors.has('vatNumber') && vat && !isVatNumber(vat)) errors.set('vatNumber', 'vatNumberKey');
  return errors;
}

/**
 * The client's billing details: whom the project's invoices are addressed to. When the project's organisation
 * has a complete legal identity, its quotes and invoices are addressed to that instead: the form says so first.
 */
export function BillingDetailsForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['billing', 'errors']);
  const billing = useProjectBilling(projectId);
  const headingId = useId();
  const organisation = billing.data?.organisationBuyer ?? null;
  let body;
  if (billing.isPending) body = <Spinner label={t('billing:details.loading')} />;
  else if (billing.isError || !billing.data) {
    body = (
      <LoadFailure
        message={t('billing:details.loadFailed', { reason: apiErrorMessage(t, billing.error) })}
        onRetry={() => void billing.refetch()}
      />
    );
  } else {
    body = (
      <DetailsForm
        projectId={projectId}
        initial={valuesOf(billing.data.billingDetails)}
        isFirst={billing.data.billingDetails === null && organisation === null}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="font-semibold text-ink text-xl">
        {t('billing:details.title')}
      </h2>
      {organisation ? (
        <OrganisationNotice organisation={organisation} />
      ) : (
        <p className="mt-1 mb-4 text-ink-muted text-sm">{t('billing:details.intro')}</p>
      )}
      {body}
    </section>
  );
}

/** Whom the quotes and invoices are addressed to instead of these details, and where to change it. */
function OrganisationNotice({
  organisation,
}: {
  organisation: NonNullable<ProjectBilling['organisationBuyer']>;
}) {
  const { t } = useTranslation('billing');
  const name = organisation.legalName;
  const applies = organisation.siret
    ? t('details.organisation.appliesWithSiret', { name, siret: organisation.siret })
    : organisation.vatNumber
      ? t('details.organisation.appliesWithVatNumber', { name, vatNumber: organisation.vatNumber })
      : t('details.organisation.applies', { name });
  return (
    <div className="mt-1 mb-4 flex flex-col gap-2 text-sm">
      <p className="text-ink">
        {applies} {t('details.organisation.howToChange')}{' '}
        <Link
          to={PATHS.myOrganisation}
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('details.organisation.link')}
        </Link>
      </p>
      <p className="text-ink-muted">{t('details.organisation.fallback')}</p>
    </div>
  );
}

function DetailsForm({
  projectId,
  initial,
  isFirst,
}: {
  projectId: string;
  initial: Values;
  isFirst: boolean;
}) {
  const { t, i18n } = useTranslation(['billing', 'validation', 'errors']);
  const language = getCurrentLanguage(i18n);
  const save = useSaveBillingDetails(projectId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Map<Field, string>>(new Map());
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const countryNames = new Intl.DisplayNames([language], { type: 'region' });

  useLayoutEffect(() => {
    if (outcome) alertRef.current?.focus();
  }, [outcome]);

  const message = (key: string) =>
    t(`billing:agency.errors.${key}`, {
      defaultValue: t(`billing:details.errors.${key}`, { defaultValue: t('validation:invalid') }),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.size > 0) {
      setOutcome({ tone: 'error', text: t('billing:agency.fixErrors', { count: found.size }) });
      return;
    }
    try {
      await save.mutateAsync(inputOf(values));
      setOutcome({ tone: 'success', text: t('billing:details.saved') });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: t('billing:details.saveFailed', { reason: apiErrorMessage(t, error) }),
      });
    }
  };

  const text = (field: Exclude<Field, 'countryCode'>, autoComplete: string, className?: string) => (
    <FormField
      label={t(`billing:details.fields.${field}`)}
      error={errors.has(field) ? message(errors.get(field) ?? '') : undefined}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          value={values[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [field]: value }));
          }}
          autoComplete={autoComplete}
          className={fieldControlClasses}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {isFirst && <p className="text-ink text-sm sm:col-span-2">{t('billing:details.empty')}</p>}
      {outcome && (
        <FormAlert ref={alertRef} tone={outcome.tone} className="sm:col-span-2">
          {outcome.text}
        </FormAlert>
      )}
      {text('legalName', 'organization', 'sm:col-span-2')}
      {text('siren', 'off')}
      {text('vatNumber', 'off')}
      {text('addressLine1', 'address-line1', 'sm:col-span-2')}
      {text('addressLine2', 'address-line2', 'sm:col-span-2')}
      {text('postcode', 'postal-code')}
      {text('city', 'address-level2')}
      <FormField
        label={t('billing:details.fields.countryCode')}
        error={errors.has('countryCode') ? message('required') : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={values.countryCode}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, countryCode: value }));
            }}
            autoComplete="country"
            className={fieldControlClasses}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryNames.of(code) ?? code}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? t('billing:details.saving') : t('billing:details.save')}
        </Button>
      </div>
    </form>
  );
}
