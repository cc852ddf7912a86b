import {
  ADMIN_CANCELLABLE_PROJECT_STATUSES,
  ADMIN_PROJECTS_PAGE_SIZE,
  type AdminProject,
  type AdminProjectDetail,
  type AdminProjects,
  type AdminProjectsQuery,
  DEFAULT_STALLED_DAYS,
  type Language,
} from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { projectInvoiceTotals } from '../billing/finance.service.ts';
import { readPlan, readPlanSummary } from '../plans/plans.service.ts';
import { loadTeam, projectNotFound } from '../projects/project-access.ts';
import { readProjectForOversight, STAFFING_IDLE_DAYS } from '../projects/project-oversight.ts';
import { loadProject } from '../projects/project-record.ts';
import { cancelProjectAsAdministrator } from '../projects/project-ending.service.ts';
import { listAuditEntries } from './admin-content.service.ts';
import { recordAudit } from './admin-users.service.ts';

const AT_WORK = ['staffed', 'in_progress'];
/**
 * The plan's health is computed by the plan itself, project by project: a filter on it reads the newest this
 * many projects at work that match the other filters.
 */
const HEALTH_SCAN_LIMIT = 500;

interface AdminProjectRow extends Record<string, unknown> {
  id: string;
  title: string;
  status: AdminProject['status'];
  created_at: Date | string;
  client_name: string | null;
  idle_days: number | null;
  total: number;
}

/**
 * Every project as an administrator oversees it: its status, how long its staffing has been still (a seat
 * offered or answered last), and the health its plan reports to its team, computed by the plan itself so that
 * the admin and the team never disagree on it. Filters combine; pages of 25, newest first.
 */
export async function listAdminProjects(
  db: Database,
  actor: Actor,
  query: AdminProjectsQuery,
): Promise<AdminProjects> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.stalled) {
    conditions.push(sql`p.status = 'staffing' and x.idle_days >= ${query.stalledDays}`);
  }
  if (query.health) conditions.push(sql`p.status in ('staffed', 'in_progress')`);
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(sql`(p.title ilike ${pattern} or x.client_name ilike ${pattern})`);
  }
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const offset = (query.page - 1) * ADMIN_PROJECTS_PAGE_SIZE;
  const window = query.health
    ? sql`limit ${HEALTH_SCAN_LIMIT}`
    : sql`limit ${ADMIN_PROJECTS_PAGE_SIZE} offset ${offset}`;
  const result = await db.execute<AdminProjectRow>(sql`
    select p.id, p.title, p.status, p.created_at, x.client_name, x.idle_days, count(*) over ()::int as total
    from projects p
    left join profiles pr on pr.id = p.client_id
    cross join lateral (select
      nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), '') as client_name,
      ${STAFFING_IDLE_DAYS} as idle_days) x
    where ${where}
    order by p.created_at desc, p.id
    ${window}`);
  const toProject = async (row: AdminProjectRow): Promise<AdminProject> => ({
    id: row.id,
    title: row.title,
    status: row.status,
    clientName: row.client_name,
    createdAt: new Date(row.created_at).toISOString(),
    daysSinceStaffingMoved: row.idle_days,
    isStalled: row.idle_days !== null && row.idle_days >= query.stalledDays,
    health: AT_WORK.includes(row.status) ? await healthOf(db, actor, row.id) : null,
  });
  if (!query.health) {
    const total = result.rows[0]?.total ?? (offset > 0 ? await countAll(db, where) : 0);
    return page(await Promise.all(result.rows.map(toProject)), total, query.page);
  }
  const wanted = query.health === 'late_or_at_risk' ? ['late', 'at_risk'] : [query.health];
  const matching = (await Promise.all(result.rows.map(toProject))).filter(
    (project) => project.health !== null && wanted.includes(project.health),
  );
  return page(matching.slice(offset, offset + ADMIN_PROJECTS_PAGE_SIZE), matching.length, query.page);
}

/** A page past the last has no rows to carry the total: it is counted alone. */
async function countAll(db: Database, where: SQL): Promise<number> {
  const counted = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from projects p
    left join profiles pr on pr.id = p.client_id
    cross join lateral (select
      nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), '') as client_name,
      ${STAFFING_IDLE_DAYS} as idle_days) x
    where ${where}`);
  return counted.rows[0]?.total ?? 0;
}

function page(projects: AdminProject[], total: number, pageNumber: number): AdminProjects {
  return {
    projects,
    total,
    page: pageNumber,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PROJECTS_PAGE_SIZE)),
  };
}

async function healthOf(db: Database, actor: Actor, projectId: string): Promise<AdminProject['health']> {
  const [project, team] = await Promise.all([loadProject(db, projectId), loadTeam(db, projectId)]);
  if (!project) return null;
  return (await readPlan(db, project, team, actor)).health.status;
}

/** The audit entries a project's page shows, newest first. */
const PROJECT_AUDIT_LIMIT = 50;

/**
 * One project as an administrator oversees it, read-only: its row, client and team from the projects module, its
 * plan in figures from the plans module (the health its team sees), its invoices in figures from billing, and what
 * the administrators did to it. PROJECT_NOT_FOUND for no such project.
 */
export async function getAdminProject(
  db: Database,
  { actor, projectId, language }: { actor: Actor; projectId: string; language: Language },
): Promise<AdminProjectDetail> {
  const [overseen, team, billing, audit] = await Promise.all([
    readProjectForOversight(db, projectId, language),
    loadTeam(db, projectId),
    projectInvoiceTotals(db, projectId),
    listAuditEntries(db, { limit: PROJECT_AUDIT_LIMIT, target: { type: 'project', id: projectId } }),
  ]);
  if (!overseen) throw projectNotFound();
  const { project } = overseen;
  // A plan exists once the team was formed; a project cancelled while forming it never had one.
  const plan = project.staffed_at === null ? null : await readPlanSummary(db, project, team, actor);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: project.id,
    title: project.title,
    status: project.status,
    language: project.language,
    client: overseen.client,
    organisation: overseen.organisation,
    createdAt: new Date(project.created_at).toISOString(),
    updatedAt: overseen.updatedAt,
    staffedAt: iso(project.staffed_at),
    startedAt: iso(project.started_at),
    deliveredAt: iso(project.delivered_at),
    cancelledAt: iso(project.cancelled_at),
    brief: project.brief && {
      skills: project.brief.skills.map(({ skillId, name, minLevel }) => ({ skillId, name, minLevel })),
      budget: overseen.budget,
      startDate: project.start_date,
      deadline: project.deadline,
    },
    team: overseen.team,
    daysSinceStaffingMoved: overseen.staffingIdleDays,
    isStalled: overseen.staffingIdleDays !== null && overseen.staffingIdleDays >= DEFAULT_STALLED_DAYS,
    plan,
    billing,
    audit: audit.entries,
    canCancel: (ADMIN_CANCELLABLE_PROJECT_STATUSES as readonly string[]).includes(project.status),
  };
}

/**
 * An administrator ends a project whose team is still forming (staffing that stalled): as its client's own
 * cancellation does, its pending invitations are withdrawn and the client, the members and the invited are
 * told; the audit log keeps the project's title, readable even once the project is gone.
 */
export async function cancelAdminProject(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await cancelProjectAsAdministrator(tx, {
      adminId: actor.id,
      projectId,
      statuses: ADMIN_CANCELLABLE_PROJECT_STATUSES,
    });
    await recordAudit(tx, {
      actor,
      action: 'project.cancel',
      targetType: 'project',
      targetId: projectId,
      before: { title: ended.title, status: ended.status },
      after: { status: 'cancelled' },
    });
  });
}
