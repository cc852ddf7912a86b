import { displayName } from '@escouade/contract/people';
import type { BillingMode, Earnings, Payout, ProjectEarnings } from '@escouade/contract/timesheets';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { loadTeam, projectNotFound } from '../projects/project-access.ts';
import { loadProject } from '../projects/project-record.ts';

// What each member is owed for their work on a project, what the agency paid them, and the payouts it records.
//
// - Time and materials: every approved week's hours at the member's hourly rate when the week was approved,
//   rounded to the cent per week.
// - Fixed price: a share of each milestone invoiced, its work before the agency's fee and VAT (less the part its
//   credit notes took back), in proportion to the milestone's planned hours of each member. A milestone's
//   planned hours are its weekly hours over its dates (`hours_per_week × days / 7`), counted for the member
//   who leads it; a milestone nobody leads owes nobody until someone does. Shares are rounded down to the cent.
// - Paid: the sum of the payouts recorded; a payout never takes the total above what is owed.

interface ProjectRow extends Record<string, unknown> {
  project_id: string;
  title: string;
  billing_mode: BillingMode | null;
}

interface Figures {
  approvedHours: number;
  timeCents: number;
  shareCents: number;
}

/** The approved hours of `memberId`, per project, and what they come to at the week's rate. */
async function approvedTime(
  db: Queryable,
  memberId: string,
  projectIds: string[],
): Promise<Map<string, { hours: number; cents: number }>> {
  const result = await db.execute<{ project_id: string; hours: string; cents: string }>(sql`
    select w.project_id, sum(h.hours)::text as hours,
      sum(round(h.hours * coalesce(w.hourly_rate_cents, 0)))::text as cents
    from timesheet_weeks w
    join lateral (select coalesce(sum(e.hours), 0) as hours from timesheet_entries e where e.week_id = w.id) h on true
    where w.member_id = ${memberId} and w.status = 'approved'
      and w.project_id = any(${sql.param(projectIds)}::uuid[])
    group by w.project_id`);
  return new Map(
    result.rows.map((row) => [row.project_id, { hours: Number(row.hours), cents: Number(row.cents) }]),
  );
}

interface MilestoneInvoiceRow extends Record<string, unknown> {
  project_id: string;
  milestone_id: string;
  net_cents: string;
  work_cents: string;
  credited_cents: string;
  member_hours: string;
  total_hours: string;
}

/** `memberId`'s share of each milestone invoiced on the projects, per project (see the rule above). */
async function milestoneShares(
  db: Queryable,
  memberId: string,
  projectIds: string[],
): Promise<Map<string, number>> {
  const result = await db.execute<MilestoneInvoiceRow>(sql`
    with planned as (
      select id as milestone_id, owner_id as member_id,
        hours_per_week * ((due_date - start_date) + 1) / 7.0 as hours
      from project_milestones where project_id = any(${sql.param(projectIds)}::uuid[]) and owner_id is not null
    )
    select d.project_id, d.milestone_id, d.net_cents::text as net_cents,
      (select coalesce(sum((l ->> 'quantity')::numeric * (l ->> 'unitPriceCents')::numeric), 0)
         from jsonb_array_elements(d.document -> 'lines') l where l ->> 'kind' = 'service')::text as work_cents,
      (select coalesce(sum(c.net_cents), 0) from billing_documents c where c.credited_invoice_id = d.id)::text
        as credited_cents,
      coalesce((select sum(hours) from planned where planned.milestone_id = d.milestone_id
        and planned.member_id = ${memberId}), 0)::text as member_hours,
      coalesce((select sum(hours) from planned where planned.milestone_id = d.milestone_id), 0)::text as total_hours
    from billing_documents d
    where d.kind = 'invoice' and d.milestone_id is not null
      and d.project_id = any(${sql.param(projectIds)}::uuid[])`);
  const shares = new Map<string, number>();
  for (const row of result.rows) {
    const net = Number(row.net_cents);
    const memberHours = Number(row.member_hours);
    const totalHours = Number(row.total_hours);
    if (net <= 0 || memberHours <= 0 || totalHours <= 0) continue;
    const standing = Math.max(0, net - Number(row.credited_cents)) / net;
    const share = Math.floor(Number(row.work_cents) * standing * (memberHours / totalHours));
    shares.set(row.project_id, (shares.get(row.project_id) ?? 0) + share);
  }
  return shares;
}

async function payoutsOf(db: Queryable, memberId: string, projectIds: string[]): Promise<Payout[]> {
  const result = await db.execute<{
    id: string;
    project_id: string;
    amount_cents: string;
    paid_on: string;
    reference: string | null;
  }>(sql`
    select id, project_id, amount_cents::text as amount_cents, paid_on::text as paid_on, reference
    from member_payouts where member_id = ${memberId} and project_id = any(${sql.param(projectIds)}::uuid[])
    order by paid_on desc, recorded_at desc`);
  return result.rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    amountCents: Number(row.amount_cents),
    paidOn: row.paid_on,
    reference: row.reference,
  }));
}

