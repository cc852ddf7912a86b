import type { confirmBriefInputSchema, DraftBrief, Project } from '@escouade/contract';
import type { Effort } from '@escouade/contract/effort';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { RequiredSkill } from './pod-formation/types.ts';

// A project's row, as every module reads it: the projects feature that forms its team, the plans and reviews
// of its team at work. One loader, which also takes the row's lock: every change of a project, its plan or its
// team runs under it, so two changes of one project run one after the other.

export type ValidBrief = z.output<typeof confirmBriefInputSchema>;
/** The confirmed brief as stored: the client's input, the resolved skills (named) and the effort at confirmation. */
export type StoredBrief = Omit<ValidBrief, 'skills'> & { skills: RequiredSkill[]; effort?: Effort };

/** What `PROJECT_COLUMNS` reads. */
export interface ProjectColumns extends Record<string, unknown> {
  id: string;
  /** Null once the client's account is erased: the team keeps the project, with a former client. */
  client_id: string | null;
  /** The organisation it was created for: its members act on it as its client (`isClientSide`). */
  organisation_id: string | null;
  title: string;
  description: string;
  language: 'fr' | 'en';
  status: Project['status'];
  budget_kind: 'total' | 'hourly' | null;
  budget_amount: string | null;
  start_date: string | null;
  deadline: string | null;
  draft_brief: DraftBrief | null;
  brief: StoredBrief | null;
  created_at: Date | string;
  staffed_at: Date | string | null;
  started_at: Date | string | null;
  delivered_at: Date | string | null;
  cancelled_at: Date | string | null;
}

export interface ProjectRecord extends ProjectColumns {
  /** The day it was created (UTC), the first day of a plan without a start date. */
  created_on: string;
}

/** The columns of a project (`projects p`) that its pages and rules read. */
export const PROJECT_COLUMNS = sql`p.id, p.client_id, p.organisation_id, p.title, p.description, p.language, p.status, p.budget_kind,
  p.budget_amount::text as budget_amount, p.start_date::text as start_date, p.deadline::text as deadline,
  p.draft_brief, p.brief, p.created_at, p.staffed_at, p.started_at, p.delivered_at, p.cancelled_at`;

/** The project, or undefined; `lock`: for the rest of the caller's transaction (`for update`). */
export async function loadProject(
  db: Queryable,
  projectId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProjectRecord | undefined> {
  const result = await db.execute<ProjectRecord>(sql`
    select ${PROJECT_COLUMNS}, (p.created_at at time zone 'UTC')::date::text as created_on
    from projects p where p.id = ${projectId} ${lock ? sql`for update` : sql``}`);
  return result.rows[0];
}
