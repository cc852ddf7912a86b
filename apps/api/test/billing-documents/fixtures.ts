import type {
  BillingDocumentInput,
  DocumentLineInput,
} from '../../src/modules/billing/documents/document-model.ts';

// Parties and documents the billing engine's tests issue: a French agency (SIREN and VAT number whose keys
// hold), French and foreign clients, and a few ways of billing a project.

export const AGENCY = {
  legalName: 'Escouade Conseil',
  legalForm: 'SAS',
  shareCapitalCents: 1_000_000,
  siren: '901234567',
  siret: '90123456700013',
  vatNumber: 'FR15901234567',
  rcsCity: 'Paris',
  address: { lines: ['12 rue de la Paix'], postcode: '75002', city: 'Paris', countryCode: 'FR' as const },
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  email: 'facturation@escouade.example',
  phone: '+33 1 23 45 67 89',
};

/** A micro-agency under the franchise en base: no VAT charged, no VAT number. */
export const FRANCHISE_AGENCY = {
  ...AGENCY,
  legalName: 'Atelier Lune',
  legalForm: 'EI',
  shareCapitalCents: undefined,
  rcsCity: undefined,
  vatNumber: undefined,
  taxRegistrationId: '1234567890123',
};

export const FRENCH_CLIENT = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  siret: '81234567600017',
  vatNumber: 'FR19812345676',
  address: {
    lines: ['3 avenue des Champs', 'Bâtiment B'],
    postcode: '69002',
    city: 'Lyon',
    countryCode: 'FR',
  },
  contactName: 'Claire Martin',
  email: 'compta@martin.example',
};

export const GERMAN_CLIENT = {
  legalName: 'Nordlicht Software GmbH',
  vatNumber: 'DE123456789',
  address: { lines: ['Hauptstraße 5'], postcode: '10115', city: 'Berlin', countryCode: 'DE' },
};

export const VAT_20 = { category: 'S', ratePercent: 20 } as const;

export function line(overrides: Partial<DocumentLineInput> = {}): DocumentLineInput {
  return {
    description: 'Développement back-end',
    quantity: 1,
    unit: 'C62',
    unitPriceCents: 100_000,
    vat: VAT_20,
    ...overrides,
  };
}

export function invoice(overrides: Partial<Extract<BillingDocumentInput, { kind: 'invoice' }>> = {}) {
  return {
    kind: 'invoice',
    language: 'fr',
    number: 'F-2026-0042',
    issueDate: '2026-11-26',
    dueDate: '2026-12-26',
    seller: AGENCY,
    buyer: FRENCH_CLIENT,
    servicePeriod: { start: '2026-11-01', end: '2026-11-30' },
    paymentTerms: 'Paiement à 30 jours à réception de facture, par virement.',
    latePaymentPenaltyRatePercent: 12.15,
    lines: [line()],
    ...overrides,
  } satisfies BillingDocumentInput;
}
