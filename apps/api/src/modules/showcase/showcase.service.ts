import type { Language } from '@escouade/contract/constants';
import { estimateEffort } from '@escouade/contract/effort';
import {
  SHOWCASE_EXAMPLE_TEAM_SIZE,
  SHOWCASE_LIST_SIZE,
  SHOWCASE_MIN_RATES,
  SHOWCASE_TOP_SKILLS,
  type CaseStudies,
  type Pricing,
  type ProjectsOverview,
  type RateRange,
  type Testimonial,
  type Testimonials,
} from '@escouade/contract/showcase';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { isPublished } from '../ratings/ratings.ts';

// The public pages built from the platform's own data. A review shows there only when its author, the client,
// agreed (`public_consent_at`), once it is published, on a delivered project, while neither side is leaving or
// banned; with the author's name as they chose it, and the budget only when they said so. A project's title,
// description and client are never shown: they are the client's.

/** A skill's name in the reader's language (the French name when it has no English one). */
const skillName = (language: Language) =>
  language === 'en' ? sql`coalesce(s.name_en, s.name)` : sql`s.name`;

interface RateRow extends Record<string, unknown> {
  count: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

const rateFigures = (rate: SQL) => sql`
  count(*)::int as count,
  percentile_cont(0.25) within group (order by ${rate})::float8 as low,
  percentile_cont(0.5) within group (order by ${rate})::float8 as median,
  percentile_cont(0.75) within group (order by ${rate})::float8 as high`;

/**
 * What a team costs here: the hourly rates of the professionals team formation may propose, overall and by skill
 * (a skill only with SHOWCASE_MIN_RATES rates or more), the agency's fee, and a team priced as a proposal prices
 * it (its members' rates times the hours each works: effort.ts).
 */
export async function getPricing(
  db: Database,
  { language, agencyFeePercent }: { language: Language; agencyFeePercent: number | null },
): Promise<Pricing> {
  const [overall, bySkill] = await Promise.all([
    db.execute<RateRow>(sql`
      select ${rateFigures(sql`hourly_rate`)}
      from (select distinct on (user_id) user_id, hourly_rate from user_skills
            where is_proposable and hourly_rate is not null) pros`),
    db.execute<RateRow & { name: string }>(sql`
      select ${skillName(language)} as name, ${rateFigures(sql`us.hourly_rate`)}
      from user_skills us join skills s on s.id = us.skill_id
      where us.is_proposable and us.hourly_rate is not null and s.status = 'approved'
      group by s.id
      having count(*) >= ${SHOWCASE_MIN_RATES}
      order by count(*) desc, 1
      limit ${SHOWCASE_TOP_SKILLS}`),
  ]);
  const rates = toRateRange(overall.rows[0]);
  return {
    rates,
    skills: bySkill.rows.flatMap((row) => {
      const range = toRateRange(row);
      return range ? [{ name: row.name, rates: range }] : [];
    }),
    agencyFeePercent,
    example: rates && priceExample(rates.median, agencyFeePercent),
  };
}

function priceExample(medianRate: number, agencyFeePercent: number | null): Pricing['example'] {
  // Without dates, a proposal prices the default effort (DEFAULT_DAYS_PER_WEEK over DEFAULT_PROJECT_WEEKS).
  const effort = estimateEffort({ startDate: null, deadline: null, today: '2000-01-01' });
  const hourlyCost = toCents(medianRate * SHOWCASE_EXAMPLE_TEAM_SIZE);
  const workCost = toCents(hourlyCost * effort.hoursPerMember);
  const feeAmount = toCents((workCost * (agencyFeePercent ?? 0)) / 100);
  return {
    teamSize: SHOWCASE_EXAMPLE_TEAM_SIZE,
    daysPerWeek: effort.daysPerWeek,
    weeks: effort.weeks,
    hoursPerMember: effort.hoursPerMember,
    hourlyCost,
    workCost,
    feeAmount,
    total: toCents(workCost + feeAmount),
  };
}

/** The platform's projects in figures: how many delivered and at work, the skills they asked for most. */
export async function getProjectsOverview(
  db: Database,
  { language }: { language: Language },
): Promise<ProjectsOverview> {
  const [counts, skills] = await Promise.all([
    db.execute<{
      delivered: number;
      in_progress: number;
      professionals: number;
      average_team_size: number | null;
    }>(sql`
      select
        (select count(*)::int from projects where status = 'delivered') as delivered,
        (select count(*)::int from projects where status in ('staffed', 'in_progress')) as in_progress,
        (select count(distinct user_id)::int from user_skills where is_proposable) as professionals,
        (select avg(seats)::float8 from (
          select count(*) as seats from project_invitations i join projects p on p.id = i.project_id
          where p.status = 'delivered' and i.status = 'accepted' group by i.project_id) teams)
          as average_team_size`),
    db.execute<{ name: string; projects: number }>(sql`
      select ${skillName(language)} as name, count(distinct p.id)::int as projects
      from projects p
      cross join lateral jsonb_array_elements(coalesce(p.brief -> 'skills', '[]'::jsonb)) wanted
      join skills s on s.id::text = wanted ->> 'skillId'
      where p.status = 'delivered' and s.status = 'approved'
      group by s.id
      order by 2 desc, 1
      limit ${SHOWCASE_TOP_SKILLS}`),
  ]);
  const row = counts.rows[0];
  return {
    delivered: row?.delivered ?? 0,
    inProgress: row?.in_progress ?? 0,
    professionals: row?.professionals ?? 0,
    averageTeamSize:
      row?.average_team_size === null || row?.average_team_size === undefined
        ? null
        : Math.round(row.average_team_size * 10) / 10,
    skills: skills.rows,
  };
}

interface TestimonialRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  rating: number;
  comment: string;
  public_name: 'full' | 'initial';
  author_first_name: string | null;
  author_last_name: string | null;
  subject_first_name: string | null;
  subject_profession: string | null;
  shown_at_utc: string;
}

