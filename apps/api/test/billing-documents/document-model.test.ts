import { describe, expect, it } from 'vitest';
import { billingDocumentSchema } from '../../src/modules/billing/documents/document-model.ts';
import {
  frenchVatNumberOf,
  isBic,
  isIban,
  isSiren,
  isSiret,
  isVatNumber,
} from '@escouade/contract/business-identifiers';
import { AGENCY, FRANCHISE_AGENCY, FRENCH_CLIENT, GERMAN_CLIENT, invoice, line } from './fixtures.ts';

// A document is checked before anything is issued from it: identifiers whose keys do not hold, a French client
// without a SIREN or a reverse charge without the client's VAT number never reach an invoice.

function issuesOf(input: unknown): string[] {
  const result = billingDocumentSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('identifiers', () => {
  it('checks the Luhn key of SIREN and SIRET numbers, and La Poste’s own rule', () => {
    expect(isSiren('901234567')).toBe(true);
    expect(isSiren('901234568')).toBe(false);
    expect(isSiren('90123456')).toBe(false);
    expect(isSiret('90123456700013')).toBe(true);
    expect(isSiret('90123456700014')).toBe(false);
    // La Poste's establishments: digits adding up to a multiple of 5, whatever the Luhn key says.
    expect(isSiret('35600000049837')).toBe(true);
    expect(isSiret('35600000000028')).toBe(false);
  });

  it('computes and checks the key of a French VAT number', () => {
    expect(frenchVatNumberOf('901234567')).toBe('FR15901234567');
    expect(isVatNumber('FR15901234567')).toBe(true);
    expect(isVatNumber('FR16901234567')).toBe(false);
    expect(isVatNumber('DE123456789')).toBe(true);
    expect(isVatNumber('de123456789')).toBe(false);
  });

  it('checks IBAN check digits and the shape of a BIC', () => {
    expect(isIban('FR7630006000011234567890189')).toBe(true);
    expect(isIban('FR7630006000011234567890188')).toBe(false);
    expect(isIban('FR76 3000 6000 0112 3456 7890 189')).toBe(false);
    expect(isBic('AGRIFRPPXXX')).toBe(true);
    expect(isBic('AGRIFRPP')).toBe(true);
    expect(isBic('AGRI-FR')).toBe(false);
  });
});

describe('billing document schema', () => {
  it('accepts a complete invoice and fills the defaults', () => {
    const parsed = billingDocumentSchema.parse(invoice());
    expect(parsed).toMatchObject({ language: 'fr', notes: [], prepaidCents: 0 });
    expect(parsed.lines[0]?.kind).toBe('service');
  });

  it('asks a French client for its SIREN and refuses one for a foreign client', () => {
    expect(issuesOf(invoice({ buyer: { ...FRENCH_CLIENT, siren: undefined, siret: undefined } }))).toContain(
      'buyer.siren: frenchBuyerNeedsSiren',
    );
    expect(issuesOf(invoice({ buyer: { ...GERMAN_CLIENT, siren: '812345676' } }))).toContain(
      'buyer.siren: foreignBuyerHasNoSiren',
    );
  });

  it('refuses identifiers whose keys do not hold', () => {
    expect(issuesOf(invoice({ seller: { ...AGENCY, siret: '81234567600017' } }))).toContain(
      'seller.siret: siretNotOfSiren',
    );
    expect(issuesOf(invoice({ seller: { ...AGENCY, iban: 'FR7630006000011234567890188' } }))).toContain(
      'seller.iban: invalidIban',
    );
    expect(issuesOf(invoice({ buyer: { ...FRENCH_CLIENT, vatNumber: 'FR00812345676' } }))).toContain(
      'buyer.vatNumber: invalidVatNumber',
    );
  });

  it('asks for the reason of an exemption and the client’s VAT number for a reverse charge', () => {
    const exempt = invoice({ seller: FRANCHISE_AGENCY, lines: [line({ vat: { category: 'E' } })] });
    expect(issuesOf(exempt)).toEqual(['vatExemption: exemptionReasonRequired']);
    const reverseCharge = invoice({
      buyer: { ...GERMAN_CLIENT, vatNumber: undefined },
      lines: [line({ vat: { category: 'AE' } })],
    });
    expect(issuesOf(reverseCharge)).toEqual(['buyer.vatNumber: reverseChargeNeedsBuyerVatNumber']);
    const standardWithoutNumber = invoice({ seller: FRANCHISE_AGENCY });
    expect(issuesOf(standardWithoutNumber)).toEqual(['seller.vatNumber: sellerVatNumberRequired']);
  });

  it('refuses quantities beyond four decimals, negative prices and dates in the wrong order', () => {
    expect(issuesOf(invoice({ lines: [line({ quantity: 1.00001 })] }))).toContain(
      'lines.0.quantity: tooManyDecimals',
    );
    expect(issuesOf(invoice({ lines: [line({ unitPriceCents: -1 })] }))).toHaveLength(1);
    expect(issuesOf(invoice({ lines: [line({ unitPriceCents: 10.5 })] }))).toHaveLength(1);
    expect(issuesOf(invoice({ dueDate: '2026-11-25' }))).toEqual(['dueDate: dueDateBeforeIssueDate']);
    expect(issuesOf(invoice({ issueDate: '2026-02-30' }))).toContain('issueDate: invalidDate');
    expect(issuesOf(invoice({ servicePeriod: { start: '2026-11-30', end: '2026-11-01' } }))).toEqual([
      'servicePeriod.end: periodEndsBeforeStart',
    ]);
  });

  it('refuses a credit note dated before the invoice it cancels', () => {
    const creditNote = {
      ...invoice(),
      kind: 'credit-note',
      issueDate: '2026-11-20',
      precedingInvoice: { number: 'F-2026-0042', issueDate: '2026-11-26' },
    };
    expect(issuesOf(creditNote)).toEqual(['precedingInvoice.issueDate: creditNoteBeforeInvoice']);
  });
});
