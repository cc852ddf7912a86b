import { addDays } from '@escouade/contract/calendar-days';
import {
  ADMIN_INVOICES_LIMIT,
  type AdminInvoices,
  type AgencySettings,
  type BillableMilestones,
  type InvoiceStatus,
  type ProjectInvoices,
} from '@escouade/contract/billing';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { projectNotFound } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { requireAgencySettings, sellerOf } from './agency-settings.ts';
import type { Buyer, DocumentLine, Invoice, LineVat } from './documents/document-model.ts';
import { agencyFeeLine, creditNoteFromInvoice } from './documents/document-lines.ts';
import { issueDocument } from './documents/issue-document.ts';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { computeLineNet } from './documents/totals.ts';
import { billingModeOf, feePercentOf, loadForBilling, readBuyer } from './project-billing.ts';
import { isClientSide } from '../organisations/client-side.ts';

// Invoices and credit notes issued by the agency on a project, and the payments recorded against them. A document
// is issued once and never changes (a trigger refuses any change to its row); its number comes from a yearly
// counter whose row the issuing transaction locks, so numbers follow each other with no gap and no duplicate.

/** The next number of the year's one sequence (invoices and credit notes alike), taken back on rollback. */
export async function allocateNumber(
  tx: Transaction,
  year: number,
): Promise<{ number: string; sequence: number }> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into billing_number_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = billing_number_counters.last_number + 1
    returning last_number`);
  const sequence = Number(result.rows[0]?.last_number);
  return { number: `${year}-${String(sequence).padStart(5, '0')}`, sequence };
}

export const TEXTS = {
  fr: {
    fee: 'Frais d’agence',
    feeDetail: (percent: string) => `${percent}\u00a0% du montant des prestations`,
    milestoneDetail: (project: string) => `Jalon accepté du projet « ${project} »`,
    terms: (days: number) =>
      days === 0
        ? 'Paiement à réception de facture, par virement bancaire.'
        : `Paiement à ${days}\u00a0jours à compter de la date de facture, par virement bancaire.`,
    partialCredit: (number: string) => `Avoir partiel sur la facture ${number}`,
  },
  en: {
    fee: 'Agency fee',
    feeDetail: (percent: string) => `${percent}% of the services`,
    milestoneDetail: (project: string) => `Accepted milestone of the project “${project}”`,
    terms: (days: number) =>
      days === 0
        ? 'Payment on receipt of the invoice, by bank transfer.'
        : `Payment within ${days} days of the invoice date, by bank transfer.`,
    partialCredit: (number: string) => `Partial credit on invoice ${number}`,
  },
};

/**
 * The VAT of the agency's lines: its rate, none when it is exempt, and reverse charge for a business client in
 * another member state, which then accounts for the VAT itself.
 */
export function vatOf(settings: AgencySettings, buyer: Buyer): LineVat {
  if (settings.vat.mode === 'exempt') return { category: 'E' };
  if (buyer.address.countryCode !== 'FR' && buyer.vatNumber) return { category: 'AE' };
  return { category: 'S', ratePercent: settings.vat.ratePercent };
}

interface MilestoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  delivery_status: string;
  start_date: string;
  accepted_on: string | null;
}

export interface StoredDocument {
  id: string;
  number: string;
  issueDate: string;
  netCents: number;
  grossCents: number;
}

/** What the agency's fee lines add up to before VAT. */
function feeCentsOf(lines: readonly DocumentLine[]): number {
  return lines
    .filter((line) => line.kind === 'agency-fee')
    .reduce((total, line) => total + computeLineNet(line), 0);
}

export async function storeDocument(
  tx: Transaction,
  values: {
    issued: Awaited<ReturnType<typeof issueDocument>>;
    year: number;
    sequence: number;
    projectId: string | null;
    milestone?: { id: string; title: string };
    creditedInvoiceId?: string;
  },
): Promise<StoredDocument> {
  const { issued } = values;
  const { document, totals } = issued;
  const result = await tx.execute<{ id: string }>(sql`
    insert into billing_documents (kind, number, year, sequence, project_id, milestone_id, milestone_title,
      credited_invoice_id, issue_date, due_date, net_cents, vat_cents, gross_cents, fee_cents, document, xml, pdf,
      pdf_sha256)
    values (${document.kind}, ${document.number}, ${values.year}, ${values.sequence}, ${values.projectId},
      ${values.milestone?.id ?? null}, ${values.milestone?.title ?? null}, ${values.creditedInvoiceId ?? null},
      ${document.issueDate}, ${document.kind === 'quote' ? null : (document.dueDate ?? null)},
      ${totals.taxBasisTotalCents}, ${totals.vatTotalCents}, ${totals.grandTotalCents}, ${feeCentsOf(document.lines)},
      ${JSON.stringify(document)}::jsonb, ${issued.xml}, ${Buffer.from(issued.pdf)}, ${issued.pdfSha256})
    returning id`);
  return {
    id: String(result.rows[0]?.id),
    number: document.number,
    issueDate: document.issueDate,
    netCents: totals.taxBasisTotalCents,
    grossCents: totals.grandTotalCents,
  };
}

/**
 * Issues the invoice of a milestone the client accepted, at its agreed price before VAT, with the agency's fee
 * (the project's own, or the agency's) and VAT. The milestone's row is locked, so that it is invoiced once.
 */
export async function issueMilestoneInvoice(
  tx: Transaction,
  {
    projectId,
    milestoneId,
    amountCents,
    now = new Date(),
  }: {
    projectId: string;
    milestoneId: string;
    amountCents: number;
    now?: Date;
  },
): Promise<StoredDocument> {
  const project = await loadProject(tx, projectId);
  if (!project) throw projectNotFound();
  const milestones = await tx.execute<MilestoneRow>(sql`
    select id, title, delivery_status, start_date::text as start_date,
      (accepted_at at time zone 'Europe/Paris')::date::text as accepted_on
    from project_milestones where id = ${milestoneId} and project_id = ${projectId} for update`);
  const milestone = milestones.rows[0];
  if (!milestone) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone in this project');
  if (milestone.delivery_status !== 'accepted') {
    throw new AppError('MILESTONE_NOT_ACCEPTED', 'The client has not accepted this milestone');
  }
  const invoiced = await tx.execute(sql`
    select 1 from billing_documents where milestone_id = ${milestoneId} and kind = 'invoice'`);
  if (invoiced.rows.length > 0) {
    throw new AppError('MILESTONE_ALREADY_INVOICED', 'This milestone has an invoice already');
  }
  if ((await billingModeOf(tx, projectId)) !== 'fixed') {
    throw new AppError('BILLING_MODE_MISMATCH', 'The project is billed by time and materials');
  }
  const settings = await requireAgencySettings(tx);
  const buyer = await readBuyer(tx, project);
  const feePercent = await feePercentOf(tx, projectId, settings.feePercent);
  const issueDate = dayInFrance(now);
  const year = Number(issueDate.slice(0, 4));
  const { number, sequence } = await allocateNumber(tx, year);
  const texts = TEXTS[project.language];
  const vat = vatOf(settings, buyer);
  const acceptedOn = milestone.accepted_on ?? issueDate;
  const work: DocumentLine = {
    kind: 'service',
    description: milestone.title,
    detail: texts.milestoneDetail(project.title),
    quantity: 1,
    unit: 'C62',
    unitPriceCents: amountCents,
    vat,
    period: {
      start: milestone.start_date <= acceptedOn ? milestone.start_date : acceptedOn,
      end: acceptedOn,
    },
  };
  const fee =
    feePercent > 0
      ? [
          agencyFeeLine({
            description: texts.fee,
            detail: texts.feeDetail(String(feePercent).replace('.', project.language === 'fr' ? ',' : '.')),
            ratePercent: feePercent,
            of: [work],
          }),
        ]
      : [];
  const issued = await issueDocument(
    {
      kind: 'invoice',
      language: project.language,
      number,
      issueDate,
      dueDate: addDays(issueDate, settings.paymentTermsDays),
      seller: sellerOf(settings),
      buyer,
      servicePeriod: work.period,
      project: { reference: projectReferenceOf(project), name: project.title },
      lines: [work, ...fee],
      paymentTerms: texts.terms(settings.paymentTermsDays),
      latePaymentPenaltyRatePercent: settings.latePaymentRatePercent,
      vatExemption: settings.vat.mode === 'exempt' ? { reason: settings.vat.mention } : undefined,
    },
    { producedAt: now },
  );
  return storeDocument(tx, {
    issued,
    year,
    sequence,
    projectId,
    milestone: { id: milestone.id, title: milestone.title },
  });
}

export function projectReferenceOf(project: ProjectRecord): string {
  return project.id.slice(0, 8).toUpperCase();
}

interface InvoiceRow extends Record<string, unknown> {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  project_id: string | null;
  net_cents: string | number;
  gross_cents: string | number;
  issue_date: string;
  document: Invoice;
}

/** The invoice, locked for the rest of the transaction: its credit notes and payments are counted under it. */
async function lockInvoice(tx: Transaction, invoiceId: string): Promise<InvoiceRow> {
  const result = await tx.execute<InvoiceRow>(sql`
    select id, kind, number, project_id, net_cents, gross_cents, issue_date::text as issue_date, document
    from billing_documents where id = ${invoiceId} and kind = 'invoice' for update`);
  const invoice = result.rows[0];
  if (!invoice) throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
  return invoice;
}

async function creditedOf(
  db: Queryable,
  invoiceId: string,
): Promise<{ netCents: number; grossCents: number }> {
  const result = await db.execute<{ net: string; gross: string }>(sql`
    select coalesce(sum(net_cents), 0)::text as net, coalesce(sum(gross_cents), 0)::text as gross
    from billing_documents where credited_invoice_id = ${invoiceId}`);
  return { netCents: Number(result.rows[0]?.net ?? 0), grossCents: Number(result.rows[0]?.gross ?? 0) };
}

async function paidOf(db: Queryable, invoiceId: string): Promise<number> {
  const result = await db.execute<{ paid: string }>(sql`
    select coalesce(sum(amount_cents), 0)::text as paid from invoice_payments where invoice_id = ${invoiceId}`);
  return Number(result.rows[0]?.paid ?? 0);
}

/**
 * Issues a credit note that cancels the invoice: all of it (what its earlier credit notes left), or an amount of
 * its work before VAT, at the VAT of its first line. Never more than the invoice billed.
 */
export async function issueCreditNote(
  tx: Transaction,
  {
    invoiceId,
    reason,
    amountCents,
    now = new Date(),
  }: {
    invoiceId: string;
    reason: string;
    amountCents?: number;
    now?: Date;
  },
): Promise<StoredDocument> {
  const invoice = await lockInvoice(tx, invoiceId);
  const credited = await creditedOf(tx, invoiceId);
  const remainingNet = Number(invoice.net_cents) - credited.netCents;
  const wanted = amountCents ?? remainingNet;
  if (wanted <= 0 || wanted > remainingNet) {
    throw new AppError(
      'CREDIT_EXCEEDS_INVOICE',
      'The credit notes would take back more than the invoice billed',
      {
        remainingCents: Math.max(remainingNet, 0),
      },
    );
  }
  const document = invoice.document;
  const issueDate = dayInFrance(now);
  const year = Number(issueDate.slice(0, 4));
  const { number, sequence } = await allocateNumber(tx, year);
  const isWhole = wanted === Number(invoice.net_cents);
  const firstLine = document.lines[0] as DocumentLine;
  const lines: DocumentLine[] | undefined = isWhole
    ? undefined
    : [
        {
          kind: 'service',
          description: TEXTS[document.language].partialCredit(document.number),
          detail: reason,
          quantity: 1,
          unit: 'C62',
          unitPriceCents: wanted,
          vat: firstLine.vat,
        },
      ];
  const issued = await issueDocument(creditNoteFromInvoice(document, { number, issueDate, reason, lines }), {
    producedAt: now,
  });
  return storeDocument(tx, {
    issued,
    year,
    sequence,
    projectId: invoice.project_id,
    creditedInvoiceId: invoiceId,
  });
}

/** Records a bank transfer received for the invoice; never more than what is left to pay after credit notes. */
export async function recordPayment(
  tx: Transaction,
  {
    invoiceId,
    amountCents,
    paidOn,
    reference,
    now = new Date(),
  }: {
    invoiceId: string;
    amountCents: number;
    paidOn: string;
    reference: string | null;
    now?: Date;
  },
): Promise<{ id: string; number: string }> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (paidOn < invoice.issue_date) {
    throw new AppError('VALIDATION_FAILED', 'A payment is not received before its invoice is issued', {
      issues: [{ path: 'paidOn', code: 'custom', message: 'paidBeforeIssue' }],
    });
  }
  // A transfer is recorded once received: a later day would count it in the books of a month to come.
  if (paidOn > dayInFrance(now)) {
    throw new AppError('VALIDATION_FAILED', 'A payment is recorded once received, not before', {
      issues: [{ path: 'paidOn', code: 'custom', message: 'paidInFuture' }],
    });
  }
  const [credited, paid] = await Promise.all([creditedOf(tx, invoiceId), paidOf(tx, invoiceId)]);
  const balance = Number(invoice.gross_cents) - credited.grossCents - paid;
  if (amountCents > balance) {
    throw new AppError('PAYMENT_EXCEEDS_BALANCE', 'The payment is more than what is left to pay', {
      balanceCents: Math.max(balance, 0),
    });
  }
  const result = await tx.execute<{ id: string }>(sql`
    insert into invoice_payments (invoice_id, amount_cents, paid_on, reference)
    values (${invoiceId}, ${amountCents}, ${paidOn}, ${reference}) returning id`);
  return { id: String(result.rows[0]?.id), number: invoice.number };
}

/** An invoice exists for the one who asks to change it: the answer is that it never changes. */
export async function refuseInvoiceChange(db: Queryable, invoiceId: string): Promise<never> {
  const result = await db.execute(sql`select 1 from billing_documents where id = ${invoiceId}`);
  if (result.rows.length === 0) throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
  throw new AppError('INVOICE_IMMUTABLE', 'An issued invoice never changes: issue a credit note');
}

interface SummaryRow extends Record<string, unknown> {
  project_id: string | null;
  project_title: string | null;
  credited_gross: string;
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  issue_date: string;
  due_date: string | null;
  milestone_title: string | null;
  credits_number: string | null;
  credited_invoice_id: string | null;
  net_cents: string;
  vat_cents: string;
  gross_cents: string;
}

interface PaymentRow extends Record<string, unknown> {
  id: string;
  invoice_id: string;
  amount_cents: string;
  paid_on: string;
  reference: string | null;
}

/** The project's invoices and credit notes in the order they were numbered, for its client and administrators. */
export async function listProjectInvoices(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<ProjectInvoices> {
  await loadForBilling(db, actor, projectId);
  const invoices = await readSummaries(db, sql`d.project_id = ${projectId}`, sql`d.year, d.sequence`);
  return { invoices: invoices.map(({ projectId: _projectId, projectTitle: _title, ...invoice }) => invoice) };
}

/** The latest invoices and credit notes of every project, newest first, for the administrators. */
export async function listLatestInvoices(db: Queryable): Promise<AdminInvoices> {
  const invoices = await readSummaries(
    db,
    sql`d.id in (select id from billing_documents order by year desc, sequence desc limit ${ADMIN_INVOICES_LIMIT})`,
    sql`d.year desc, d.sequence desc`,
  );
  return { invoices };
}

async function readSummaries(db: Queryable, where: SQL, order: SQL): Promise<AdminInvoices['invoices']> {
  const [documents, payments] = await Promise.all([
    db.execute<SummaryRow>(sql`
      select d.id, d.kind, d.number, d.issue_date::text as issue_date, d.due_date::text as due_date,
        d.milestone_title, c.number as credits_number, d.credited_invoice_id, d.net_cents::text as net_cents,
        d.vat_cents::text as vat_cents, d.gross_cents::text as gross_cents, d.project_id, pj.title as project_title,
        (select coalesce(sum(cn.gross_cents), 0)::text from billing_documents cn
         where cn.credited_invoice_id = d.id) as credited_gross
      from billing_documents d left join billing_documents c on c.id = d.credited_invoice_id
      left join projects pj on pj.id = d.project_id
      where ${where} order by ${order}`),
    db.execute<PaymentRow>(sql`
      select p.id, p.invoice_id, p.amount_cents::text as amount_cents, p.paid_on::text as paid_on, p.reference
      from invoice_payments p join billing_documents d on d.id = p.invoice_id
      where ${where} order by p.paid_on, p.recorded_at`),
  ]);
  return documents.rows.map((row) => {
    const ownPayments = payments.rows
      .filter((payment) => payment.invoice_id === row.id)
      .map((payment) => ({
        id: payment.id,
        amountCents: Number(payment.amount_cents),
        paidOn: payment.paid_on,
        reference: payment.reference,
      }));
    const gross = Number(row.gross_cents);
    const credited = Number(row.credited_gross);
    const paid = ownPayments.reduce((total, payment) => total + payment.amountCents, 0);
    return {
      id: row.id,
      kind: row.kind,
      number: row.number,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      milestoneTitle: row.milestone_title,
      creditsNumber: row.credits_number,
      netCents: Number(row.net_cents),
      vatCents: Number(row.vat_cents),
      grossCents: gross,
      creditedCents: credited,
      paidCents: paid,
      status: row.kind === 'invoice' ? statusOf(gross, credited, paid) : null,
      payments: ownPayments,
      projectId: row.project_id,
      projectTitle: row.project_title,
    };
  });
}

/**
 * The milestones clients accepted that have no invoice yet, oldest acceptance first, with whether the client gave
 * the billing details an invoice needs.
 */
export async function listBillableMilestones(db: Queryable): Promise<BillableMilestones> {
  const result = await db.execute<{
    project_id: string;
    project_title: string;
    milestone_id: string;
    title: string;
    accepted_at: string | null;
    has_details: boolean;
  }>(sql`
    select pj.id as project_id, pj.title as project_title, m.id as milestone_id, m.title,
      to_char(m.accepted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as accepted_at,
      exists (select 1 from project_billing b where b.project_id = pj.id and b.billing_details is not null)
        as has_details
    from project_milestones m join projects pj on pj.id = m.project_id
    where m.delivery_status = 'accepted'
      and not exists (select 1 from billing_documents d where d.milestone_id = m.id and d.kind = 'invoice')
    order by m.accepted_at nulls last, m.id limit ${ADMIN_INVOICES_LIMIT}`);
  return {
    milestones: result.rows.map((row) => ({
      projectId: row.project_id,
      projectTitle: row.project_title,
      milestoneId: row.milestone_id,
      title: row.title,
      acceptedAt: row.accepted_at,
      hasBillingDetails: row.has_details,
    })),
  };
}

function statusOf(grossCents: number, creditedCents: number, paidCents: number): InvoiceStatus {
  if (creditedCents >= grossCents) return 'credited';
  if (paidCents >= grossCents - creditedCents) return 'paid';
  return paidCents > 0 ? 'partly_paid' : 'unpaid';
}

/** An invoice's PDF or XML, for the project's client and administrators; to anyone else it does not exist. */
export async function getInvoiceFile(
  db: Queryable,
  actor: Actor,
  { invoiceId, format }: { invoiceId: string; format: 'pdf' | 'xml' },
): Promise<{ fileName: string; contentType: string; body: Buffer | string }> {
  const result = await db.execute<{
    number: string;
    kind: string;
    client_id: string | null;
    organisation_id: string | null;
    pdf: Buffer;
    xml: string;
  }>(
    sql`select d.number, d.kind, p.client_id, p.organisation_id, ${format === 'pdf' ? sql`d.pdf` : sql`null::bytea as pdf`},
          ${format === 'xml' ? sql`d.xml` : sql`null::text as xml`}
        from billing_documents d left join projects p on p.id = d.project_id where d.id = ${invoiceId}`,
  );
  const row = result.rows[0];
  if (!row || (actor.role !== 'admin' && !isClientSide(row, actor))) {
    throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
  }
  const base = `${row.kind === 'invoice' ? 'facture' : 'avoir'}-${row.number}`;
  return format === 'pdf'
    ? { fileName: `${base}.pdf`, contentType: 'application/pdf', body: row.pdf }
    : { fileName: `${base}.xml`, contentType: 'application/xml; charset=utf-8', body: row.xml };
}

let issuanceQueue: Promise<unknown> = Promise.resolve();

/**
 * Runs the issuance of documents of this process one after another. The yearly counter's row serializes them in
 * the database anyway, and each holds it while its PDF renders; queued here, the ones waiting hold no pooled
 * connection (which they would otherwise wait for, and give up on, during a burst).
 */
export function inIssuanceQueue<T>(issue: () => Promise<T>): Promise<T> {
  const run = issuanceQueue.then(issue, issue);
  issuanceQueue = run.catch(() => undefined);
  return run;
}
