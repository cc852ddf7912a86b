import type { AgencySettingsInput } from '@escouade/contract/billing';

// The agency's settings and a client's billing details the billing tests start from.

export const SETTINGS = {
  legalName: 'Escouade Conseil',
  legalForm: 'SAS',
  shareCapitalCents: 1_000_000,
  siren: '901 234 567',
  siret: '90123456700013',
  vatNumber: 'FR15901234567',
  taxRegistrationId: null,
  rcsCity: 'Paris',
  address: { lines: ['12 rue de la Paix'], postcode: '75002', city: 'Paris', countryCode: 'FR' },
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPPXXX',
  email: 'facturation@escouade.example',
  phone: null,
  feePercent: 10,
  vat: { mode: 'standard', ratePercent: 20 },
  paymentTermsDays: 30,
  latePaymentRatePercent: 12.15,
} satisfies AgencySettingsInput;

export const BILLING_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};
