import { z } from 'zod';
import { emailSchema, isCalendarDate } from './validation.ts';

// The agency's billing settings, a project's billing details, and the invoices and credit notes issued on a
// project. Amounts are integer cents in euros. The identifiers are checked here by their shape only; the API
// checks their keys (SIREN and SIRET by Luhn, the French VAT key, IBAN by mod 97) before saving them.

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => Math.round(value * 100) === value * 100, 'tooManyDecimals');
const calendarDay = z.string().refine(isCalendarDate, 'invalidDate');

/** The largest amount one invoice may carry: 100 million euros. */
export const MAX_INVOICE_CENTS = 10_000_000_000;
/** French law caps payment terms at 60 days from the invoice's date. */
export const MAX_PAYMENT_TERMS_DAYS = 60;
export const DEFAULT_VAT_RATE_PERCENT = 20;

export const SIREN_PATTERN = /^\d{9}$/;
export const SIRET_PATTERN = /^\d{14}$/;
/** An intra-EU VAT number: the country's two letters, then 2 to 13 letters or digits. */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[0-9A-Z+*.]{2,13}$/;

const billingAddressSchema = z.object({
  lines: z.array(text(100)).min(1).max(3),
  postcode: z.string().trim().max(20).default(''),
  city: text(100),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** What the agency is in law and how it bills: set by an administrator, printed on every invoice. */
export const agencySettingsInputSchema = z
  .object({
    legalName: text(200),
    /** As printed: SAS, SARL, EURL, EI… */
    legalForm: text(60),
    shareCapitalCents: z.number().int().min(0).max(MAX_INVOICE_CENTS).nullable().default(null),
    siren: z.string().transform(compact).pipe(z.string().regex(SIREN_PATTERN, 'invalidSiren')),
    siret: z.string().transform(compact).pipe(z.string().regex(SIRET_PATTERN, 'invalidSiret')),
    vatNumber: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(VAT_NUMBER_PATTERN, 'invalidVatNumber'))
      .nullable()
      .default(null),
    /** Without a VAT number (VAT not charged): the tax number the tax office gave the agency. */
    taxRegistrationId: optionalText(40),
    /** City of the trade and companies register (RCS), for a registered company. */
    rcsCity: optionalText(100),
    address: billingAddressSchema.extend({ countryCode: z.literal('FR') }),
    iban: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'invalidIban')),
    bic: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'invalidBic')),
    email: emailSchema,
    phone: optionalText(40),
    /** The agency's fee on each engagement, a percentage of the work billed; a project may have its own. */
    feePercent: percent,
    vat: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('standard'), ratePercent: percent.refine((rate) => rate > 0, 'tooSmall') }),
      /** VAT not charged, and the mention saying why (« TVA non applicable, art. 293 B du CGI »). */
      z.object({ mode: z.literal('exempt'), mention: text(300) }),
    ]),
    paymentTermsDays: z.number().int().min(0).max(MAX_PAYMENT_TERMS_DAYS),
    /** Yearly rate of the late-payment penalties. */
    latePaymentRatePercent: percent,
  })
  .refine((settings) => settings.siret.startsWith(settings.siren), {
    message: 'siretNotOfSiren',
    path: ['siret'],
  })
  .refine((settings) => settings.vat.mode === 'exempt' || settings.vatNumber !== null, {
    message: 'vatNumberRequired',
    path: ['vatNumber'],
  })
  .refine((settings) => settings.vatNumber !== null || settings.taxRegistrationId !== null, {
    message: 'taxIdentifierRequired',
    path: ['taxRegistrationId'],
  });
export type AgencySettingsInput = z.input<typeof agencySettingsInputSchema>;
export type AgencySettings = z.output<typeof agencySettingsInputSchema>;

export const agencySettingsResponseSchema = z.object({
  /** Null until an administrator saves them: nothing can be invoiced before. */
  settings: agencySettingsInputSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type AgencySettingsResponse = z.infer<typeof agencySettingsResponseSchema>;

/** A project's own fee, or null for the agency's. */
export const projectFeeInputSchema = z.object({ feePercent: percent.nullable() });

/**
 * Who the client's invoices are addressed to, as the client gives it: a company name, its identifiers (a French
 * company has a SIREN) and its billing address.
 */
export const billingDetailsInputSchema = z
  .object({
    legalName: text(200),
    siren: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(SIREN_PATTERN, 'invalidSiren'))
      .nullable()
      .default(null),
    vatNumber: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(VAT_NUMBER_PATTERN, 'invalidVatNumber'))
      .nullable()
      .default(null),
    address: billingAddressSchema,
  })
  .refine((details) => details.address.countryCode !== 'FR' || details.siren !== null, {
    message: 'frenchBuyerNeedsSiren',
    path: ['siren'],
  });
