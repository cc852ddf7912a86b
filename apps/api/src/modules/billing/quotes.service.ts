import { type AcceptQuoteInput, type ProjectQuote, QUOTE_VALIDITY_DAYS } from '@escouade/contract/billing';
import { addDays, dayInFrance } from '@escouade/contract/calendar-days';
import { displayNameOr } from '@escouade/contract/people';
import type { BillingMode } from '@escouade/contract/timesheets';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { isClientSide } from '../organisations/client-side.ts';
import { loadTeam, projectNotFound } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { readAgencySettings, sellerOf } from './agency-settings.ts';
import { agencyFeeLine } from './documents/document-lines.ts';
import {
  type DocumentLanguage,
  type DocumentLine,
  type LineVat,
  parseBillingDocument,
  type Quote,
} from './documents/document-model.ts';
import { canonicalJson, issueDocument, sha256Hex } from './documents/issue-document.ts';
import { computeTotals } from './documents/totals.ts';
import { projectReferenceOf, TEXTS, vatOf } from './invoices.service.ts';
import { billingModeOf, feePercentOf, readBuyer } from './project-billing.ts';
import { headOf } from '@escouade/contract/whole-characters';

// A project's quote: drafted from its plan and its members' rates once the team is staffed, kept current while the
// client has not accepted it, then accepted online, when it becomes the contract and never changes again.

type MissingReason = NonNullable<ProjectQuote['missingReason']>;

/** A working day, in hours: a member's day rate is their hourly rate times this. */
export const HOURS_A_DAY = 7;

const QUOTE_TEXTS = {
  fr: {
    someone: 'Un membre de l’équipe',
    role: 'Membre de l’équipe',
    member: (name: string, hourlyRate: string) =>
      `${name}, taux journalier de ${HOURS_A_DAY}\u00a0h à ${hourlyRate}`,
    milestone: (lead: string, days: string) => `Mené par ${lead}, ${days}\u00a0jours`,
    nobody: 'personne encore',
    scope: (brief: string) => `Objet\u00a0: ${brief}`,
  },
  en: {
    someone: 'A team member',
    role: 'Team member',
    member: (name: string, hourlyRate: string) =>
      `${name}, day rate of ${HOURS_A_DAY} hours at ${hourlyRate}`,
    milestone: (lead: string, days: string) => `Led by ${lead}, ${days} days`,
    nobody: 'nobody yet',
    scope: (brief: string) => `Scope: ${brief}`,
  },
};

interface MemberRow extends Record<string, unknown> {
  user_id: string;
  hourly_rate_cents: number | null;
}

interface MilestoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  owner_id: string | null;
  hours_per_week: string;
  /** Calendar days from its start to its due date, both counted. */
  days: number;
}

/** Hours a milestone plans for its lead: its hours a week over its days. */
function plannedHours(milestone: MilestoneRow): number {
  return (Number(milestone.hours_per_week) * milestone.days) / 7;
}

/** Hours as days quoted: rounded up to the half day, so that a quote never says less than the plan. */
export function quotedDays(hours: number): number {
  return Math.ceil((hours / HOURS_A_DAY) * 2 - 1e-9) / 2;
}

function formatNumber(value: number, language: DocumentLanguage): string {
  return language === 'fr' ? String(value).replace('.', ',') : String(value);
}

function formatRate(cents: number, language: DocumentLanguage): string {
  const euros = (cents / 100).toFixed(2);
  return language === 'fr' ? `${euros.replace('.', ',')}\u00a0€/h` : `€${euros}/h`;
}

/** What a quote is drafted from: the team (names, roles, hourly rates) and the plan's milestones. */
export interface QuoteWork {
  members: { id: string; name: string; role: string | null; hourlyRateCents: number | null }[];
  milestones: { title: string; ownerId: string | null; plannedHours: number }[];
}

/**
 * The service lines of a quote (pure: the tests build them alike). Time and materials: one line per member who
 * leads a milestone, their planned days at their day rate (hourly rate × 7). Fixed price: one line per
 * milestone, its lead's days at their day rate; a milestone nobody leads is priced at the team's mean day rate.
 * Returns the member whose rate is missing instead, when one is needed.
 */
