import { agencyFeeLine, creditNoteFromInvoice } from '../../src/modules/billing/documents/document-lines.ts';
import {
  type BillingDocumentInput,
  type DocumentLine,
  type Invoice,
  type InvoiceDocument,
  parseBillingDocument,
} from '../../src/modules/billing/documents/document-model.ts';
import { FRANCHISE_AGENCY, GERMAN_CLIENT, invoice, line, VAT_20 } from './fixtures.ts';
import { TIME_AND_MATERIALS_SCENARIOS } from './time-invoice-scenarios.ts';

// The ways an agency bills a project, each as an invoice or a credit note the official EN 16931 rules must
// accept: fixed prices, time spent, day rates, fees, every VAT treatment the engine knows, and the amounts whose
// rounding goes wrong when done line by line.

function parseInvoice(input: BillingDocumentInput): Invoice {
  const document = parseBillingDocument(input);
  if (document.kind !== 'invoice') throw new Error('Not an invoice');
  return document;
}

function parseLines(lines: ReturnType<typeof line>[]): DocumentLine[] {
  return parseInvoice(invoice({ lines })).lines;
}

const MEMBERS = [
  { name: 'Camille Durand', role: 'Développement back-end', dayRateCents: 65_000 },
  { name: 'Léa Petit', role: 'Design produit', dayRateCents: 58_000 },
  { name: 'Hugo Bernard', role: 'Développement front-end', dayRateCents: 61_500 },
];

const dayRateLines = MEMBERS.map((member, index) =>
  line({
    description: `${member.role} — ${member.name}`,
    detail: 'Taux journalier moyen',
    quantity: [12, 8.5, 10][index] ?? 1,
    unit: 'DAY',
    unitPriceCents: member.dayRateCents,
  }),
);

const milestoneLines = [
  line({
    description: 'Jalon 1 — Cadrage et maquettes',
    unitPriceCents: 450_000,
    period: { start: '2026-10-01', end: '2026-10-15' },
  }),
  line({
    description: 'Jalon 2 — Développement du MVP',
    unitPriceCents: 1_200_000,
    period: { start: '2026-10-16', end: '2026-11-20' },
  }),
  line({
    description: 'Jalon 3 — Mise en production',
    unitPriceCents: 300_000,
    period: { start: '2026-11-21', end: '2026-11-30' },
  }),
];

const withFee = parseLines(dayRateLines);
const feeOnDays = agencyFeeLine({ description: 'Frais d’agence (15 %)', ratePercent: 15, of: withFee });

const wholeInvoice = parseInvoice(invoice({ number: 'F-2026-0100', lines: [...milestoneLines, feeOnDays] }));
const reverseChargeInvoice = parseInvoice(
  invoice({
    language: 'en',
    number: 'F-2026-0104',
    buyer: GERMAN_CLIENT,
    paymentTerms: 'Payment within 30 days of the invoice date, by bank transfer.',
    lines: dayRateLines.map((entry) => ({ ...entry, vat: { category: 'AE' } })),
  }),
);

const manyLines = Array.from({ length: 30 }, (_, index) =>
  line({
    description: `Tâche ${index + 1} — ticket #${1000 + index}`,
    quantity: ((index * 7) % 13) + 0.25 * (index % 4),
    unit: 'HUR',
    unitPriceCents: 7_500 + index * 133,
    vat: index % 5 === 0 ? { category: 'S', ratePercent: 10 } : VAT_20,
  }),
);