/** The reviews that may show publicly (see the rule at the top of this file), as a condition on `r`. */
const isShownPublicly = sql`
  r.public_consent_at is not null and r.author_role = 'client' and ${isPublished(sql`r`)}
  and exists (select 1 from projects pj where pj.id = r.project_id and pj.status = 'delivered')
  and not exists (select 1 from account_deletions d where d.user_id in (r.author_id, r.subject_id))
  and not exists (select 1 from "user" u where u.id in (r.author_id, r.subject_id) and u.banned)`;

async function readTestimonials(db: Database, where: SQL): Promise<TestimonialRow[]> {
  const result = await db.execute<TestimonialRow>(sql`
    select r.id, r.project_id, r.rating, r.comment, r.public_name,
      a.first_name as author_first_name, a.last_name as author_last_name,
      s.first_name as subject_first_name, pp.profession as subject_profession,
      ${utcText(sql`coalesce(r.published_at, r.publishes_at)`)} as shown_at_utc
    from project_reviews r
    left join profiles a on a.id = r.author_id
    left join profiles s on s.id = r.subject_id
    left join professional_profiles pp on pp.id = r.subject_id
    where ${isShownPublicly} and ${where}
    order by coalesce(r.published_at, r.publishes_at) desc, r.id desc
    limit ${SHOWCASE_LIST_SIZE}`);
  return result.rows;
}

/** The reviews clients agreed to show, newest first. */
export async function listTestimonials(db: Database): Promise<Testimonials> {
  const rows = await readTestimonials(db, sql`true`);
  return { testimonials: rows.map(toTestimonial) };
}

/**
 * The delivered projects with at least one review shown publicly: what was asked (skills), who did it
 * (professions), how long it took, the budget if the client agreed, and the reviews shown.
 */
export async function listCaseStudies(
  db: Database,
  { language }: { language: Language },
): Promise<CaseStudies> {
  const projects = await db.execute<{
    id: string;
    skills: string[] | null;
    team_size: number;
    professions: string[] | null;
    milestones: number;
    weeks: number;
    delivered_at_utc: string;
    budget_kind: 'total' | 'hourly' | null;
    budget_amount: string | null;
  }>(sql`
    select p.id,
      (select array_agg(${skillName(language)} order by wanted.position)
       from jsonb_array_elements(coalesce(p.brief -> 'skills', '[]'::jsonb)) with ordinality wanted(skill, position)
       join skills s on s.id::text = wanted.skill ->> 'skillId') as skills,
      (select count(*)::int from project_invitations i where i.project_id = p.id and i.status = 'accepted')
        as team_size,
      (select array_agg(distinct pp.profession) from project_invitations i
       join professional_profiles pp on pp.id = i.professional_id
       where i.project_id = p.id and i.status = 'accepted' and pp.profession is not null) as professions,
      (select count(*)::int from project_milestones m where m.project_id = p.id) as milestones,
      greatest(1, round(extract(epoch from p.delivered_at - coalesce(p.staffed_at, p.created_at)) / 604800))::int
        as weeks,
      ${utcText(sql`p.delivered_at`)} as delivered_at_utc,
      case when consent.with_budget then p.budget_kind end as budget_kind,
      case when consent.with_budget then p.budget_amount end as budget_amount
    from projects p
    join lateral (
      select bool_or(r.public_budget) as with_budget from project_reviews r
      where r.project_id = p.id and ${isShownPublicly}
    ) consent on consent.with_budget is not null
    where p.status = 'delivered'
    order by p.delivered_at desc, p.id desc
    limit ${SHOWCASE_LIST_SIZE}`);
  const ids = projects.rows.map((row) => row.id);
  const testimonials =
    ids.length === 0
      ? []
      : await readTestimonials(
          db,
          sql`r.project_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  return {
    caseStudies: projects.rows.map((row) => ({
      id: row.id,
      skills: row.skills ?? [],
      teamSize: row.team_size,
      professions: row.professions ?? [],
      milestones: row.milestones,
      weeks: row.weeks,
      deliveredAt: utcTextToIso(row.delivered_at_utc),
      budget:
        row.budget_kind && row.budget_amount !== null
          ? { kind: row.budget_kind, amount: Number(row.budget_amount) }
          : null,
      testimonials: testimonials.filter((review) => review.project_id === row.id).map(toTestimonial),
    })),
  };
}

function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    authorName: publicName(row),
    subjectFirstName: row.subject_first_name,
    subjectProfession: row.subject_profession,
    publishedAt: utcTextToIso(row.shown_at_utc),
  };
}

/** « Claire Martin », or « Claire M. »; null when the author has no name to show. */
function publicName(row: TestimonialRow): string | null {
  const first = row.author_first_name?.trim();
  const last = row.author_last_name?.trim();
  if (!first) return null;
  if (!last) return first;
  return row.public_name === 'full' ? `${first} ${last}` : `${first} ${[...last][0]?.toUpperCase()}.`;
}

function toRateRange(row: RateRow | undefined): RateRange | null {
  if (!row || row.count === 0 || row.median === null || row.low === null || row.high === null) return null;
  return { count: row.count, low: toCents(row.low), median: toCents(row.median), high: toCents(row.high) };
}

function toCents(euros: number): number {
  return Math.round(euros * 100) / 100;
}
