import { addDays } from '@escouade/contract/calendar-days';
import { displayNameOr } from '@escouade/contract/people';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { projectNotFound } from '../projects/project-access.ts';
import { loadProject } from '../projects/project-record.ts';
import { requireAgencySettings, sellerOf } from './agency-settings.ts';
import type {
  BillingDocumentInput,
  Buyer,
  DocumentLanguage,
  DocumentLine,
  LineVat,
  Period,
  Seller,
} from './documents/document-model.ts';

import { dayInFrance } from '@escouade/contract/calendar-days';
import { agencyFeeLine } from './documents/document-lines.ts';
import { issueDocument } from './documents/issue-document.ts';
import {
  allocateNumber,
  projectReferenceOf,
  type StoredDocument,
  storeDocument,
  TEXTS,
  vatOf,
} from './invoices.service.ts';
import { billingModeOf, feePercentOf, readBuyer } from './project-billing.ts';

// The monthly invoice of a time-and-materials project: the approved weeks of the month (a week belongs to the
// month of its Monday) not billed yet, one line per member and hourly rate (their role, their hours, the rate
// the week was approved at), the agency's fee, VAT. Each week it bills is recorded with it: a week is billed
// once, whatever happens to the invoice afterwards (a credit note cancels the invoice, not the hours' record).

const LINE_TEXTS = {
  fr: {
    member: (name: string, role: string | null) => (role ? `${name} — ${role}` : name),
    hours: (weeks: number) =>
      weeks === 1 ? 'Heures approuvées d’une semaine' : `Heures approuvées de ${weeks}\u00a0semaines`,
    someone: 'Un membre de l’équipe',
  },
  en: {
    member: (name: string, role: string | null) => (role ? `${name} — ${role}` : name),
    hours: (weeks: number) =>
      weeks === 1 ? 'Approved hours of one week' : `Approved hours of ${weeks} weeks`,
    someone: 'A team member',
  },
};

/** One member's billed time at one hourly rate. */
export interface BilledTime {
  name: string;
  role: string | null;
  hours: number;
  hourlyRateCents: number;
  weeks: number;
  period: Period;
}

/** The invoice of a month's approved hours, as the engine takes it (pure: the tests build it alike). */
export function timeAndMaterialsInvoice(options: {
  language: DocumentLanguage;
  number: string;
  issueDate: string;
  paymentTermsDays: number;
  seller: Seller;
  buyer: Buyer;
  project: { reference: string; name: string };
  time: BilledTime[];
  feePercent: number;
  vat: LineVat;
  latePaymentRatePercent: number;
  vatExemptionMention?: string;
}): BillingDocumentInput {
  const texts = TEXTS[options.language];
  const lines = LINE_TEXTS[options.language];
  const work: DocumentLine[] = options.time.map((time) => ({
    kind: 'service',
    description: lines.member(time.name, time.role),
    detail: lines.hours(time.weeks),
    quantity: time.hours,
    unit: 'HUR',
    unitPriceCents: time.hourlyRateCents,
    vat: options.vat,
    period: time.period,
  }));
  const fee =
    options.feePercent > 0
      ? [
          agencyFeeLine({
            description: texts.fee,
            detail: texts.feeDetail(
              String(options.feePercent).replace('.', options.language === 'fr' ? ',' : '.'),
            ),
            ratePercent: options.feePercent,
            of: work,
          }),
        ]
      : [];
  const starts = options.time.map((time) => time.period.start).sort();
  const ends = options.time.map((time) => time.period.end).sort();
  return {
    kind: 'invoice',
    language: options.language,
    number: options.number,
    issueDate: options.issueDate,
    dueDate: addDays(options.issueDate, options.paymentTermsDays),
    seller: options.seller,
    buyer: options.buyer,
    servicePeriod: { start: starts[0] ?? options.issueDate, end: ends.at(-1) ?? options.issueDate },
    project: options.project,
    lines: [...work, ...fee],
    paymentTerms: texts.terms(options.paymentTermsDays),
    latePaymentPenaltyRatePercent: options.latePaymentRatePercent,
    vatExemption: options.vatExemptionMention ? { reason: options.vatExemptionMention } : undefined,
  };
}

