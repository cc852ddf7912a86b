import type { RatingSummary } from '@escouade/contract/delivery';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

// The ratings read model: what clients' published reviews say of a professional, read from the reviews' table
// by the profiles, team formation and the reviews themselves. Reviews write; this only reads.

/** A review shows once both of its pair are written (`published_at`) or its review period is over. */
export const isPublished = (review: SQL) =>
  sql`(${review}.published_at is not null or ${review}.publishes_at <= now())`;

/**
 * The average and count of the published reviews clients wrote of one professional, as a query for a lateral
 * join (`rating_average`, `rating_count`).
 */
export function publishedRatingOf(subjectId: SQL): SQL {
  return sql`
    select avg(r.rating)::float8 as rating_average, count(*)::int as rating_count
    from project_reviews r
    where r.subject_id = ${subjectId} and r.author_role = 'client' and ${isPublished(sql`r`)}`;
}

/**
 * What the professionals' published reviews say of one client, and how many of the client's projects were
 * delivered: the client's record as an invited professional reads it.
 */
export async function clientRecord(
  db: Queryable,
  clientId: string,
): Promise<{ rating: RatingSummary; completedProjects: number }> {
  const result = await db.execute<{
    rating_average: number | null;
    rating_count: number;
    completed: number;
  }>(sql`
    select
      (select avg(r.rating)::float8 from project_reviews r
        where r.subject_id = ${clientId} and r.author_role = 'member' and ${isPublished(sql`r`)}) as rating_average,
      (select count(*)::int from project_reviews r
        where r.subject_id = ${clientId} and r.author_role = 'member' and ${isPublished(sql`r`)}) as rating_count,
      (select count(*)::int from projects p where p.client_id = ${clientId} and p.status = 'delivered') as completed`);
  const row = result.rows[0];
  return {
    rating: { average: roundRating(row?.rating_average ?? null), count: row?.rating_count ?? 0 },
    completedProjects: row?.completed ?? 0,
  };
}

export async function ratingSummary(db: Queryable, userId: string): Promise<RatingSummary> {
  const result = await db.execute<{ rating_average: number | null; rating_count: number }>(
    publishedRatingOf(sql`${userId}`),
  );
  const row = result.rows[0];
  return { average: roundRating(row?.rating_average ?? null), count: row?.rating_count ?? 0 };
}

/** Averages show with one decimal. */
export function roundRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 10) / 10;
}
