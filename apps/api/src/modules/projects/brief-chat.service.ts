import type { AnalysisDoneEvent, ProjectMessage } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { loadOwnedProject, assertStatus } from './project-access.ts';
import { selectRecentMessages } from './brief-analysis/conversation-window.ts';
import type { BriefAnalyser, CatalogueSkill } from './brief-analysis/types.ts';

// The brief chat: the client's messages and the assistant's answers, which draft the brief as the conversation
// goes.

/**
 * Whether the actor may send a chat message now: only the client, while the brief is still open. Team members
 * see the project but not its chat, so they get PROJECT_NOT_FOUND like anyone else.
 */
export async function assertCanPostProjectMessage(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<void> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
}

/**
 * One chat turn: stores the client's message, lets the analyser answer (streamed through `onText`), stores the
 * answer and the updated draft brief. The conversation is saved with the project.
 */
export async function postProjectMessage(
  db: Database,
  analyser: BriefAnalyser,
  {
    actor,
    projectId,
    content,
    onText,
  }: { actor: Actor; projectId: string; content: string; onText: (text: string) => void },
): Promise<AnalysisDoneEvent> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
  await db.execute(
    sql`insert into project_messages (project_id, role, content) values (${projectId}, 'user', ${content})`,
  );
  const [messages, catalogue] = await Promise.all([listMessages(db, projectId), loadCatalogue(db)]);
  const turn = await analyser.analyseStreaming(
    {
      messages: selectRecentMessages(messages).map((message) => ({
        role: message.role,
        content: message.content,
      })),
      catalogue,
      today: new Date().toISOString().slice(0, 10),
    },
    onText,
  );
  // The answer and the brief it drew up together: a read in between would show an answer without its brief.
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: string; created_at: Date | string }>(sql`
      insert into project_messages (project_id, role, content) values (${projectId}, 'assistant', ${turn.reply})
      returning id, created_at`);
    await tx.execute(sql`
      update projects set draft_brief = ${JSON.stringify(turn.brief)}::jsonb, language = ${turn.brief.language},
        title = case when title = '' then coalesce(${turn.brief.title}, '') else title end, updated_at = now()
      where id = ${projectId}`);
    return inserted;
  });
  const saved = stored.rows[0];
  return {
    message: {
      id: saved?.id ?? '',
      role: 'assistant',
      content: turn.reply,
      createdAt: new Date(saved?.created_at ?? Date.now()).toISOString(),
    },
    draftBrief: turn.brief,
    missing: turn.missing,
    isComplete: turn.isComplete,
    analyser: analyser.name,
  };
}

export interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date | string;
}

async function listMessages(db: Database, projectId: string): Promise<ProjectMessage[]> {
  const result = await db.execute<MessageRow & Record<string, unknown>>(
    sql`select id, role, content, created_at from project_messages where project_id = ${projectId} order by created_at, id`,
  );
  return result.rows.map(toMessage);
}

export function toMessage(row: MessageRow): ProjectMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The approved catalogue, with each skill's English name and aliases: what the analyser may pick from. */
export async function loadCatalogue(db: Database): Promise<CatalogueSkill[]> {
  const result = await db.execute<CatalogueSkill & Record<string, unknown>>(
    sql`select id, name, category, name_en as "nameEn",
        array_remove(array_prepend(name_en, aliases), null) as "otherNames"
      from skills where status = 'approved' order by name`,
  );
  return result.rows;
}
