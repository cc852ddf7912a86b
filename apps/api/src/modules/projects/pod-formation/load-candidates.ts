// The candidate pool of a brief, in one query: eligible professionals holding at least one required skill,
// capped per skill so that the pool stays a few hundred people however many professionals exist, each list
// read from an index (docs/pod-formation.md, "Prefilter in SQL").
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { availabilityAfterBookings, bookedHours } from '../availability-bookings.ts';
import { publishedRatingOf, roundRating } from '../../ratings/ratings.ts';
import type { Candidate, CandidateAvailability, PodBrief } from './types.ts';

export const DEFAULT_CANDIDATE_LIMIT = 400;
const MAX_PER_LIST = 200;
/** Per skill: by quality and by price; plus two global lists (several skills, cheapest fillers). */
const LISTS_PER_SKILL = 2;
const GLOBAL_LISTS = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CandidateRow extends Record<string, unknown> {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  avatar_url: string | null;
  hourly_rate: string | number | null;
  experience_years: number | null;
  availability_status: CandidateAvailability;
  declared_hours: number | null;
  rating_average: number | null;
  rating_count: number;
  skills: { skillId: string; level: number }[];
}

/**
 * Per required skill, the top K holders by quality (meets the minimum, availability, level, experience) and the
 * top K by price (meets the minimum, availability, rate); plus the top K holders of two or more required skills
 * and the K cheapest available holders of any (the seats a minimum team size adds beyond what coverage needs);
 * K = limit / (2 · skills + 2), at least 1 (so the pool holds at most `limit` people, or 2 · skills + 2 for a
 * smaller limit). Only `role = 'professional'`, not banned, availability other than `not_looking`, neither
 * the client nor anyone in a block with the client (either way), nor anyone whose account is being deleted,
 * nor `excludeUserIds`. Each candidate carries only the required skills.
 */
