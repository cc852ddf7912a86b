import { applyRate } from './amounts.ts';
import type { CreditNote, DocumentLine, DocumentLineInput, Invoice } from './document-model.ts';
import { computeLineNet } from './totals.ts';

// Lines and documents the billing module derives from others: an agency fee on the work billed, and the
// credit note that cancels an invoice in whole or in part.

/**
 * An agency fee line worth `ratePercent` of the service lines' net total, rounded to the cent, at the VAT of
 * those lines unless told otherwise.
 */
export function agencyFeeLine(options: {
  description: string;
  detail?: string;
  ratePercent: number;
  of: DocumentLine[];
  vat?: DocumentLine['vat'];
}): DocumentLineInput {
  const services = options.of.filter((line) => line.kind === 'service');
  const basisCents = services.reduce((total, line) => total + computeLineNet(line), 0);
  const vat = options.vat ?? services[0]?.vat;
  if (!vat) throw new RangeError('An agency fee needs the lines it is charged on, or its VAT');
  return {
    kind: 'agency-fee',
    description: options.description,
    detail: options.detail,
    quantity: 1,
    unit: 'C62',
    unitPriceCents: applyRate(basisCents, options.ratePercent),
    vat,
  };
}

const CREDIT_NOTE_TERMS = {
  fr: 'Montant remboursé par virement ou déduit de votre prochain règlement.',
  en: 'Amount refunded by bank transfer or deducted from your next payment.',
};

/**
 * The credit note that cancels `invoice`: all of it by default, or only `lines` (some of its lines, or smaller
 * quantities of them). Its amounts are positive: the document type says they are owed back.
 */
export function creditNoteFromInvoice(
  invoice: Invoice,
  options: {
    number: string;
    issueDate: string;
    reason?: string;
    lines?: DocumentLine[];
    paymentTerms?: string;
    dueDate?: string;
  },
): CreditNote {
  return {
    kind: 'credit-note',
    language: invoice.language,
    number: options.number,
    issueDate: options.issueDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    servicePeriod: invoice.servicePeriod,
    purchaseOrderReference: invoice.purchaseOrderReference,
    project: invoice.project,
    lines: options.lines ?? invoice.lines,
    notes: [],
    vatExemption: invoice.vatExemption,
    paymentTerms: options.paymentTerms ?? CREDIT_NOTE_TERMS[invoice.language],
    latePaymentPenaltyRatePercent: invoice.latePaymentPenaltyRatePercent,
    earlyPaymentDiscount: invoice.earlyPaymentDiscount,
    prepaidCents: 0,
    dueDate: options.dueDate,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    reason: options.reason,
  };
}
