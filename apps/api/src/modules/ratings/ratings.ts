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
 * A client's record as an invited professional reads it: how many of their projects were delivered, and what the
 * professionals' published reviews of them as a client come to. The projects are the client's organisation's
 * (whoever of its members created them) and the person's own; either may be left out (null): an organisation's
 * public card counts the organisation's alone, a client without one their own.
 */
export async function clientRecord(
  db: Queryable,
  { clientId, organisationId }: { clientId: string | null; organisationId: string | null },
): Promise<{ rating: RatingSummary; completedProjects: number }> {
  const ofClient = sql`(p.client_id = ${clientId}::text or p.organisation_id = ${organisationId}::uuid)`;
  const result = await db.execute<{
    rating_average: number | null;
    rating_count: number;
    completed: number;
  }>(sql`
    select reviews.rating_average, reviews.rating_count,
      (select count(*)::int from projects p where ${ofClient} and p.status = 'delivered') as completed
    from (
      select avg(r.rating)::float8 as rating_average, count(*)::int as rating_count
      from project_reviews r join projects p on p.id = r.project_id
      where r.author_role = 'member' and ${isPublished(sql`r`)}
        and (r.subject_id = ${clientId}::text or p.organisation_id = ${organisationId}::uuid)) reviews`);
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