export async function loadCandidates(
  db: Pick<Database, 'execute'>,
  brief: PodBrief,
  options: {
    clientId: string;
    excludeUserIds?: string[];
    limit?: number;
    /** The new project's days and hours a week: each candidate's bookings then lower their availability. */
    window?: { startDate: string; endDate: string; hoursPerWeek: number };
  },
): Promise<Candidate[]> {
  const required = getRequiredSkills(brief);
  if (required.length === 0) return [];
  const limit = Math.max(1, Math.floor(options.limit ?? DEFAULT_CANDIDATE_LIMIT));
  const perList = Math.min(
    MAX_PER_LIST,
    Math.max(1, Math.floor(limit / (LISTS_PER_SKILL * required.length + GLOBAL_LISTS))),
  );
  const excluded = [options.clientId, ...(options.excludeUserIds ?? [])];

  const skillIds = sql.param(required.map((skill) => skill.skillId));
  // Each list is read from an index on `user_skills`, whose ranking columns triggers keep equal to the holder's
  // profile and account: a list costs its K rows, not a pass over every holder of the skill. A list by quality
  // or price puts holders meeting the minimum first: the K best of those, then (when fewer) the best below it.
  const result = await db.execute<CandidateRow>(sql`
    with required as (
      select r.skill_id, r.min_level, r.weight
      from unnest(
        ${skillIds}::uuid[],
        ${sql.param(required.map((skill) => skill.minLevel))}::int[],
        ${sql.param(required.map((skill) => skill.weight))}::float8[]
      ) as r(skill_id, min_level, weight)
    ),
    excluded as (
      select unnest(${sql.param(excluded)}::text[]) as user_id
      union select blocked_id from user_blocks where blocker_id = ${options.clientId}
      union select blocker_id from user_blocks where blocked_id = ${options.clientId}
      -- Members leaving Escouade: they cannot sign in to answer an invitation.
      union select user_id from account_deletions
    ),
    by_quality as (
      select q.user_id from required r cross join lateral (
        select user_id from (
          (select us.user_id, true as meets, us.availability_rank, us.level, us.experience_years
           from user_skills us
           where us.skill_id = r.skill_id and us.is_proposable and us.level >= r.min_level
             and us.user_id not in (select user_id from excluded)
           order by us.availability_rank, us.level desc nulls last, us.experience_years desc nulls last, us.user_id
           limit ${perList})
          union all
          (select us.user_id, false, us.availability_rank, us.level, us.experience_years
           from user_skills us
           where us.skill_id = r.skill_id and us.is_proposable and us.level < r.min_level
             and us.user_id not in (select user_id from excluded)
           order by us.availability_rank, us.level desc nulls last, us.experience_years desc nulls last, us.user_id
           limit ${perList})
        ) both_sides
        order by meets desc, availability_rank, level desc, experience_years desc nulls last, user_id
        limit ${perList}
      ) q
    ),
    by_price as (
      select p.user_id, p.availability_rank, p.hourly_rate, p.level from required r cross join lateral (
        select * from (
          (select us.user_id, true as meets, us.availability_rank, us.hourly_rate, us.level
           from user_skills us
           where us.skill_id = r.skill_id and us.is_proposable and us.level >= r.min_level
             and us.user_id not in (select user_id from excluded)
           order by us.availability_rank, us.hourly_rate asc nulls last, us.level desc nulls last, us.user_id
           limit ${perList})
          union all
          (select us.user_id, false, us.availability_rank, us.hourly_rate, us.level
           from user_skills us
           where us.skill_id = r.skill_id and us.is_proposable and us.level < r.min_level
             and us.user_id not in (select user_id from excluded)
           order by us.availability_rank, us.hourly_rate asc nulls last, us.level desc nulls last, us.user_id
           limit ${perList})
        ) both_sides
        order by meets desc, availability_rank, hourly_rate asc nulls last, level desc, user_id
        limit ${perList}
      ) p
    ),
    -- The cheapest available holders of any required skill: each one's cheapest row heads some skill's
    -- price order, so the K cheapest people are among the K cheapest rows of each skill.
    cheapest as (
      select c.user_id, c.availability_rank, c.hourly_rate, c.level from required r cross join lateral (
        select us.user_id, us.availability_rank, us.hourly_rate, us.level
        from user_skills us
        where us.skill_id = r.skill_id and us.is_proposable
          and us.user_id not in (select user_id from excluded)
        order by us.availability_rank, us.hourly_rate asc nulls last, us.level desc nulls last, us.user_id
        limit ${perList}
      ) c
    ),
    fillers as (
      select user_id from cheapest
      group by user_id
      order by min(availability_rank), min(hourly_rate) asc nulls last, max(level) desc, user_id
      limit ${perList}
    ),
    -- Holders of two or more required skills: every holder is counted, from the skill and level columns alone.
    held as (
      select us.user_id, us.skill_id, us.level, r.min_level, r.weight, us.availability_rank
      from user_skills us join required r on r.skill_id = us.skill_id
      where us.skill_id = any(${skillIds}::uuid[]) and us.is_proposable
        and us.user_id not in (select user_id from excluded)
    ),
    broad as (
      select user_id from held
      group by user_id
      having count(*) >= 2
      order by sum(weight * least(1.0, level::float8 / min_level)) desc, min(availability_rank), user_id
      limit ${perList}
    ),
    pool as (
      select user_id from by_quality
      union
      select user_id from by_price
      union
      select user_id from broad
      union
      select user_id from fillers
    ),
    pool_skills as (
      select us.user_id, json_agg(json_build_object('skillId', us.skill_id, 'level', us.level)) as skills
      from user_skills us join pool on pool.user_id = us.user_id
      where us.skill_id = any(${skillIds}::uuid[])
      group by us.user_id
    )
    select ps.user_id, p.first_name, p.last_name, pp.profession, p.avatar_url, pp.hourly_rate,
      pp.experience_years, pp.availability_status, pp.hours_per_week as declared_hours, ps.skills,
      rv.rating_average, rv.rating_count
    from pool_skills ps
    join professional_profiles pp on pp.id = ps.user_id
    join "user" u on u.id = ps.user_id
    left join profiles p on p.id = ps.user_id
    left join lateral (${publishedRatingOf(sql`ps.user_id`)}) rv on true
    where u.role = 'professional' and not u.banned and pp.availability_status in ('available', 'busy', 'away')
    order by ps.user_id`);

  // The database spells UUIDs in lower case; give the skills back as the brief spells them.
  const briefSpelling = new Map(brief.skills.map((skill) => [skill.skillId.toLowerCase(), skill.skillId]));
  // Hours booked on other projects for the same days (read for the pool only: the lists above rank by what
  // each candidate says of their availability).
  const { window } = options;
  const booked = window
    ? await bookedHours(
        db,
        result.rows.map((row) => row.user_id),
        window,
      )
    : new Map<string, number>();
  return result.rows.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profession: row.profession,
    avatarUrl: row.avatar_url,
    hourlyRate: row.hourly_rate === null ? null : Number(row.hourly_rate),
    experienceYears: row.experience_years,
    availability: window
      ? availabilityAfterBookings(row.availability_status, {
          declaredHoursPerWeek: row.declared_hours,
          bookedHoursPerWeek: booked.get(row.user_id) ?? 0,
          neededHoursPerWeek: window.hoursPerWeek,
        })
      : row.availability_status,
    skills: row.skills.map((skill) => ({
      skillId: briefSpelling.get(skill.skillId) ?? skill.skillId,
      level: Number(skill.level),
    })),
    rating: { average: roundRating(row.rating_average), count: row.rating_count },
  }));
}

/** One entry per valid skill id (an id that is not a UUID cannot match and would break the cast). */
function getRequiredSkills(brief: PodBrief): { skillId: string; minLevel: number; weight: number }[] {
  const bySkill = new Map<string, { skillId: string; minLevel: number; weight: number }>();
  for (const skill of brief.skills) {
    if (!UUID.test(skill.skillId)) continue;
    const skillId = skill.skillId.toLowerCase();
    const minLevel = Math.min(5, Math.max(1, Math.round(skill.minLevel) || 1));
    const weight = Number.isFinite(skill.weight) && skill.weight > 0 ? skill.weight : 1;
    const existing = bySkill.get(skillId);
    bySkill.set(
      skillId,
      existing
        ? {
            skillId,
            minLevel: Math.min(existing.minLevel, minLevel),
            weight: Math.max(existing.weight, weight),
          }
        : { skillId, minLevel, weight },
    );
  }
  return [...bySkill.values()];
}
