import {
  FINANCE_OVERDUE_LIMIT,
  FINANCE_PROJECTS_LIMIT,
  type FinanceDashboard,
  type FinanceExportQuery,
  type PaymentInstructions,
} from '@escouade/contract/billing';
import { daysBetween } from '@escouade/contract/calendar-days';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { requireAgencySettings } from './agency-settings.ts';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { bankTransferProvider, type PaymentProvider } from './payment-provider.ts';
import { isClientSide } from '../organisations/client-side.ts';

// What the agency is owed and what it earned: the finance back-office's figures, its accounting exports, and how
// a client pays an invoice. Amounts are integer cents; an invoice's balance is its total with VAT less its credit
// notes and its payments.

/**
 * Every invoice with what is left to pay on it (`balance_cents`), its credit notes' net and fee, as a statement
 * to select from (alias it).
 */
export const invoiceBalances: SQL = sql`
  select d.id, d.number, d.project_id, d.issue_date, d.due_date, d.net_cents, d.fee_cents, d.gross_cents,
    d.gross_cents - coalesce(c.gross, 0) - coalesce(p.amount, 0) as balance_cents
  from billing_documents d
  left join (select credited_invoice_id, sum(gross_cents) as gross from billing_documents
             where kind = 'credit-note' group by credited_invoice_id) c on c.credited_invoice_id = d.id
  left join (select invoice_id, sum(amount_cents) as amount from invoice_payments group by invoice_id) p
    on p.invoice_id = d.id
  where d.kind = 'invoice'`;

/**
 * A project's invoices in two figures, for the administrators overseeing it: how many were issued and what is
 * left to pay on them (an invoice overpaid counts as nothing due, not as a credit).
 */
export async function projectInvoiceTotals(
  db: Queryable,
  projectId: string,
): Promise<{ invoiceCount: number; outstandingCents: number }> {
  const result = await db.execute<{ invoices: number; outstanding: string }>(sql`
    select count(*)::int as invoices, coalesce(sum(greatest(b.balance_cents, 0)), 0)::text as outstanding
    from (${invoiceBalances} and d.project_id = ${projectId}) b`);
  const row = result.rows[0];
  return { invoiceCount: row?.invoices ?? 0, outstandingCents: Number(row?.outstanding ?? 0) };
}

