import type { Author } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { param, preparedStatement } from '../../db/prepared-statement.ts';
import type { PublicProfileCache } from '../profiles/public-profile-cache.ts';

// What posts and comments show of their authors: the profiles joined in a statement, or kept in memory.

/**
 * Where a page's authors come from: the page's own statement joins their profiles (`joined`), or, while the
 * instance keeps profiles (it hears of every change to them), from its memory (`kept`), which spares the
 * database two index lookups per post, a quarter of a feed page's work there.
 */
export type AuthorsFrom = 'joined' | 'kept';

export const authorsSourceOf = (publicProfiles: PublicProfileCache): AuthorsFrom =>
  publicProfiles.isKeeping() ? 'kept' : 'joined';

/**
 * The authors of `rows` when they are `kept`: from the instance's memory, and those it lacks read in one
 * statement and kept. Undefined when the rows were read with their authors.
 */
export async function keptAuthors(
  db: Database,
  rows: readonly { author_id: string }[],
  authorsFrom: AuthorsFrom,
  publicProfiles: PublicProfileCache,
): Promise<Map<string, Author> | undefined> {
  if (authorsFrom === 'joined') return undefined;
  const authors = new Map<string, Author>();
  const missing: string[] = [];
  for (const { author_id: id } of rows) {
    if (authors.has(id) || missing.includes(id)) continue;
    const author = publicProfiles.getAuthor(id);
    if (author) authors.set(id, author);
    else missing.push(id);
  }
  if (missing.length === 0) return authors;
  const stamp = publicProfiles.stamp();
  const read = await authorsStatement.execute<AuthorRow>(db, [], { ids: missing });
  for (const row of read) {
    const author = toAuthor(row);
    authors.set(author.id, author);
    publicProfiles.rememberAuthor(author, stamp);
  }
  return authors;
}

interface AuthorRow extends Record<string, unknown> {
  author_id: string;
  first_name?: string | null;
  last_name?: string | null;
  avatar_url?: string | null;
  profession?: string | null;
}

/** What posts and comments show of their author (`toAuthor`), from the profiles `authorProfiles` joins. */
export const authorColumns = sql`pr.first_name, pr.last_name, pr.avatar_url, pp.profession`;

/** The profiles of the person `authorId` names, for `authorColumns` (nulls for someone without one). */
export function authorProfiles(authorId: SQL): SQL {
  return sql`left join profiles pr on pr.id = ${authorId}
    left join professional_profiles pp on pp.id = ${authorId}`;
}

/** What posts show of people, one row per id given. */
const authorsStatement = preparedStatement(
  () => sql`select a.author_id, ${authorColumns}
    from unnest(${param('ids')}::text[]) as a (author_id)
    ${authorProfiles(sql`a.author_id`)}`,
);

export function toAuthor(row: {
  author_id: string;
  first_name?: string | null;
  last_name?: string | null;
  profession?: string | null;
  avatar_url?: string | null;
}): Author {
  return {
    id: row.author_id,
    firstName: row.first_name ?? null,
    lastName: row.last_name ?? null,
    profession: row.profession ?? null,
    avatarUrl: row.avatar_url ?? null,
  };
}
