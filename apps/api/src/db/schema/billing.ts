import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projectMilestones } from './plans.ts';
import { projects } from './projects.ts';
import { timesheetWeeks } from './timesheets.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The agency's legal identity and billing terms, one row: what every invoice prints as its seller, its fee, its
 * VAT, its payment terms and late-payment rate. Checked by the API against the invoice engine's rules.
 */
export const agencySettings = pgTable(
  'agency_settings',
  {
    id: boolean('id').primaryKey().default(true),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agency_settings_single_row_check', sql`${t.id}`)],
);

/**
 * A project's billing: its own fee (null: the agency's), and whom its invoices are addressed to, as the client
 * gives it.
 */
export const projectBilling = pgTable('project_billing', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  feePercent: numeric('fee_percent', { precision: 5, scale: 2 }),
  /** 'fixed': an invoice per accepted milestone; 'time_and_materials': a monthly invoice of approved hours. */
  billingMode: text('billing_mode').notNull().default('fixed'),
  billingDetails: jsonb('billing_details'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given in each year. Its row is locked by the transaction that issues a document and taken
 * back with it when that transaction fails, so numbers follow each other with no gap and no duplicate.
 */
export const billingNumberCounters = pgTable('billing_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One row: a number that changes, when the transaction commits, with every change to what the finance
 * back-office reads (a document issued or its project link cleared, a payment, a reminder, a project renamed),
 * whatever made it; triggers write it (migration 0041). The figures computed for one revision stay right until
 * it changes, so an instance keeps them until then.
 */
export const billingBooksRevision = pgTable(
  'billing_books_revision',
  {
    id: boolean('id').primaryKey().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (t) => [check('billing_books_revision_one_row', sql`${t.id}`)],
);

/**
 * Issued invoices and credit notes: the document as issued, its XML and its PDF. A trigger refuses any change
 * but the project or milestone link being cleared when that project or milestone is deleted: French law keeps
 * an invoice ten years as it was issued.
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    milestoneId: uuid('milestone_id').references(() => projectMilestones.id, { onDelete: 'set null' }),
    milestoneTitle: text('milestone_title'),
    /** The invoice a credit note cancels, in whole or in part: one of these documents, never deleted. */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => billingDocuments.id),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    /** The agency's fee lines before VAT: what the agency keeps of the amount (its margin). */
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    document: jsonb('document').notNull(),
    xml: text('xml').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('billing_documents_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    check(
      'billing_documents_credit_check',
      sql`(${t.kind} = 'credit-note') = (${t.creditedInvoiceId} is not null)`,
    ),
    uniqueIndex('billing_documents_number_idx').on(t.number),
    uniqueIndex('billing_documents_sequence_idx').on(t.year, t.sequence),
    // One invoice per milestone; its credit notes carry no milestone.
    uniqueIndex('billing_documents_milestone_idx')
      .on(t.milestoneId)
      .where(sql`${t.kind} = 'invoice'`),
    index('billing_documents_project_idx').on(t.projectId, t.issueDate),
    index('billing_documents_credited_idx').on(t.creditedInvoiceId),
    // The finance back-office reads by month issued, and the overdue invoices by their due date.
    index('billing_documents_issue_date_idx').on(t.issueDate),
    index('billing_documents_due_date_idx')
      .on(t.dueDate)
      .where(sql`${t.kind} = 'invoice'`),
  ],
);

/** A payment of an invoice received by bank transfer, recorded by hand by an administrator. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => billingDocuments.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_payments_amount_check', sql`${t.amountCents} > 0`),
    index('invoice_payments_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * The approved weeks of hours a time-and-materials invoice billed: a week is billed once, whatever happens to
 * the invoice after (a credit note cancels it; the hours are not billed again).
 */
export const invoicedTimesheetWeeks = pgTable('invoiced_timesheet_weeks', {
  weekId: uuid('week_id')
    .primaryKey()
    .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => billingDocuments.id),
});

/**
 * The reminders sent for an overdue invoice, one row each: the unique number makes two instances of the job
 * that see the same invoice at once send one reminder, not two.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => billingDocuments.id),
    reminderNumber: integer('reminder_number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_reminders_number_idx').on(t.invoiceId, t.reminderNumber),
    check('invoice_reminders_number_check', sql`${t.reminderNumber} > 0`),
  ],
);

/**
 * A project's quote: drafted from its plan and its members' rates once its team is staffed, drafted again (a
 * new version, the same row) while the client has not accepted it, then accepted online, when it becomes the
 * contract: the name the client typed, the moment, the network address, and the SHA-256 of the quote as they
 * saw it, with the PDF rendered then. A trigger refuses any change to an accepted quote but its project link
 * cleared when the project is deleted: it is kept as accepted, like an invoice.
 */
export const projectQuotes = pgTable(
  'project_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    /** The project's billing mode it was drafted for: one line per member, or one per milestone. */
    billingMode: text('billing_mode').notNull(),
    issueDate: date('issue_date').notNull(),
    validUntil: date('valid_until').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    /** The quote as the engine takes it, in the client's language. */
    document: jsonb('document').notNull(),
    /** SHA-256 of the document's canonical JSON: what the client accepts. */
    documentSha256: text('document_sha256').notNull(),
    draftedAt: timestamp('drafted_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The full name the client typed to accept. */
    acceptedName: text('accepted_name'),
    /** The network address the acceptance came from. */
    acceptedAddress: text('accepted_address'),
    /** The PDF of the accepted quote, with its acceptance and the hash printed on it. */
    acceptedPdf: bytea('accepted_pdf'),
    acceptedPdfSha256: text('accepted_pdf_sha256'),
  },
  (t) => [
    check('project_quotes_billing_mode_check', sql`${t.billingMode} in ('fixed', 'time_and_materials')`),
    check('project_quotes_validity_check', sql`${t.validUntil} >= ${t.issueDate}`),
    check(
      'project_quotes_acceptance_check',
      sql`(${t.acceptedAt} is null) = (${t.acceptedName} is null)
        and (${t.acceptedAt} is null) = (${t.acceptedAddress} is null)
        and (${t.acceptedAt} is null) = (${t.acceptedPdf} is null)
        and (${t.acceptedAt} is null) = (${t.acceptedPdfSha256} is null)`,
    ),
    // One quote a project: its versions replace each other until it is accepted.
    uniqueIndex('project_quotes_project_idx').on(t.projectId),
  ],
);