export const INVOICE_SCENARIOS: { name: string; document: InvoiceDocument }[] = [
  { name: 'fixed price per milestone', document: parseInvoice(invoice({ lines: milestoneLines })) },
  {
    name: 'time and materials from hours',
    document: parseInvoice(
      invoice({
        lines: [
          line({
            description: 'Développement — semaine 45',
            quantity: 37.5,
            unit: 'HUR',
            unitPriceCents: 8_500,
          }),
          line({
            description: 'Développement — semaine 46',
            quantity: 31.25,
            unit: 'HUR',
            unitPriceCents: 8_500,
          }),
          line({ description: 'Astreinte du week-end', quantity: 6, unit: 'HUR', unitPriceCents: 12_750 }),
        ],
      }),
    ),
  },
  { name: 'several members at their day rates', document: parseInvoice(invoice({ lines: dayRateLines })) },
  {
    name: 'day rates and an agency fee',
    document: parseInvoice(invoice({ lines: [...dayRateLines, feeOnDays] })),
  },
  { name: 'VAT at 20 %', document: parseInvoice(invoice({ lines: [line({ unitPriceCents: 123_456 })] })) },
  {
    name: 'mixed VAT rates',
    document: parseInvoice(
      invoice({
        lines: [
          line({ description: 'Conseil', unitPriceCents: 250_000 }),
          line({
            description: 'Formation (taux réduit)',
            unitPriceCents: 80_000,
            vat: { category: 'S', ratePercent: 10 },
          }),
          line({
            description: 'Ouvrages',
            quantity: 3,
            unitPriceCents: 2_990,
            vat: { category: 'S', ratePercent: 5.5 },
          }),
          line({
            description: 'Presse',
            quantity: 2,
            unitPriceCents: 650,
            vat: { category: 'S', ratePercent: 2.1 },
          }),
        ],
      }),
    ),
  },
  {
    name: 'VAT-exempt agency under the franchise en base',
    document: parseInvoice(
      invoice({
        number: 'AL-2026-017',
        seller: FRANCHISE_AGENCY,
        vatExemption: { reason: 'TVA non applicable, art. 293 B du CGI', code: 'VATEX-FR-FRANCHISE' },
        lines: [
          line({ description: 'Identité visuelle', unitPriceCents: 180_000, vat: { category: 'E' } }),
          line({
            description: 'Déclinaisons',
            quantity: 4,
            unit: 'HUR',
            unitPriceCents: 6_000,
            vat: { category: 'E' },
          }),
        ],
      }),
    ),
  },
  { name: 'EU business client under reverse charge', document: reverseChargeInvoice },
  {
    name: 'credit note cancelling an invoice in whole',
    document: creditNoteFromInvoice(wholeInvoice, {
      number: 'AV-2026-0007',
      issueDate: '2026-12-02',
      reason: 'Annulation de la facture F-2026-0100 (commande annulée)',
    }),
  },
  {
    name: 'credit note cancelling an invoice in part',
    document: creditNoteFromInvoice(wholeInvoice, {
      number: 'AV-2026-0008',
      issueDate: '2026-12-03',
      reason: 'Geste commercial sur le jalon 2',
      lines: [{ ...(wholeInvoice.lines[1] as DocumentLine), quantity: 0.25 }],
    }),
  },
  {
    name: 'credit note to an EU business client under reverse charge',
    document: creditNoteFromInvoice(reverseChargeInvoice, {
      number: 'CN-2026-0003',
      issueDate: '2026-12-04',
      lines: reverseChargeInvoice.lines.slice(0, 1),
    }),
  },
  {
    name: '3 × 33.33 €',
    document: parseInvoice(invoice({ lines: [line({ quantity: 3, unitPriceCents: 3_333 })] })),
  },
  {
    name: '7 h × 85.71 €',
    document: parseInvoice(invoice({ lines: [line({ quantity: 7, unit: 'HUR', unitPriceCents: 8_571 })] })),
  },
  {
    name: 'VAT rounded once on the basis, not per line',
    document: parseInvoice(
      invoice({
        lines: Array.from({ length: 3 }, () => line({ description: 'Micro-tâche', unitPriceCents: 2 })),
      }),
    ),
  },
  {
    name: 'half cents in lines and VAT',
    document: parseInvoice(
      invoice({
        lines: [
          line({ quantity: 1.5, unitPriceCents: 33 }),
          line({ quantity: 0.0625, unit: 'HUR', unitPriceCents: 8_571 }),
          line({ unitPriceCents: 1_235, vat: { category: 'S', ratePercent: 5.5 } }),
        ],
      }),
    ),
  },
  {
    name: 'deposit already paid',
    document: parseInvoice(invoice({ lines: milestoneLines, prepaidCents: 585_000 })),
  },
  {
    name: 'a discount line with a negative quantity',
    document: parseInvoice(
      invoice({
        lines: [
          ...milestoneLines,
          line({ description: 'Remise fidélité', quantity: -1, unitPriceCents: 50_000 }),
        ],
      }),
    ),
  },
  {
    name: 'English invoice with purchase order and project',
    document: parseInvoice(
      invoice({
        language: 'en',
        purchaseOrderReference: 'PO-88412',
        project: { reference: 'PRJ-2026-31', name: 'Ordering website rebuild' },
        paymentTerms: 'Payment within 45 days, by bank transfer.',
        lines: dayRateLines,
      }),
    ),
  },
  { name: 'thirty lines of hours at two rates', document: parseInvoice(invoice({ lines: manyLines })) },
  {
    name: 'texts with characters XML must escape',
    document: parseInvoice(
      invoice({
        notes: ['Référence client : <A&B> "urgent" \'Q4\''],
        lines: [
          line({
            description: 'Audit <sécurité> & conformité "RGPD"',
            detail: 'Périmètre : API & back-office < 10 routes',
          }),
        ],
      }),
    ),
  },
  {
    name: 'French client without a VAT number',
    document: parseInvoice(
      invoice({
        buyer: {
          legalName: 'Association Les Amis du Quartier',
          siren: '500000013',
          address: { lines: ['8 place du Marché'], postcode: '33000', city: 'Bordeaux', countryCode: 'FR' },
        },
      }),
    ),
  },
  {
    name: 'zero-rated line beside a standard one',
    document: parseInvoice(
      invoice({
        lines: [
          line(),
          line({ description: 'Prestation au taux zéro', unitPriceCents: 4_200, vat: { category: 'Z' } }),
        ],
      }),
    ),
  },
  ...TIME_AND_MATERIALS_SCENARIOS,
];