function monthsEnding(until: string, count: number): string[] {
  const [year, month] = until.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

interface Totals {
  receivables: string;
  overdue: string;
  overdue_count: number;
}

interface ProjectRow {
  project_id: string;
  title: string;
  revenue: string | number;
  margin: string;
  balance: string;
}

interface OverdueRow extends Record<string, unknown> {
  id: string;
  number: string;
  project_id: string | null;
  project_title: string | null;
  buyer_name: string;
  issue_date: string;
  due_date: string;
  balance_cents: string;
  reminders: number;
}

/**
 * The back-office's figures at `now`: receivables and overdue invoices on the agency's day, revenue, margin and
 * payments received by month, and each project's profitability.
 */
export async function financeDashboard(
  db: Queryable,
  { months: monthCount = 12, until, now = new Date() }: { months?: number; until?: string; now?: Date },
): Promise<FinanceDashboard> {
  const today = dayInFrance(now);
  const months = monthsEnding(until ?? today.slice(0, 7), monthCount);
  const first = `${months[0]}-01`;
  const last = months[months.length - 1] as string;
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  const afterLast = new Date(Date.UTC(lastYear, lastMonth, 1)).toISOString().slice(0, 10);
  // The balances are computed once, for the totals, the overdue list and the projects alike; the months read
  // by issue date and by payment date, through their indexes.
  const [balances, issued, collected] = await Promise.all([
    db.execute<{ totals: Totals; overdue: OverdueRow[] | null; projects: ProjectRow[] | null }>(sql`
      with b as materialized (${invoiceBalances}),
      per_project as (
        select project_id, sum(case when kind = 'invoice' then net_cents else -net_cents end) as revenue,
          sum(case when kind = 'invoice' then fee_cents else -fee_cents end) as margin
        from billing_documents where project_id is not null group by project_id
      ),
      project_balances as (
        select project_id, sum(balance_cents) as balance from b
        where project_id is not null and balance_cents > 0 group by project_id
      )
      select
        (select json_build_object(
           'receivables', coalesce(sum(balance_cents), 0)::text,
           'overdue', coalesce(sum(balance_cents) filter (where due_date < ${today}), 0)::text,
           'overdue_count', count(*) filter (where due_date < ${today}))
         from b where balance_cents > 0) as totals,
        (select json_agg(o order by o.due_date, o.number) from (
           select b.id, b.number, b.project_id, pj.title as project_title,
             d.document->'buyer'->>'legalName' as buyer_name, b.issue_date::text as issue_date,
             b.due_date::text as due_date, b.balance_cents::text as balance_cents,
             (select count(*)::int from invoice_reminders r where r.invoice_id = b.id) as reminders
           from b join billing_documents d on d.id = b.id left join projects pj on pj.id = b.project_id
           where b.balance_cents > 0 and b.due_date < ${today}
           order by b.due_date, b.number limit ${FINANCE_OVERDUE_LIMIT}) o) as overdue,
        (select json_agg(p order by p.revenue desc, p.title) from (
           select pp.project_id, pj.title, pp.revenue::bigint as revenue, pp.margin::text as margin,
             coalesce(pb.balance, 0)::text as balance
           from per_project pp join projects pj on pj.id = pp.project_id
           left join project_balances pb on pb.project_id = pp.project_id
           order by pp.revenue desc, pj.title limit ${FINANCE_PROJECTS_LIMIT}) p) as projects`),
    db.execute<{ month: string; revenue: string; margin: string }>(sql`
      select to_char(issue_date, 'YYYY-MM') as month,
        sum(case when kind = 'invoice' then net_cents else -net_cents end)::text as revenue,
        sum(case when kind = 'invoice' then fee_cents else -fee_cents end)::text as margin
      from billing_documents where issue_date >= ${first} and issue_date < ${afterLast}
      group by 1`),
    db.execute<{ month: string; collected: string }>(sql`
      select to_char(paid_on, 'YYYY-MM') as month, sum(amount_cents)::text as collected
      from invoice_payments where paid_on >= ${first} and paid_on < ${afterLast} group by 1`),
  ]);
  const row = balances.rows[0];
  const total = row?.totals;
  const overdue = { rows: row?.overdue ?? [] };
  const projects = { rows: row?.projects ?? [] };
  const issuedBy = new Map(issued.rows.map((row) => [row.month, row]));
  const collectedBy = new Map(collected.rows.map((row) => [row.month, Number(row.collected)]));
  return {
    receivablesCents: Number(total?.receivables ?? 0),
    overdueCents: Number(total?.overdue ?? 0),
    overdueCount: total?.overdue_count ?? 0,
    overdue: overdue.rows.map((row) => ({
      id: row.id,
      number: row.number,
      projectId: row.project_id,
      projectTitle: row.project_title,
      buyerName: row.buyer_name,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      daysLate: daysBetween(row.due_date, today),
      balanceCents: Number(row.balance_cents),
      remindersSent: row.reminders,
    })),
    months: months.map((month) => ({
      month,
      revenueCents: Number(issuedBy.get(month)?.revenue ?? 0),
      marginCents: Number(issuedBy.get(month)?.margin ?? 0),
      collectedCents: collectedBy.get(month) ?? 0,
    })),
    projects: projects.rows.map((row) => {
      const revenue = Number(row.revenue);
      const margin = Number(row.margin);
      return {
        projectId: row.project_id,
        projectTitle: row.title,
        revenueCents: revenue,
        marginCents: margin,
        marginPercent: revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : null,
        balanceCents: Number(row.balance),
      };
    }),
  };
}

// The accounting exports: journal entries in the columns of the French FEC (fichier des écritures comptables),
// which accounting tools import. Semicolon-separated, UTF-8 with a byte-order mark (so that spreadsheet tools
// read the accents), CRLF line ends, ISO 8601 dates (YYYY-MM-DD; the FEC's own YYYYMMDD is a setting of the
// importing tool), amounts with a decimal comma and no thousands separator.

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** The accounts of the French chart (PCG) the entries use. */
const ACCOUNTS = {
  clients: { number: '411000', label: 'Clients' },
  sales: { number: '706000', label: 'Prestations de services' },
  vat: { number: '445710', label: 'TVA collectée' },
  bank: { number: '512000', label: 'Banque' },
};

/** Cents as the export writes them: '1234,56', '-0,50'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break; text a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) is preceded by an apostrophe.
 */
export function csvField(value: string, { isText = true }: { isText?: boolean } = {}): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Entry = Record<(typeof FEC_COLUMNS)[number], string>;

function csvOf(entries: Entry[]): string {
  const amounts = new Set(['Debit', 'Credit', 'Montantdevise']);
  const lines = [
    FEC_COLUMNS.join(';'),
    ...entries.map((entry) =>
      FEC_COLUMNS.map((column) => csvField(entry[column], { isText: !amounts.has(column) })).join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function rangeOf(query: FinanceExportQuery, now: Date): { from: string; to: string } {
  const today = dayInFrance(now);
  return { from: query.from ?? `${today.slice(0, 4)}-01-01`, to: query.to ?? today };
}

function clientAccountOf(projectId: string | null): string {
  return projectId ? `C${projectId.slice(0, 8).toUpperCase()}` : 'CDIVERS';
}

interface DocumentEntryRow extends Record<string, unknown> {
  kind: 'invoice' | 'credit-note';
  number: string;
  issue_date: string;
  project_id: string | null;
  buyer_name: string;
  credits_number: string | null;
  net_cents: string;
  vat_cents: string;
  gross_cents: string;
}

/**
 * The sales journal (VT) of the documents issued between two days: per invoice, the client's account debited
 * with the total, sales and VAT credited; a credit note the other way round. Entries are numbered by document.
 */
export async function exportInvoicesCsv(
  db: Queryable,
  query: FinanceExportQuery,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const { from, to } = rangeOf(query, now);
  const result = await db.execute<DocumentEntryRow>(sql`
    select d.kind, d.number, d.issue_date::text as issue_date, d.project_id,
      d.document->'buyer'->>'legalName' as buyer_name, c.number as credits_number,
      d.net_cents::text as net_cents, d.vat_cents::text as vat_cents, d.gross_cents::text as gross_cents
    from billing_documents d left join billing_documents c on c.id = d.credited_invoice_id
    where d.issue_date between ${from} and ${to} order by d.year, d.sequence`);
  const entries = result.rows.flatMap((row): Entry[] => {
    const isInvoice = row.kind === 'invoice';
    const label = isInvoice
      ? `Facture ${row.number} ${row.buyer_name}`
      : `Avoir ${row.number} sur facture ${row.credits_number ?? ''} ${row.buyer_name}`;
    const base = {
      JournalCode: 'VT',
      JournalLib: 'Ventes',
      EcritureNum: row.number,
      EcritureDate: row.issue_date,
      PieceRef: row.number,
      PieceDate: row.issue_date,
      EcritureLib: label,
      EcritureLet: '',
      DateLet: '',
      ValidDate: row.issue_date,
      Montantdevise: '',
      Idevise: 'EUR',
    };
    const line = (
      account: { number: string; label: string },
      cents: number,
      side: 'debit' | 'credit',
      withClient = false,
    ): Entry => ({
      ...base,
      CompteNum: account.number,
      CompteLib: account.label,
      CompAuxNum: withClient ? clientAccountOf(row.project_id) : '',
      CompAuxLib: withClient ? row.buyer_name : '',
      Debit: csvAmount(side === 'debit' ? cents : 0),
      Credit: csvAmount(side === 'credit' ? cents : 0),
    });
    const [toClient, fromSales] = isInvoice ? (['debit', 'credit'] as const) : (['credit', 'debit'] as const);
    return [
      line(ACCOUNTS.clients, Number(row.gross_cents), toClient, true),
      line(ACCOUNTS.sales, Number(row.net_cents), fromSales),
      ...(Number(row.vat_cents) !== 0 ? [line(ACCOUNTS.vat, Number(row.vat_cents), fromSales)] : []),
    ];
  });
  return { fileName: `ventes-${from}-${to}.csv`, body: csvOf(entries) };
}

interface PaymentEntryRow extends Record<string, unknown> {
  id: string;
  number: string;
  project_id: string | null;
  buyer_name: string;
  amount_cents: string;
  paid_on: string;
  reference: string | null;
  recorded_on: string;
}

/**
 * The bank journal (BQ) of the payments received between two days: the bank debited, the client's account
 * credited, lettered with the invoice's number so that the tool matches the payment to the invoice.
 */
export async function exportPaymentsCsv(
  db: Queryable,
  query: FinanceExportQuery,
  now = new Date(),
): Promise<{ fileName: string; body: string }> {
  const { from, to } = rangeOf(query, now);
  const result = await db.execute<PaymentEntryRow>(sql`
    select p.id, d.number, d.project_id, d.document->'buyer'->>'legalName' as buyer_name,
      p.amount_cents::text as amount_cents, p.paid_on::text as paid_on, p.reference,
      (p.recorded_at at time zone 'Europe/Paris')::date::text as recorded_on
    from invoice_payments p join billing_documents d on d.id = p.invoice_id
    where p.paid_on between ${from} and ${to} order by p.paid_on, p.recorded_at, p.id`);
  const entries = result.rows.flatMap((row, index): Entry[] => {
    const base = {
      JournalCode: 'BQ',
      JournalLib: 'Banque',
      EcritureNum: `BQ-${row.paid_on.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`,
      EcritureDate: row.paid_on,
      PieceRef: row.reference ?? row.number,
      PieceDate: row.paid_on,
      EcritureLib: `Règlement facture ${row.number} ${row.buyer_name}`,
      DateLet: '',
      ValidDate: row.recorded_on,
      Montantdevise: '',
      Idevise: 'EUR',
    };
    const amount = Number(row.amount_cents);
    return [
      {
        ...base,
        CompteNum: ACCOUNTS.bank.number,
        CompteLib: ACCOUNTS.bank.label,
        CompAuxNum: '',
        CompAuxLib: '',
        Debit: csvAmount(amount),
        Credit: csvAmount(0),
        EcritureLet: '',
      },
      {
        ...base,
        CompteNum: ACCOUNTS.clients.number,
        CompteLib: ACCOUNTS.clients.label,
        CompAuxNum: clientAccountOf(row.project_id),
        CompAuxLib: row.buyer_name,
        Debit: csvAmount(0),
        Credit: csvAmount(amount),
        EcritureLet: row.number,
      },
    ];
  });
  return { fileName: `reglements-${from}-${to}.csv`, body: csvOf(entries) };
}

/**
 * How to pay what is left of an invoice, for its project's client and administrators, through `provider` (a bank
 * transfer unless a deployment plugs in an online provider).
 */
export async function paymentInstructions(
  db: Queryable,
  actor: Actor,
  invoiceId: string,
  provider: PaymentProvider = bankTransferProvider,
): Promise<PaymentInstructions> {
  const result = await db.execute<{
    id: string;
    number: string;
    balance_cents: string;
    client_id: string | null;
    organisation_id: string | null;
  }>(
    sql`select b.id, b.number, b.balance_cents::text as balance_cents, pj.client_id, pj.organisation_id
        from (${invoiceBalances} and d.id = ${invoiceId}) b left join projects pj on pj.id = b.project_id`,
  );
  const row = result.rows[0];
  if (!row || (actor.role !== 'admin' && !isClientSide(row, actor))) {
    throw new AppError('INVOICE_NOT_FOUND', 'No such invoice');
  }
  const agency = await requireAgencySettings(db);
  return provider.createPaymentLink(
    { id: row.id, number: row.number, amountDueCents: Math.max(Number(row.balance_cents), 0) },
    agency,
  );
}