export function quoteServiceLines(
  work: QuoteWork,
  mode: BillingMode,
  language: DocumentLanguage,
  vat: LineVat,
): DocumentLine[] | 'MEMBER_RATE_MISSING' {
  const texts = QUOTE_TEXTS[language];
  const byId = new Map(work.members.map((member) => [member.id, member]));
  const rates = work.members.map((member) => member.hourlyRateCents ?? 0).filter((rate) => rate > 0);
  const meanRateCents = rates.length ? Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) : 0;
  if (mode === 'time_and_materials') {
    const lines: DocumentLine[] = [];
    for (const member of work.members) {
      const hours = work.milestones
        .filter((milestone) => milestone.ownerId === member.id)
        .reduce((total, milestone) => total + milestone.plannedHours, 0);
      if (hours <= 0) continue;
      if (!member.hourlyRateCents || member.hourlyRateCents <= 0) return 'MEMBER_RATE_MISSING';
      lines.push({
        kind: 'service',
        description: member.role ?? texts.role,
        detail: texts.member(member.name, formatRate(member.hourlyRateCents, language)),
        quantity: quotedDays(hours),
        unit: 'DAY',
        unitPriceCents: member.hourlyRateCents * HOURS_A_DAY,
        vat,
      });
    }
    return lines;
  }
  const lines: DocumentLine[] = [];
  for (const milestone of work.milestones) {
    const lead = milestone.ownerId ? byId.get(milestone.ownerId) : undefined;
    const rateCents = lead ? lead.hourlyRateCents : meanRateCents;
    if (!rateCents || rateCents <= 0) return 'MEMBER_RATE_MISSING';
    const days = quotedDays(milestone.plannedHours);
    lines.push({
      kind: 'service',
      description: milestone.title,
      detail: texts.milestone(lead?.name ?? texts.nobody, formatNumber(days, language)),
      quantity: 1,
      unit: 'C62',
      // Days × day rate: the same amount a member's line of time and materials would say.
      unitPriceCents: Math.round(days * rateCents * HOURS_A_DAY),
      vat,
    });
  }
  return lines;
}

async function readWork(db: Queryable, projectId: string, language: DocumentLanguage): Promise<QuoteWork> {
  const [team, rates, milestones] = await Promise.all([
    loadTeam(db, projectId),
    db.execute<MemberRow>(sql`
      select i.professional_id as user_id, round(pp.hourly_rate * 100)::int as hourly_rate_cents
      from project_invitations i left join professional_profiles pp on pp.id = i.professional_id
      where i.project_id = ${projectId} and i.status = 'accepted' and i.professional_id is not null`),
    db.execute<MilestoneRow>(sql`
      select id, title, owner_id, hours_per_week::text as hours_per_week, (due_date - start_date + 1)::int as days
      from project_milestones where project_id = ${projectId} order by start_date, created_at, id`),
  ]);
  const rateOf = new Map(rates.rows.map((row) => [row.user_id, row.hourly_rate_cents]));
  return {
    members: team.map((member) => ({
      id: member.user_id,
      name: displayNameOr(
        { firstName: member.first_name, lastName: member.last_name },
        QUOTE_TEXTS[language].someone,
      ),
      role: member.profession,
      hourlyRateCents: rateOf.get(member.user_id) ?? null,
    })),
    milestones: milestones.rows.map((milestone) => ({
      title: milestone.title,
      ownerId: milestone.owner_id,
      plannedHours: plannedHours(milestone),
    })),
  };
}

/** The client's language (their account's), the project's when the client's account is gone. */
async function clientLanguageOf(db: Queryable, project: ProjectRecord): Promise<DocumentLanguage> {
  if (!project.client_id) return project.language;
  const result = await db.execute<{ locale: string | null }>(
    sql`select locale from "user" where id = ${project.client_id}`,
  );
  const locale = result.rows[0]?.locale;
  return locale === 'en' || locale === 'fr' ? locale : project.language;
}