interface WeekRow extends Record<string, unknown> {
  id: string;
  member_id: string;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  hourly_rate_cents: number | null;
  hours: string;
  first_day: string;
  last_day: string;
}

/**
 * Issues the invoice of the month's approved hours of a time-and-materials project. The project's row is locked
 * first, so that two issuances of one month are counted one after the other: the second finds the weeks billed.
 */
export async function issueTimeInvoice(
  tx: Transaction,
  { projectId, month, now = new Date() }: { projectId: string; month: string; now?: Date },
): Promise<StoredDocument & { weekIds: string[] }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  if ((await billingModeOf(tx, projectId)) !== 'time_and_materials') {
    throw new AppError('BILLING_MODE_MISMATCH', 'The project is billed per milestone');
  }
  const firstDay = `${month}-01`;
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
  const weeks = await tx.execute<WeekRow>(sql`
    select w.id, w.member_id, pr.first_name, pr.last_name, pp.profession, w.hourly_rate_cents,
      sum(e.hours)::text as hours, min(e.day)::text as first_day, max(e.day)::text as last_day
    from timesheet_weeks w
    join timesheet_entries e on e.week_id = w.id
    left join profiles pr on pr.id = w.member_id
    left join professional_profiles pp on pp.id = w.member_id
    where w.project_id = ${projectId} and w.status = 'approved'
      and w.week_of >= ${firstDay}::date and w.week_of < ${`${nextMonth}-01`}::date
      and not exists (select 1 from invoiced_timesheet_weeks i where i.week_id = w.id)
    group by w.id, pr.first_name, pr.last_name, pp.profession
    order by pr.last_name, pr.first_name, w.member_id, w.week_of`);
  if (weeks.rows.length === 0) {
    throw new AppError('NOTHING_TO_INVOICE', 'No approved week of that month is left to invoice');
  }
  if (weeks.rows.some((week) => week.hourly_rate_cents === null || week.hourly_rate_cents <= 0)) {
    throw new AppError('MEMBER_RATE_MISSING', 'A member whose hours are billed has no hourly rate');
  }
  const settings = await requireAgencySettings(tx);
  const buyer = await readBuyer(tx, project);
  const feePercent = await feePercentOf(tx, projectId, settings.feePercent);
  const texts = LINE_TEXTS[project.language];
  const time = new Map<string, BilledTime>();
  for (const week of weeks.rows) {
    const key = `${week.member_id}:${week.hourly_rate_cents}`;
    const known = time.get(key);
    const hours = Number(week.hours);
    if (known) {
      known.hours = Math.round((known.hours + hours) * 100) / 100;
      known.weeks += 1;
      known.period = {
        start: week.first_day < known.period.start ? week.first_day : known.period.start,
        end: week.last_day > known.period.end ? week.last_day : known.period.end,
      };
    } else {
      time.set(key, {
        name: displayNameOr({ firstName: week.first_name, lastName: week.last_name }, texts.someone),
        role: week.profession,
        hours,
        hourlyRateCents: Number(week.hourly_rate_cents),
        weeks: 1,
        period: { start: week.first_day, end: week.last_day },
      });
    }
  }
  const issueDate = dayInFrance(now);
  const year = Number(issueDate.slice(0, 4));
  const { number, sequence } = await allocateNumber(tx, year);
  const issued = await issueDocument(
    timeAndMaterialsInvoice({
      language: project.language,
      number,
      issueDate,
      paymentTermsDays: settings.paymentTermsDays,
      seller: sellerOf(settings),
      buyer,
      project: { reference: projectReferenceOf(project), name: project.title },
      time: [...time.values()],
      feePercent,
      vat: vatOf(settings, buyer),
      latePaymentRatePercent: settings.latePaymentRatePercent,
      vatExemptionMention: settings.vat.mode === 'exempt' ? settings.vat.mention : undefined,
    }),
    { producedAt: now },
  );
  const stored = await storeDocument(tx, { issued, year, sequence, projectId });
  const weekIds = weeks.rows.map((week) => week.id);
  await tx.execute(sql`
    insert into invoiced_timesheet_weeks (week_id, invoice_id)
    select unnest(${sql.param(weekIds)}::uuid[]), ${stored.id}`);
  return { ...stored, weekIds };
}
