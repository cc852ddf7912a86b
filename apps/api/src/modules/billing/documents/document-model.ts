import { emailSchema, isCalendarDate } from '@escouade/contract/validation';
import { z } from 'zod';
import { hasAtMostDecimals, QUANTITY_DECIMALS, RATE_DECIMALS } from './amounts.ts';
import { isBic, isIban, isSiren, isSiret, isVatNumber } from '@escouade/contract/business-identifiers';

// What a quote, an invoice or a credit note says, checked when it comes from outside the engine (the billing
// module's rows, a form). Amounts are integer cents in euros; dates are calendar days `YYYY-MM-DD`.

export const DOCUMENT_LANGUAGES = ['fr', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** UN/ECE recommendation 20 units: hours, days, and a plain unit (a milestone, a fee). */
export const UNIT_CODES = ['HUR', 'DAY', 'C62'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

/**
 * VAT categories (UNTDID 5305) an agency's invoice uses: S standard rate, Z zero rate, E exempt (the franchise
 * en base of a small business), AE reverse charge (services to a business in another member state).
 */
export const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

/** The largest amount a line or a document may carry: 100 million euros, far from integer overflow. */
const MAX_CENTS = 10_000_000_000;
const MAX_QUANTITY = 1_000_000;

const text = (max: number) => z.string().trim().min(1).max(max);
const calendarDay = z.string().refine(isCalendarDate, 'invalidDate');
const cents = z.number().int().min(0).max(MAX_CENTS);
const percent = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => hasAtMostDecimals(value, RATE_DECIMALS), 'tooManyDecimals');

const periodSchema = z
  .object({ start: calendarDay, end: calendarDay })
  .refine((period) => period.start <= period.end, { message: 'periodEndsBeforeStart', path: ['end'] });
export type Period = z.output<typeof periodSchema>;

const addressSchema = z.object({
  lines: z.array(text(100)).min(1).max(3),
  postcode: z.string().trim().max(20).default(''),
  city: text(100),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});
export type Address = z.output<typeof addressSchema>;

const sirenSchema = z.string().refine(isSiren, 'invalidSiren');
const siretSchema = z.string().refine(isSiret, 'invalidSiret');
const vatNumberSchema = z.string().refine(isVatNumber, 'invalidVatNumber');

export const sellerSchema = z
  .object({
    legalName: text(200),
    /** Legal form as it is printed: SAS, SARL, EURL, EI… */
    legalForm: text(60),
    /** Share capital; companies without one (an EI) leave it out. */
    shareCapitalCents: cents.optional(),
    siren: sirenSchema,
    siret: siretSchema,
    /** Intra-EU VAT number; a business under the franchise en base may have none. */
    vatNumber: vatNumberSchema.optional(),
    /**
     * Another tax registration number, for a business under the franchise en base that has no VAT number: the
     * tax number its tax office gave it. An exempt invoice must carry one of the two.
     */
    taxRegistrationId: text(40).optional(),
    /** City of the trade and companies register (RCS); a company not registered there leaves it out. */
    rcsCity: text(100).optional(),
    address: addressSchema.refine((address) => address.countryCode === 'FR', {
      message: 'sellerMustBeFrench',
      path: ['countryCode'],
    }),
    iban: z.string().refine(isIban, 'invalidIban'),
    bic: z.string().refine(isBic, 'invalidBic'),
    email: emailSchema,
    phone: text(40).optional(),
  })
  .refine((seller) => seller.siret.startsWith(seller.siren), {
    message: 'siretNotOfSiren',
    path: ['siret'],
  });
export type Seller = z.output<typeof sellerSchema>;

export const buyerSchema = z
  .object({
    legalName: text(200),
    /** Required for a French organisation; a foreign one has none. */
    siren: sirenSchema.optional(),
    siret: siretSchema.optional(),
    vatNumber: vatNumberSchema.optional(),
    address: addressSchema,
    contactName: text(200).optional(),
    email: emailSchema.optional(),
  })
  .superRefine((buyer, context) => {
    const isFrench = buyer.address.countryCode === 'FR';
    if (isFrench && !buyer.siren) {
      context.addIssue({ code: 'custom', message: 'frenchBuyerNeedsSiren', path: ['siren'] });
    }
    if (!isFrench && (buyer.siren || buyer.siret)) {
      context.addIssue({ code: 'custom', message: 'foreignBuyerHasNoSiren', path: ['siren'] });
    }
    if (buyer.siren && buyer.siret && !buyer.siret.startsWith(buyer.siren)) {
      context.addIssue({ code: 'custom', message: 'siretNotOfSiren', path: ['siret'] });
    }
  });
export type Buyer = z.output<typeof buyerSchema>;

const vatSchema = z.discriminatedUnion('category', [
  z.object({ category: z.literal('S'), ratePercent: percent(100).refine((rate) => rate > 0, 'tooSmall') }),
  z.object({ category: z.literal('Z') }),
  z.object({ category: z.literal('E') }),
  z.object({ category: z.literal('AE') }),
]);
export type LineVat = z.output<typeof vatSchema>;

export const documentLineSchema = z.object({
  /** Agency fees are listed apart from the work, under their own heading. */
  kind: z.enum(['service', 'agency-fee']).default('service'),
  description: text(300),
  /** A second line of detail: the member, the milestone's scope, the dates worked. */
  detail: text(500).optional(),
  /** Negative to take something back on an invoice (a unit price is never negative). */
  quantity: z
    .number()
    .min(-MAX_QUANTITY)
    .max(MAX_QUANTITY)
    .refine((value) => hasAtMostDecimals(value, QUANTITY_DECIMALS), 'tooManyDecimals'),
  unit: z.enum(UNIT_CODES),
  unitPriceCents: cents,
  vat: vatSchema,
  period: periodSchema.optional(),
});
export type DocumentLineInput = z.input<typeof documentLineSchema>;
export type DocumentLine = z.output<typeof documentLineSchema>;

const acceptanceSchema = z.object({
  /** The name the client typed to accept. */
  fullName: text(200),
  /** When, with the offset of the client's clock: 2026-11-26T14:32:05+01:00. */
  acceptedAt: z.iso.datetime({ offset: true }),
  /** SHA-256 of the quote as the client saw it when accepting: its canonical JSON (`canonicalJson`). */
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type QuoteAcceptance = z.output<typeof acceptanceSchema>;

const commonFields = {
  language: z.enum(DOCUMENT_LANGUAGES).default('fr'),
  /** The document's number in the seller's unbroken sequence. */
  number: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u, 'invalidDocumentNumber'),
  issueDate: calendarDay,
  seller: sellerSchema,
  buyer: buyerSchema,
  /** When the service was delivered (the dates of the sale or of the service French law asks for). */
  servicePeriod: periodSchema.optional(),
  purchaseOrderReference: text(100).optional(),
  project: z.object({ reference: text(100), name: text(200) }).optional(),
  lines: z.array(documentLineSchema).min(1).max(1000),
  notes: z.array(text(1000)).max(10).default([]),
  /**
   * Why VAT is not charged on the lines of category E, as the invoice must say it, with its VATEX code when
   * one fits: « TVA non applicable, art. 293 B du CGI », VATEX-FR-FRANCHISE.
   */
  vatExemption: z
    .object({
      reason: text(300),
      code: z
        .string()
        .regex(/^VATEX-[A-Z]{2}-[A-Z0-9-]+$/)
        .optional(),
    })
    .optional(),
};

const invoiceTermsFields = {
  /** Payment terms as the client reads them (« Paiement à 30 jours à réception de facture »). */
  paymentTerms: text(500),
  /** Yearly rate of the late-payment penalties (at least three times the legal interest rate). */
  latePaymentPenaltyRatePercent: percent(100),
  /** What an early payment earns; none by default. */
  earlyPaymentDiscount: text(300).optional(),
  /** Already paid (deposits): subtracted from the amount due. */
  prepaidCents: cents.default(0),
};

export const invoiceSchema = z.object({
  kind: z.literal('invoice'),
  ...commonFields,
  ...invoiceTermsFields,
  dueDate: calendarDay,
});

export const creditNoteSchema = z.object({
  kind: z.literal('credit-note'),
  ...commonFields,
  ...invoiceTermsFields,
  /** A credit note settles nothing by a date unless it is refunded by one. */
  dueDate: calendarDay.optional(),
  /** The invoice it cancels in whole or in part. */
  precedingInvoice: z.object({ number: text(40), issueDate: calendarDay }),
  reason: text(300).optional(),
});

export const quoteSchema = z.object({
  kind: z.literal('quote'),
  ...commonFields,
  validUntil: calendarDay,
  paymentTerms: text(500).optional(),
  acceptance: acceptanceSchema.optional(),
});

export const billingDocumentSchema = z
  .discriminatedUnion('kind', [invoiceSchema, creditNoteSchema, quoteSchema])
  .superRefine((document, context) => {
    const categories = new Set(document.lines.map((line) => line.vat.category));
    if (categories.has('E') && !document.vatExemption) {
      context.addIssue({ code: 'custom', message: 'exemptionReasonRequired', path: ['vatExemption'] });
    }
    if (categories.has('E') && !document.seller.vatNumber && !document.seller.taxRegistrationId) {
      context.addIssue({
        code: 'custom',
        message: 'sellerTaxIdentifierRequired',
        path: ['seller', 'vatNumber'],
      });
    }
    // A seller that charges VAT, at any rate or through its client, is identified by its VAT number.
    if ((categories.has('S') || categories.has('Z') || categories.has('AE')) && !document.seller.vatNumber) {
      context.addIssue({ code: 'custom', message: 'sellerVatNumberRequired', path: ['seller', 'vatNumber'] });
    }
    if (categories.has('AE') && !document.buyer.vatNumber) {
      context.addIssue({
        code: 'custom',
        message: 'reverseChargeNeedsBuyerVatNumber',
        path: ['buyer', 'vatNumber'],
      });
    }
    if (document.kind === 'invoice' && document.dueDate < document.issueDate) {
      context.addIssue({ code: 'custom', message: 'dueDateBeforeIssueDate', path: ['dueDate'] });
    }
    if (document.kind === 'quote' && document.validUntil < document.issueDate) {
      context.addIssue({ code: 'custom', message: 'validUntilBeforeIssueDate', path: ['validUntil'] });
    }
    if (document.kind === 'credit-note' && document.precedingInvoice.issueDate > document.issueDate) {
      context.addIssue({
        code: 'custom',
        message: 'creditNoteBeforeInvoice',
        path: ['precedingInvoice', 'issueDate'],
      });
    }
  });

export type BillingDocumentInput = z.input<typeof billingDocumentSchema>;
export type BillingDocument = z.output<typeof billingDocumentSchema>;
export type Invoice = Extract<BillingDocument, { kind: 'invoice' }>;
export type CreditNote = Extract<BillingDocument, { kind: 'credit-note' }>;
export type Quote = Extract<BillingDocument, { kind: 'quote' }>;
/** The documents that are invoices in law and carry their EN 16931 XML. */
export type InvoiceDocument = Invoice | CreditNote;

/** Checks a document coming from outside the engine; throws zod's error listing every broken rule. */
export function parseBillingDocument(input: unknown): BillingDocument {
  return billingDocumentSchema.parse(input);
}

export function isInvoiceDocument(document: BillingDocument): document is InvoiceDocument {
  return document.kind !== 'quote';
}