export type BillingDetailsInput = z.input<typeof billingDetailsInputSchema>;
export type BillingDetails = z.output<typeof billingDetailsInputSchema>;

export const projectBillingSchema = z.object({
  billingDetails: billingDetailsInputSchema.nullable(),
  /**
   * The client organisation the project belongs to, when its legal identity makes a complete buyer (a billing
   * address, and a SIRET for one in France): the project's quotes and invoices are then addressed to it, and the
   * billing details above are not used. Null when they are.
   */
  organisationBuyer: z
    .object({ legalName: z.string(), siret: z.string().nullable(), vatNumber: z.string().nullable() })
    .nullable(),
  /** The fee this project is billed at: its own, or the agency's. */
  feePercent: z.number().nullable(),
  hasOwnFee: z.boolean(),
  /** 'fixed': an invoice per accepted milestone; 'time_and_materials': a monthly invoice of approved hours. */
  billingMode: z.enum(['fixed', 'time_and_materials']),
});
export type ProjectBilling = z.infer<typeof projectBillingSchema>;

/** An accepted milestone of a fixed-price engagement, invoiced at its agreed price (before VAT and fee). */
export const milestoneInvoiceInputSchema = z.object({
  amountCents: z.number().int().min(1).max(MAX_INVOICE_CENTS),
});

/** A credit note: the whole invoice, or an amount of its work (before VAT) taken back. */
export const creditNoteInputSchema = z.object({
  reason: text(300),
  /** Omitted: the whole invoice. */
  amountCents: z.number().int().min(1).max(MAX_INVOICE_CENTS).optional(),
});

export const paymentInputSchema = z.object({
  amountCents: z.number().int().min(1).max(MAX_INVOICE_CENTS),
  paidOn: calendarDay,
  /** The bank transfer's reference, as the statement shows it. */
  reference: optionalText(140),
});

export const invoiceIdParamsSchema = z.object({ invoiceId: z.uuid() });
export const milestoneInvoiceParamsSchema = z.object({ projectId: z.uuid(), milestoneId: z.uuid() });

export const INVOICE_STATUSES = ['unpaid', 'partly_paid', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['invoice', 'credit-note']),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  milestoneTitle: z.string().nullable(),
  /** The invoice a credit note cancels, by number. */
  creditsNumber: z.string().nullable(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** For an invoice: what its credit notes took back, and what was paid. */
  creditedCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES).nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      amountCents: z.number().int(),
      paidOn: z.string(),
      reference: z.string().nullable(),
    }),
  ),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const projectInvoicesSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
export type ProjectInvoices = z.infer<typeof projectInvoicesSchema>;

/** An invoice or a credit note just issued. */
export const issuedDocumentSchema = z.object({ id: z.uuid(), number: z.string() });
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

export const projectFeeSchema = z.object({ feePercent: z.number().nullable() });

/** An overdue invoice's client is reminded the day after its due date, then every this many days while unpaid. */
export const OVERDUE_REMINDER_INTERVAL_DAYS = 7;
/** After this many reminders the agency takes it up by other means: no more e-mails. */
export const MAX_OVERDUE_REMINDERS = 4;

/**
 * How the client pays an invoice: by bank transfer to the agency's account with the invoice's number as the
 * reference, or (when an online provider is plugged in) at a link.
 */
export const paymentInstructionsSchema = z.object({
  method: z.enum(['bank_transfer', 'online']),
  /** What is left to pay, VAT included. */
  amountDueCents: z.number().int(),
  /** The reference the transfer carries, so that the agency matches it to the invoice. */
  reference: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  accountHolder: z.string().nullable(),
  /** An online provider's payment page; null for a bank transfer. */
  url: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** The finance back-office's query: the months of the revenue chart, the last one included (`YYYY-MM`). */
export const financeDashboardQuerySchema = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
  until: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalidMonth')
    .optional(),
});

export const overdueInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  projectId: z.uuid().nullable(),
  projectTitle: z.string().nullable(),
  buyerName: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  /** Days past the due date, on the agency's day. */
  daysLate: z.number().int(),
  /** What is left to pay, VAT included. */
  balanceCents: z.number().int(),
  remindersSent: z.number().int(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;

export const financeMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Invoiced less credited, before VAT. */
  revenueCents: z.number().int(),
  /** The agency's fee lines in it, less those credited: what the agency keeps. */
  marginCents: z.number().int(),
  /** Payments received in the month, VAT included. */
  collectedCents: z.number().int(),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

export const projectProfitabilitySchema = z.object({
  projectId: z.uuid(),
  projectTitle: z.string(),
  revenueCents: z.number().int(),
  marginCents: z.number().int(),
  /** Margin over revenue, in percent with one decimal; null without revenue. */
  marginPercent: z.number().nullable(),
  balanceCents: z.number().int(),
});
export type ProjectProfitability = z.infer<typeof projectProfitabilitySchema>;

export const financeDashboardSchema = z.object({
  /** Everything issued and not yet paid nor credited, VAT included. */
  receivablesCents: z.number().int(),
  overdueCents: z.number().int(),
  /** The most overdue first, at most `FINANCE_OVERDUE_LIMIT`; `overdueCount` counts them all. */
  overdue: z.array(overdueInvoiceSchema),
  overdueCount: z.number().int(),
  months: z.array(financeMonthSchema),
  /** The projects with the largest revenue first, at most `FINANCE_PROJECTS_LIMIT`. */
  projects: z.array(projectProfitabilitySchema),
});
export type FinanceDashboard = z.infer<typeof financeDashboardSchema>;

export const FINANCE_OVERDUE_LIMIT = 50;
export const FINANCE_PROJECTS_LIMIT = 50;

/** The CSV exports: documents issued, or payments received, between two days included. */
export const financeExportQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'rangeReversed',
    path: ['to'],
  });