/** What `memberId` earned on each of the projects, with what they were paid. */
async function earningsOn(
  db: Queryable,
  memberId: string,
  projects: ProjectRow[],
): Promise<ProjectEarnings[]> {
  if (projects.length === 0) return [];
  const ids = projects.map((project) => project.project_id);
  const [time, shares, payouts, names] = await Promise.all([
    approvedTime(db, memberId, ids),
    milestoneShares(db, memberId, ids),
    payoutsOf(db, memberId, ids),
    db.execute<{ first_name: string | null; last_name: string | null }>(
      sql`select first_name, last_name from profiles where id = ${memberId}`,
    ),
  ]);
  const memberName = displayName({
    firstName: names.rows[0]?.first_name,
    lastName: names.rows[0]?.last_name,
  });
  return projects.map((project) => {
    const mode = project.billing_mode ?? 'fixed';
    const figures: Figures = {
      approvedHours: time.get(project.project_id)?.hours ?? 0,
      timeCents: mode === 'time_and_materials' ? (time.get(project.project_id)?.cents ?? 0) : 0,
      shareCents: shares.get(project.project_id) ?? 0,
    };
    const own = payouts.filter((payout) => payout.projectId === project.project_id);
    return {
      projectId: project.project_id,
      projectTitle: project.title,
      memberId,
      memberName,
      billingMode: mode,
      approvedHours: figures.approvedHours,
      owedCents: figures.timeCents + figures.shareCents,
      paidCents: own.reduce((total, payout) => total + payout.amountCents, 0),
      payouts: own,
    };
  });
}

/**
 * The projects `memberId` has or had a part in: their team's projects, and any project where they logged
 * approved hours or were paid (after leaving its team).
 */
async function projectsOf(db: Queryable, memberId: string, projectId?: string): Promise<ProjectRow[]> {
  const only = projectId ? sql`and p.id = ${projectId}` : sql``;
  const result = await db.execute<ProjectRow>(sql`
    select p.id as project_id, p.title, b.billing_mode from projects p
    left join project_billing b on b.project_id = p.id
    where (exists (select 1 from project_invitations i where i.project_id = p.id
        and i.professional_id = ${memberId} and i.status = 'accepted')
      or exists (select 1 from timesheet_weeks w where w.project_id = p.id and w.member_id = ${memberId}
        and w.status = 'approved')
      or exists (select 1 from member_payouts o where o.project_id = p.id and o.member_id = ${memberId})) ${only}
    order by p.created_at desc, p.id`);
  return result.rows;
}

/** The signed-in member's earnings on every project: owed, paid, and each payout. */
export async function getMyEarnings(db: Queryable, actor: Actor): Promise<Earnings> {
  const projects = await earningsOn(db, actor.id, await projectsOf(db, actor.id));
  return {
    owedCents: projects.reduce((total, project) => total + project.owedCents, 0),
    paidCents: projects.reduce((total, project) => total + project.paidCents, 0),
    projects,
  };
}

/** Each member's earnings on the project, for an administrator recording payouts. */
export async function getProjectEarnings(db: Queryable, projectId: string): Promise<ProjectEarnings[]> {
  const project = await loadProject(db, projectId);
  if (!project) throw projectNotFound();
  const team = await loadTeam(db, projectId);
  const others = await db.execute<{ member_id: string }>(sql`
    select member_id from timesheet_weeks where project_id = ${projectId} and status = 'approved'
    union select member_id from member_payouts where project_id = ${projectId}`);
  const memberIds = [
    ...new Set([...team.map((member) => member.user_id), ...others.rows.map((row) => row.member_id)]),
  ];
  const all: ProjectEarnings[] = [];
  for (const memberId of memberIds) {
    all.push(...(await earningsOn(db, memberId, await projectsOf(db, memberId, projectId))));
  }
  return all;
}

/**
 * Records what the agency paid `memberId` for the project. The project's row is locked first, so that two
 * payouts recorded at the same moment are counted one after the other: together they never exceed what is owed.
 */
export async function recordPayout(
  tx: Transaction,
  {
    projectId,
    memberId,
    amountCents,
    paidOn,
    reference,
  }: { projectId: string; memberId: string; amountCents: number; paidOn: string; reference: string | null },
): Promise<{ id: string; owedCents: number; paidCents: number }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const [earnings] = await earningsOn(tx, memberId, await projectsOf(tx, memberId, projectId));
  if (!earnings) throw new AppError('MEMBER_NOT_IN_TEAM', 'This person has no part in the project');
  const left = earnings.owedCents - earnings.paidCents;
  if (amountCents > left) {
    throw new AppError('PAYOUT_EXCEEDS_OWED', 'The payout is more than what the member is still owed', {
      leftCents: Math.max(0, left),
    });
  }
  const result = await tx.execute<{ id: string }>(sql`
    insert into member_payouts (project_id, member_id, amount_cents, paid_on, reference)
    values (${projectId}, ${memberId}, ${amountCents}, ${paidOn}, ${reference}) returning id`);
  const id = String(result.rows[0]?.id);
  await recordEvent(tx, { type: 'payout_recorded', payoutId: id });
  return { id, owedCents: earnings.owedCents, paidCents: earnings.paidCents + amountCents };
}
