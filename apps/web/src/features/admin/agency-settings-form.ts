import {
  type AgencySettings,
  type AgencySettingsInput,
  agencySettingsInputSchema,
  DEFAULT_VAT_RATE_PERCENT,
} from '@escouade/contract/billing';
import {
  formatIban,
  isBic,
  isIban,
  isSiren,
  isSiret,
  isVatNumber,
} from '@escouade/contract/business-identifiers';

/** The form's values, as typed: every field a string, numbers with a comma or a point. */
export type AgencySettingsFormValues = {
  legalName: string;
  legalForm: string;
  shareCapital: string;
  siren: string;
  siret: string;
  vatNumber: string;
  taxRegistrationId: string;
  rcsCity: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  iban: string;
  bic: string;
  email: string;
  phone: string;
  feePercent: string;
  vatMode: 'standard' | 'exempt';
  vatRate: string;
  vatMention: string;
  paymentTermsDays: string;
  latePaymentRatePercent: string;
};

export type AgencySettingsField = keyof AgencySettingsFormValues;

/** A blank form: VAT at the standard French rate, 30 days, a late-payment rate left to the agency. */
export const EMPTY_AGENCY_SETTINGS: AgencySettingsFormValues = {
  legalName: '',
  legalForm: '',
  shareCapital: '',
  siren: '',
  siret: '',
  vatNumber: '',
  taxRegistrationId: '',
  rcsCity: '',
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  iban: '',
  bic: '',
  email: '',
  phone: '',
  feePercent: '',
  vatMode: 'standard',
  vatRate: String(DEFAULT_VAT_RATE_PERCENT),
  vatMention: 'TVA non applicable, art. 293 B du CGI',
  paymentTermsDays: '30',
  latePaymentRatePercent: '',
};

const decimalText = (value: number, language: string) =>
  language === 'fr' ? String(value).replace('.', ',') : String(value);

/** The saved settings in the form's terms. */
export function formValuesOf(settings: AgencySettings, language: string): AgencySettingsFormValues {
  return {
    legalName: settings.legalName,
    legalForm: settings.legalForm,
    shareCapital:
      settings.shareCapitalCents === null ? '' : decimalText(settings.shareCapitalCents / 100, language),
    siren: settings.siren,
    siret: settings.siret,
    vatNumber: settings.vatNumber ?? '',
    taxRegistrationId: settings.taxRegistrationId ?? '',
    rcsCity: settings.rcsCity ?? '',
    addressLine1: settings.address.lines[0] ?? '',
    addressLine2: settings.address.lines[1] ?? '',
    postcode: settings.address.postcode,
    city: settings.address.city,
    iban: formatIban(settings.iban),
    bic: settings.bic,
    email: settings.email,
    phone: settings.phone ?? '',
    feePercent: decimalText(settings.feePercent, language),
    vatMode: settings.vat.mode,
    vatRate:
      settings.vat.mode === 'standard'
        ? decimalText(settings.vat.ratePercent, language)
        : String(DEFAULT_VAT_RATE_PERCENT),
    vatMention: settings.vat.mode === 'exempt' ? settings.vat.mention : EMPTY_AGENCY_SETTINGS.vatMention,
    paymentTermsDays: String(settings.paymentTermsDays),
    latePaymentRatePercent: decimalText(settings.latePaymentRatePercent, language),
  };
}

/** A number typed with a comma or a point ("12,15"); NaN when it is not one. */
export function parseDecimal(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return compact === '' || !/^-?\d+(\.\d+)?$/.test(compact) ? Number.NaN : Number(compact);
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the form sends. */
export function inputOf(values: AgencySettingsFormValues): AgencySettingsInput {
  const capital = parseDecimal(values.shareCapital);
  return {
    legalName: values.legalName,
    legalForm: values.legalForm,
    shareCapitalCents: values.shareCapital.trim() === '' ? null : Math.round(capital * 100),
    siren: values.siren,
    siret: values.siret,
    vatNumber: orNull(values.vatNumber),
    taxRegistrationId: orNull(values.taxRegistrationId),
    rcsCity: orNull(values.rcsCity),
    address: {
      lines: [values.addressLine1, values.addressLine2].filter((line) => line.trim() !== ''),
      postcode: values.postcode,
      city: values.city,
      countryCode: 'FR',
    },
    iban: values.iban,
    bic: values.bic,
    email: values.email.trim(),
    phone: orNull(values.phone),
    feePercent: parseDecimal(values.feePercent),
    vat:
      values.vatMode === 'standard'
        ? { mode: 'standard', ratePercent: parseDecimal(values.vatRate) }
        : { mode: 'exempt', mention: values.vatMention },
    paymentTermsDays: parseDecimal(values.paymentTermsDays),
    latePaymentRatePercent: parseDecimal(values.latePaymentRatePercent),
  };
}

/** Where each path of the contract's schema (or of the API's answer) shows its error in the form. */
export function fieldOfPath(path: string): AgencySettingsField | null {
  const map: Record<string, AgencySettingsField> = {
    shareCapitalCents: 'shareCapital',
    'address.lines': 'addressLine1',
    'address.lines.0': 'addressLine1',
    'address.lines.1': 'addressLine2',
    'address.postcode': 'postcode',
    'address.city': 'city',
    'vat.ratePercent': 'vatRate',
    'vat.mention': 'vatMention',
    vat: 'vatRate',
  };
  if (map[path]) return map[path];
  const head = path.split('.')[0] ?? '';
  return head in EMPTY_AGENCY_SETTINGS ? (head as AgencySettingsField) : null;
}

/** The key of an issue the schema raised: its own message when it names one, else what kind of issue it is. */
function messageOf(issue: { code: string; message: string; origin?: string }): string {
  if (/^[a-z][A-Za-z]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'too_small')
    return issue.origin === 'string' || issue.origin === 'array' ? 'required' : 'tooSmall';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'tooLarge';
  if (issue.code === 'invalid_type') return 'notANumber';
  if (issue.code === 'invalid_format') return 'invalidEmail';
  return 'invalid';
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The errors the form finds before sending, as message keys by field: the contract's schema, then the keys of
 * the identifiers (SIREN and SIRET by Luhn, the VAT key, IBAN by mod 97), as the API checks them.
 */
export function checkAgencySettings(values: AgencySettingsFormValues): Map<AgencySettingsField, string> {
  const errors = new Map<AgencySettingsField, string>();
  const add = (field: AgencySettingsField | null, message: string) => {
    if (field && !errors.has(field)) errors.set(field, message);
  };
  const parsed = agencySettingsInputSchema.safeParse(inputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add(fieldOfPath(issue.path.join('.')), messageOf(issue));
    }
  }
  if (values.shareCapital.trim() !== '' && Number.isNaN(parseDecimal(values.shareCapital))) {
    errors.set('shareCapital', 'notANumber');
  }
  if (/^\d{9}$/.test(compact(values.siren)) && !isSiren(compact(values.siren))) add('siren', 'sirenKey');
  if (/^\d{14}$/.test(compact(values.siret)) && !isSiret(compact(values.siret))) add('siret', 'siretKey');
  if (values.vatNumber.trim() && !errors.has('vatNumber') && !isVatNumber(compact(values.vatNumber))) {
    add('vatNumber', 'vatNumberKey');
  }
  if (!errors.has('iban') && !isIban(compact(values.iban))) add('iban', 'ibanKey');
  if (!errors.has('bic') && !isBic(compact(values.bic))) add('bic', 'invalidBic');
  return errors;
}