/** The quote as it would be drafted now with this version and these dates, or why it cannot be. */
async function draftDocument(
  db: Queryable,
  project: ProjectRecord,
  { version, issueDate }: { version: number; issueDate: string },
): Promise<{ document: Quote; mode: BillingMode } | { missing: MissingReason }> {
  if (project.staffed_at === null) return { missing: 'TEAM_NOT_STAFFED' };
  const { settings } = await readAgencySettings(db);
  if (!settings) return { missing: 'AGENCY_SETTINGS_MISSING' };
  let buyer;
  try {
    buyer = await readBuyer(db, project);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BILLING_DETAILS_MISSING') {
      return { missing: 'BILLING_DETAILS_MISSING' };
    }
    throw error;
  }
  const [language, mode, feePercent] = await Promise.all([
    clientLanguageOf(db, project),
    billingModeOf(db, project.id),
    feePercentOf(db, project.id, settings.feePercent),
  ]);
  const vat = vatOf(settings, buyer);
  const work = quoteServiceLines(await readWork(db, project.id, language), mode, language, vat);
  if (work === 'MEMBER_RATE_MISSING') return { missing: work };
  if (work.length === 0) return { missing: 'TEAM_NOT_STAFFED' };
  const texts = TEXTS[language];
  const fee =
    feePercent > 0
      ? [
          agencyFeeLine({
            description: texts.fee,
            detail: texts.feeDetail(formatNumber(feePercent, language)),
            ratePercent: feePercent,
            of: work,
          }),
        ]
      : [];
  const brief = project.description.replace(/\s+/g, ' ').trim();
  const document = parseBillingDocument({
    kind: 'quote',
    language,
    number: `D-${projectReferenceOf(project)}-${version}`,
    issueDate,
    validUntil: addDays(issueDate, QUOTE_VALIDITY_DAYS),
    seller: sellerOf(settings),
    buyer,
    project: { reference: projectReferenceOf(project), name: headOf(project.title, 200) },
    lines: [...work, ...fee],
    notes: brief ? [headOf(QUOTE_TEXTS[language].scope(brief), 1000)] : [],
    paymentTerms: texts.terms(settings.paymentTermsDays),
    vatExemption: settings.vat.mode === 'exempt' ? { reason: settings.vat.mention } : undefined,
  });
  return { document: document as Quote, mode };
}

interface QuoteRow extends Record<string, unknown> {
  id: string;
  version: number;
  number: string;
  billing_mode: BillingMode;
  issue_date: string;
  valid_until: string;
  document: Quote;
  document_sha256: string;
  drafted_at: Date | string;
  accepted_at: Date | string | null;
  accepted_name: string | null;
}

const QUOTE_COLUMNS = sql`id, version, number, billing_mode, issue_date::text as issue_date,
  valid_until::text as valid_until, document, document_sha256, drafted_at, accepted_at, accepted_name`;

