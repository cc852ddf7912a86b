import { buyerSchema, sellerSchema } from '../../src/modules/billing/documents/document-model.ts';
import {
  type InvoiceDocument,
  parseBillingDocument,
} from '../../src/modules/billing/documents/document-model.ts';
import { type BilledTime, timeAndMaterialsInvoice } from '../../src/modules/billing/time-invoices.ts';
import { AGENCY, FRANCHISE_AGENCY, FRENCH_CLIENT, GERMAN_CLIENT } from './fixtures.ts';

// Monthly invoices of approved hours, built by the function the API issues them with: one line per member and
// rate, the agency's fee, and each VAT treatment (standard, reverse charge for an EU business, exemption).

const MARCH = { start: '2027-03-01', end: '2027-03-26' };

const TEAM: BilledTime[] = [
  {
    name: 'Camille Durand',
    role: 'Développeuse back-end',
    hours: 61.5,
    hourlyRateCents: 8_500,
    weeks: 4,
    period: MARCH,
  },
  {
    name: 'Léa Petit',
    role: 'Designer produit',
    hours: 23.25,
    hourlyRateCents: 7_250,
    weeks: 3,
    period: MARCH,
  },
  {
    name: 'Hugo Bernard',
    role: null,
    hours: 7.75,
    hourlyRateCents: 6_133,
    weeks: 1,
    period: { start: '2027-03-08', end: '2027-03-12' },
  },
];

const base = {
  language: 'fr' as const,
  issueDate: '2027-04-01',
  paymentTermsDays: 30,
  seller: sellerSchema.parse(AGENCY),
  buyer: buyerSchema.parse(FRENCH_CLIENT),
  project: { reference: 'A1B2C3D4', name: 'Plateforme de réservation' },
  time: TEAM,
  feePercent: 10,
  vat: { category: 'S', ratePercent: 20 } as const,
  latePaymentRatePercent: 12.15,
};

function parse(input: Parameters<typeof timeAndMaterialsInvoice>[0]): InvoiceDocument {
  const document = parseBillingDocument(timeAndMaterialsInvoice(input));
  if (document.kind !== 'invoice') throw new Error('Not an invoice');
  return document;
}

export const TIME_AND_MATERIALS_SCENARIOS: { name: string; document: InvoiceDocument }[] = [
  {
    name: 'month of approved hours, three members and the fee',
    document: parse({ ...base, number: '2027-00031' }),
  },
  {
    name: 'month of approved hours to an EU business client under reverse charge',
    document: parse({
      ...base,
      language: 'en',
      number: '2027-00032',
      buyer: buyerSchema.parse(GERMAN_CLIENT),
      vat: { category: 'AE' },
      feePercent: 12.5,
    }),
  },
  {
    name: 'month of approved hours from a VAT-exempt agency',
    document: parse({
      ...base,
      number: '2027-00033',
      seller: sellerSchema.parse(FRANCHISE_AGENCY),
      vat: { category: 'E' },
      vatExemptionMention: 'TVA non applicable, art. 293 B du CGI',
    }),
  },
  {
    name: 'month of approved hours, one member at two rates, no fee',
    document: parse({
      ...base,
      number: '2027-00034',
      feePercent: 0,
      time: [
        { ...TEAM[0]!, hours: 14.25, weeks: 1, period: { start: '2027-03-01', end: '2027-03-05' } },
        {
          ...TEAM[0]!,
          hours: 30,
          hourlyRateCents: 9_000,
          weeks: 2,
          period: { start: '2027-03-15', end: '2027-03-26' },
        },
      ],
    }),
  },
  {
    name: 'month of approved hours in English for a French client',
    document: parse({ ...base, language: 'en', number: '2027-00035', time: TEAM.slice(1) }),
  },
];
