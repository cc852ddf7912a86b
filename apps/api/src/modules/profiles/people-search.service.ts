import type { Language } from '@escouade/contract/constants';
import { PEOPLE_MATCHES, type PeopleSearchPage, type PersonResult } from '@escouade/contract/profiles';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import { accountIsActive } from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { documentQuery, namesQuery, toSearchTerms } from '../../db/full-text-query.ts';
import { keysetPage } from '../../db/keyset-page.ts';
import { literalLimit } from '../../db/prepared-statement.ts';
import { AppError } from '../../errors.ts';
import { blockBetween } from './blocks.service.ts';

/** A name match ranks first, then a profession, then a skill (`PEOPLE_MATCHES` in that order). */
const TIERS = { name: 3, profession: 2, skill: 1 } as const;
const MATCHED_SKILLS_SHOWN = 3;

interface PeoplePosition {
  tier: number;
  id: string;
}

function encodePosition({ tier, id }: PeoplePosition): string {
  return Buffer.from(`${tier}|${id}`, 'utf8').toString('base64url');
}

function decodePosition(value: string | undefined): PeoplePosition | undefined {
  if (!value) return undefined;
  const match = /^([1-3])\|([A-Za-z0-9_-]{1,64})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw new AppError('INVALID_CURSOR', 'The cursor is invalid');
  return { tier: Number(match[1]), id: match[2]! };
}

interface PersonRow extends Record<string, unknown> {
  id: string;
  tier: number;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  profession: string | null;
  matched_skills: string[];
}

/**
 * Professionals whose name, profession or skills match `q` (full text: names folded, professions and skills
 * stemmed in both languages, the last word also as a prefix), the reader's blocks and accounts that cannot be
 * shown left out. Best match first (name, profession, skill), then by id; keyset pages on (match, id). Each
 * branch is a GIN index look-up; a skill match reaches its holders through `user_skills`.
 */
export async function searchPeople(
  db: Database,
  reader: Actor,
  { q, cursor, limit, language }: { q: string; cursor?: string; limit: number; language: Language },
): Promise<PeopleSearchPage> {
  const position = decodePosition(cursor);
  const terms = toSearchTerms(q);
  if (!terms) return { people: [], nextCursor: null };
  const stemmed = documentQuery(terms, { typing: true });
  const skillName = language === 'en' ? sql`coalesce(s.name_en, s.name)` : sql`s.name`;
  const after = position
    ? sql`where (m.tier < ${position.tier} or (m.tier = ${position.tier} and m.id > ${position.id}::text))`
    : sql``;
  const result = await db.execute<PersonRow>(sql`
    with matched_skills as (
      select s.id, ${skillName} as name from skills s
        where s.search_vector @@ ${stemmed}
    ), matched as (
      select m.id, max(m.tier)::int as tier from (
        select pr.id, ${TIERS.name} as tier from profiles pr where pr.name_vector @@ ${namesQuery(terms)}
        union all
        select pp.id, ${TIERS.profession} from professional_profiles pp where pp.profession_vector @@ ${stemmed}
        union all
        select us.user_id, ${TIERS.skill} from user_skills us where us.skill_id in (select id from matched_skills)
      ) m group by m.id
    )
    select m.id, m.tier, p.first_name, p.last_name, p.avatar_url, pp.profession,
      array(select ms.name from user_skills us join matched_skills ms on ms.id = us.skill_id
              where us.user_id = m.id order by us.level desc, ms.name ${literalLimit(MATCHED_SKILLS_SHOWN)}) as matched_skills
    from (select * from matched m ${after}) m
    join "user" u on u.id = m.id
    join profiles p on p.id = m.id
    join professional_profiles pp on pp.id = m.id
    where u.role = 'professional' and ${accountIsActive}
      and not ${blockBetween(sql`u.id`, sql`${reader.id}::text`)}
    order by m.tier desc, m.id
    ${literalLimit(limit + 1)}`);
  const page = keysetPage(result.rows, limit, (row) => ({ tier: row.tier, id: row.id }));
  return {
    people: page.rows.map(toPersonResult),
    nextCursor: page.next && encodePosition(page.next),
  };
}

function toPersonResult(row: PersonRow): PersonResult {
  const matchedOn = PEOPLE_MATCHES.find((match) => TIERS[match] === row.tier) ?? 'skill';
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    profession: row.profession,
    matchedOn,
    matchedSkills: row.matched_skills,
  };
}