async function readQuoteRow(
  db: Queryable,
  projectId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<QuoteRow | undefined> {
  const result = await db.execute<QuoteRow>(sql`
    select ${QUOTE_COLUMNS} from project_quotes where project_id = ${projectId} ${lock ? sql`for update` : sql``}`);
  return result.rows[0];
}

/** What a quote's acceptance records: the SHA-256 of its canonical JSON, as drafted. */
export function quoteSha256(document: Quote): string {
  return sha256Hex(canonicalJson(document));
}

async function storeDraft(
  tx: Transaction,
  project: ProjectRecord,
  existing: QuoteRow | undefined,
  draft: { document: Quote; mode: BillingMode },
): Promise<QuoteRow> {
  const { document, mode } = draft;
  const totals = computeTotals(document);
  const values = {
    number: document.number,
    issueDate: document.issueDate,
    validUntil: document.validUntil,
    json: JSON.stringify(document),
    sha256: quoteSha256(document),
  };
  const result = existing
    ? await tx.execute<QuoteRow>(sql`
        update project_quotes set version = version + 1, number = ${values.number}, billing_mode = ${mode},
          issue_date = ${values.issueDate}, valid_until = ${values.validUntil}, net_cents = ${totals.taxBasisTotalCents},
          vat_cents = ${totals.vatTotalCents}, gross_cents = ${totals.grandTotalCents}, document = ${values.json}::jsonb,
          document_sha256 = ${values.sha256}, drafted_at = now()
        where id = ${existing.id} and accepted_at is null returning ${QUOTE_COLUMNS}`)
    : await tx.execute<QuoteRow>(sql`
        insert into project_quotes (project_id, version, number, billing_mode, issue_date, valid_until, net_cents,
          vat_cents, gross_cents, document, document_sha256)
        values (${project.id}, 1, ${values.number}, ${mode}, ${values.issueDate}, ${values.validUntil},
          ${totals.taxBasisTotalCents}, ${totals.vatTotalCents}, ${totals.grandTotalCents}, ${values.json}::jsonb,
          ${values.sha256})
        returning ${QUOTE_COLUMNS}`);
  const row = result.rows[0];
  if (!row) throw new AppError('QUOTE_ALREADY_ACCEPTED', 'The quote was accepted');
  await recordEvent(tx, { type: 'quote_drafted', quoteId: row.id, version: row.version });
  return row;
}

/**
 * Keeps the project's quote current, under the project's lock: drafted when there is none, drafted again (a new
 * version, dated today) when what it would say now differs from what it says, or when it expired; never once
 * accepted. `force`: a new version whatever it says (an administrator's request). Returns the quote, or why
 * there is none.
 */
export async function ensureCurrentQuote(
  tx: Transaction,
  projectId: string,
  { now = new Date(), force = false }: { now?: Date; force?: boolean } = {},
): Promise<{ row: QuoteRow | undefined; missing: MissingReason | null }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const existing = await readQuoteRow(tx, projectId, { lock: true });
  if (existing?.accepted_at) {
    if (force) throw new AppError('QUOTE_ALREADY_ACCEPTED', 'The quote was accepted: it is the contract');
    return { row: existing, missing: null };
  }
  const today = dayInFrance(now);
  const version = existing?.version ?? 1;
  if (existing && !force && existing.valid_until >= today) {
    // The same version with the same dates: it says the same thing exactly when the hash is the same.
    const same = await draftDocument(tx, project, { version, issueDate: existing.issue_date });
    if ('missing' in same) return { row: existing, missing: null };
    if (quoteSha256(same.document) === existing.document_sha256) return { row: existing, missing: null };
  }
  const draft = await draftDocument(tx, project, {
    version: existing ? version + 1 : 1,
    issueDate: today,
  });
  if ('missing' in draft) {
    if (force)
      throw new AppError('QUOTE_NOT_READY', 'The quote cannot be drafted', { reason: draft.missing });
    return { row: existing, missing: existing ? null : draft.missing };
  }
  return { row: await storeDraft(tx, project, existing, draft), missing: null };
}

/** The quote once the team is staffed, in the staffing transaction; nothing when it cannot be drafted yet. */
export async function draftQuoteWhenStaffed(tx: Transaction, projectId: string): Promise<void> {
  await ensureCurrentQuote(tx, projectId);
}

type Reader = 'client' | 'member' | 'admin';

async function readerOf(db: Queryable, actor: Actor, project: ProjectRecord): Promise<Reader> {
  if (isClientSide(project, actor)) return 'client';
  if (actor.role === 'admin') return 'admin';
  const team = await loadTeam(db, project.id);
  if (team.some((member) => member.user_id === actor.id)) return 'member';
  throw projectNotFound();
}

function viewOf(row: QuoteRow | undefined, missing: MissingReason | null, reader: Reader, today: string) {
  if (!row) {
    return {
      status: 'missing',
      missingReason: missing,
      canAccept: false,
      quote: null,
      acceptance: null,
    } as const;
  }
  const accepted = row.accepted_at !== null;
  const status = accepted ? 'accepted' : row.valid_until < today ? 'expired' : 'to_accept';
  const acceptance =
    accepted && row.accepted_at
      ? {
          fullName: row.accepted_name ?? '',
          acceptedAt: new Date(row.accepted_at).toISOString(),
          documentSha256: row.document_sha256,
        }
      : null;
  if (reader === 'member') {
    return { status, missingReason: null, canAccept: false, quote: null, acceptance } as const;
  }
  const { document } = row;
  const totals = computeTotals(document);
  return {
    status,
    missingReason: null,
    canAccept: reader === 'client' && status === 'to_accept',
    quote: {
      id: row.id,
      number: row.number,
      version: row.version,
      language: document.language,
      billingMode: row.billing_mode,
      issueDate: row.issue_date,
      validUntil: row.valid_until,
      lines: document.lines.map((line, index) => ({
        kind: line.kind,
        description: line.description,
        detail: line.detail ?? null,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceCents: line.unitPriceCents,
        netCents: totals.lineNetCents[index] ?? 0,
      })),
      netCents: totals.taxBasisTotalCents,
      vatBreakdown: totals.vatBreakdown,
      vatCents: totals.vatTotalCents,
      grossCents: totals.grandTotalCents,
      vatExemption: document.vatExemption?.reason ?? null,
      documentSha256: row.document_sha256,
    },
    acceptance,
  } as const;
}