export type FinanceExportQuery = z.infer<typeof financeExportQuerySchema>;

/** An accepted milestone not yet invoiced, for the administrators who invoice it. */
export const billableMilestoneSchema = z.object({
  projectId: z.uuid(),
  projectTitle: z.string(),
  milestoneId: z.uuid(),
  title: z.string(),
  acceptedAt: z.string().nullable(),
  /** Whether the client gave its billing details: without them, the invoice cannot be issued. */
  hasBillingDetails: z.boolean(),
});
export type BillableMilestone = z.infer<typeof billableMilestoneSchema>;
export const billableMilestonesSchema = z.object({ milestones: z.array(billableMilestoneSchema) });
export type BillableMilestones = z.infer<typeof billableMilestonesSchema>;

export const ADMIN_INVOICES_LIMIT = 100;

/** The latest invoices and credit notes of every project, for the administrators (payments, credit notes). */
export const adminInvoicesSchema = z.object({
  invoices: z.array(
    invoiceSummarySchema.extend({ projectId: z.uuid().nullable(), projectTitle: z.string().nullable() }),
  ),
});
export type AdminInvoices = z.infer<typeof adminInvoicesSchema>;

/** How many days a quote stays open to acceptance from the day it is drafted. */
export const QUOTE_VALIDITY_DAYS = 30;

/** Why a project has no quote yet (an administrator reads it; the client is told to wait). */
export const QUOTE_MISSING_REASONS = [
  'TEAM_NOT_STAFFED',
  'AGENCY_SETTINGS_MISSING',
  'BILLING_DETAILS_MISSING',
  'MEMBER_RATE_MISSING',
] as const;

export const quoteLineSchema = z.object({
  kind: z.enum(['service', 'agency-fee']),
  description: z.string(),
  detail: z.string().nullable(),
  /** Days (a member's line), 1 (a milestone or the fee). */
  quantity: z.number(),
  unit: z.enum(['HUR', 'DAY', 'C62']),
  unitPriceCents: z.number().int(),
  netCents: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  version: z.number().int(),
  language: z.enum(['fr', 'en']),
  billingMode: z.enum(['fixed', 'time_and_materials']),
  issueDate: z.string(),
  validUntil: z.string(),
  lines: z.array(quoteLineSchema),
  netCents: z.number().int(),
  vatBreakdown: z.array(
    z.object({
      category: z.enum(['S', 'Z', 'E', 'AE']),
      ratePercent: z.number(),
      basisCents: z.number().int(),
      vatCents: z.number().int(),
    }),
  ),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  /** Why no VAT is charged, when the agency is exempt. */
  vatExemption: z.string().nullable(),
  /** SHA-256 of the quote's canonical JSON: what accepting it records. */
  documentSha256: z.string(),
});
export type ProjectQuoteDocument = z.infer<typeof quoteSchema>;

/**
 * A project's quote as its reader may see it: the client side and administrators read the whole quote; a team
 * member reads its status only.
 */
export const projectQuoteSchema = z.object({
  status: z.enum(['missing', 'to_accept', 'expired', 'accepted']),
  /** Why there is no quote yet, when `missing`. */
  missingReason: z.enum(QUOTE_MISSING_REASONS).nullable(),
  /** Whether the reader may accept it (the client side, while it is open). */
  canAccept: z.boolean(),
  quote: quoteSchema.nullable(),
  acceptance: z
    .object({ fullName: z.string(), acceptedAt: z.string(), documentSha256: z.string() })
    .nullable(),
});
export type ProjectQuote = z.infer<typeof projectQuoteSchema>;

/** The client accepts the version it read (its hash), by typing its full name. */
export const acceptQuoteInputSchema = z.object({
  fullName: z.string().trim().min(2).max(200),
  documentSha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AcceptQuoteInput = z.input<typeof acceptQuoteInputSchema>;
