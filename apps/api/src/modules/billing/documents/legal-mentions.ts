import type { BillingDocument, DocumentLanguage, InvoiceDocument, Seller } from './document-model.ts';
import { formatAmount, formatPercent, formatSiren } from './format.ts';
import { DOCUMENT_LABELS } from './labels.ts';

// The mentions French law requires on an invoice between businesses, written once: the PDF prints them and the
// XML carries them as notes, each with its UNTDID 4451 subject code so that a machine knows which is which.

/** UNTDID 4451 subject codes of the notes an invoice carries. */
export type NoteSubjectCode =
  | 'PMD' // payment details: the late-payment penalties
  | 'PMT' // payment information: the fixed recovery indemnity
  | 'AAB' // terms of payment: the early-payment discount
  | 'TXD' // tax declaration: why VAT is not charged
  | 'AAI'; // general information: the seller's own notes

export interface LegalNote {
  subjectCode: NoteSubjectCode;
  text: string;
}

/** Autoliquidation is the word the law asks for, whatever the document's language. */
export const REVERSE_CHARGE_REASON = 'Autoliquidation';
export const REVERSE_CHARGE_CODE = 'VATEX-EU-AE';

/** The fixed indemnity owed for recovery costs by a business that pays late: 40 €. */
export const RECOVERY_INDEMNITY_CENTS = 4000;

const TEXTS = {
  fr: {
    penalties: (rate: string) =>
      `Pénalités de retard\u00a0: ${rate} par an, exigibles dès le lendemain de la date d’échéance, sans qu’un rappel soit nécessaire.`,
    indemnity: (amount: string) =>
      `Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement\u00a0: ${amount} (art. L441-10 et D441-5 du Code de commerce).`,
    noDiscount: 'Escompte pour paiement anticipé\u00a0: néant.',
    reverseCharge:
      'Autoliquidation\u00a0: TVA due par le preneur (art. 283-2 du CGI, art. 196 de la directive 2006/112/CE).',
  },
  en: {
    penalties: (rate: string) =>
      `Late-payment penalties: ${rate} per year, due from the day after the due date, without any reminder being needed.`,
    indemnity: (amount: string) =>
      `Fixed compensation for recovery costs owed in case of late payment: ${amount} (French Commercial Code, art. L441-10 and D441-5).`,
    noDiscount: 'No discount for early payment.',
    reverseCharge:
      'Autoliquidation (reverse charge): VAT payable by the customer (French Tax Code, art. 283-2; Directive 2006/112/EC, art. 196).',
  },
} satisfies Record<DocumentLanguage, unknown>;

/** Why VAT is not charged on some lines, as printed under the totals; empty when every line bears VAT. */
export function vatMentions(document: BillingDocument): string[] {
  const categories = new Set(document.lines.map((line) => line.vat.category));
  const mentions: string[] = [];
  if (categories.has('E') && document.vatExemption) mentions.push(document.vatExemption.reason);
  if (categories.has('AE')) mentions.push(TEXTS[document.language].reverseCharge);
  return mentions;
}

/** The notes of an invoice or a credit note, in the order the PDF prints them. */
export function legalNotes(document: InvoiceDocument): LegalNote[] {
  const texts = TEXTS[document.language];
  return [
    ...vatMentions(document).map((text) => ({ subjectCode: 'TXD' as const, text })),
    {
      subjectCode: 'PMD',
      text: texts.penalties(formatPercent(document.latePaymentPenaltyRatePercent, document.language)),
    },
    {
      subjectCode: 'PMT',
      text: texts.indemnity(formatAmount(RECOVERY_INDEMNITY_CENTS, document.language, { wholeEuros: true })),
    },
    { subjectCode: 'AAB', text: document.earlyPaymentDiscount ?? texts.noDiscount },
    ...document.notes.map((text) => ({ subjectCode: 'AAI' as const, text })),
  ];
}

/**
 * The seller's legal identity in one line: « Escouade SAS au capital de 10 000 € · RCS Paris 123 456 789 ».
 * The XML carries it as the seller's additional legal information.
 */
export function sellerLegalLine(seller: Seller, language: DocumentLanguage): string {
  const labels = DOCUMENT_LABELS[language];
  const capital =
    seller.shareCapitalCents === undefined
      ? ''
      : ` ${labels.shareCapital} ${formatAmount(seller.shareCapitalCents, language, { wholeEuros: true })}`;
  const parts = [`${seller.legalName} ${seller.legalForm}${capital}`];
  if (seller.rcsCity) parts.push(`${labels.rcs} ${seller.rcsCity}\u00a0${formatSiren(seller.siren)}`);
  return parts.join(' · ');
}
