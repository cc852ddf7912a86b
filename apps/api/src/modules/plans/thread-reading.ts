import type { ThreadMessage } from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { type ClientSideColumns, clientSideAmong } from '../organisations/client-side.ts';
import { loadAttachments } from './attachments.ts';

// How a thread's messages are read, for a project's thread and a proposal's conversation alike: the same
// columns, each author's name and side, and their files.

export interface ThreadMessageRow extends Record<string, unknown> {
  id: string;
  author_id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  body: string;
  created_at_utc: string;
}

const MESSAGE_COLUMNS = sql`m.id, m.author_id, p.first_name, p.last_name, p.avatar_url, m.body,
    ${utcText(sql`m.created_at`)} as created_at_utc`;

/** The start of a statement reading a project thread's messages `m`, with their authors' names. */
export const selectProjectThreadMessages = sql`
  select ${MESSAGE_COLUMNS}
  from project_thread_messages m left join profiles p on p.id = m.author_id`;

/** The start of a statement reading a proposal conversation's messages `m`, with their authors' names. */
export const selectProposalThreadMessages = sql`
  select ${MESSAGE_COLUMNS}
  from proposal_thread_messages m left join profiles p on p.id = m.author_id`;

/** Where a thread's files hang, and how they are downloaded. */
export interface ThreadOwner {
  projectId: string;
  /** The project's client side (its creator and organisation): whose messages are signed "client". */
  clientSide: ClientSideColumns;
  attachmentColumn: 'message_id' | 'proposal_message_id';
  attachmentUrl?: (attachmentId: string) => string;
}

export async function toThreadMessages(
  db: Queryable,
  owner: ThreadOwner,
  rows: ThreadMessageRow[],
): Promise<ThreadMessage[]> {
  // One after the other: `db` may be a transaction's single connection.
  const attachments = await loadAttachments(
    db,
    owner.projectId,
    owner.attachmentColumn,
    rows.map((row) => row.id),
    owner.attachmentUrl,
  );
  const clientSide = await clientSideAmong(
    db,
    owner.clientSide,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.author_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
    },
    authorRole: clientSide.has(row.author_id) ? 'client' : 'member',
    body: row.body,
    attachments: attachments.get(row.id) ?? [],
    createdAt: utcTextToIso(row.created_at_utc),
  }));
}