/**
 * The project's quote for its client side and administrators (whole), and its team's members (its status). Read
 * under the project's lock, as reading it may draft it (see `ensureCurrentQuote`).
 */
export async function getProjectQuote(
  db: Database,
  actor: Actor,
  projectId: string,
  now = new Date(),
): Promise<ProjectQuote> {
  const project = await loadProject(db, projectId);
  if (!project) throw projectNotFound();
  const reader = await readerOf(db, actor, project);
  const { row, missing } = await db.transaction((tx) => ensureCurrentQuote(tx, projectId, { now }));
  return viewOf(row, missing, reader, dayInFrance(now));
}

/** The quote's PDF: as accepted, with its acceptance and hash; else the current draft (kept current first). */
export async function getQuotePdf(
  db: Database,
  actor: Actor,
  projectId: string,
): Promise<{ fileName: string; body: Buffer }> {
  const project = await loadProject(db, projectId);
  if (!project || (!isClientSide(project, actor) && actor.role !== 'admin')) throw projectNotFound();
  // The file says what the card says: the quote as it would be read now.
  await db.transaction((tx) => ensureCurrentQuote(tx, projectId));
  const result = await db.execute<QuoteRow & { accepted_pdf: Buffer | null }>(sql`
    select ${QUOTE_COLUMNS}, accepted_pdf from project_quotes where project_id = ${projectId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('QUOTE_NOT_READY', 'The project has no quote yet');
  const fileName = `${row.document.language === 'fr' ? 'devis' : 'quote'}-${row.number}.pdf`;
  if (row.accepted_pdf) return { fileName, body: row.accepted_pdf };
  const issued = await issueDocument(row.document, { producedAt: new Date(row.drafted_at) });
  return { fileName, body: Buffer.from(issued.pdf) };
}

/**
 * The client side accepts the version it read (its hash) by typing its full name: the moment, the network address
 * and the hash are recorded with the PDF rendered then. Under the project's and the quote's locks, so that of two
 * acceptances one wins and the other is told the quote is accepted.
 */
export async function acceptQuote(
  db: Database,
  actor: Actor,
  projectId: string,
  input: AcceptQuoteInput & { address: string },
  now = new Date(),
): Promise<ProjectQuote> {
  const row = await db.transaction(async (tx) => {
    const project = await loadProject(tx, projectId, { lock: true });
    if (!project) throw projectNotFound();
    const reader = await readerOf(tx, actor, project);
    if (reader !== 'client') throw new AppError('FORBIDDEN', 'Only the project’s client accepts its quote');
    const quote = await readQuoteRow(tx, projectId, { lock: true });
    if (!quote) throw new AppError('QUOTE_NOT_READY', 'The project has no quote yet');
    if (quote.accepted_at) throw new AppError('QUOTE_ALREADY_ACCEPTED', 'The quote was accepted already');
    if (quote.valid_until < dayInFrance(now)) throw new AppError('QUOTE_EXPIRED', 'The quote has expired');
    if (quote.document_sha256 !== input.documentSha256) {
      throw new AppError('QUOTE_CHANGED', 'The quote was drafted again since it was read');
    }
    const fullName = input.fullName.trim().replace(/\s+/g, ' ');
    const issued = await issueDocument(
      {
        ...quote.document,
        acceptance: { fullName, acceptedAt: now.toISOString(), documentSha256: quote.document_sha256 },
      },
      { producedAt: now },
    );
    const accepted = await tx.execute<QuoteRow>(sql`
      update project_quotes set accepted_at = ${now}, accepted_name = ${fullName},
        accepted_address = ${input.address}, accepted_pdf = ${Buffer.from(issued.pdf)},
        accepted_pdf_sha256 = ${issued.pdfSha256}
      where id = ${quote.id} and accepted_at is null returning ${QUOTE_COLUMNS}`);
    const stored = accepted.rows[0];
    if (!stored) throw new AppError('QUOTE_ALREADY_ACCEPTED', 'The quote was accepted already');
    return stored;
  });
  return viewOf(row, null, 'client', dayInFrance(now));
}
