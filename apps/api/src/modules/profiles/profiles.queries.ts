import type { Language, UserSkill } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import { sessionUser } from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { param, preparedStatement } from '../../db/prepared-statement.ts';
import { isPublished, publishedRatingOf } from '../ratings/ratings.ts';
import { localizedSkillNameOf } from './skill-names.ts';
import type { professionalProfiles, profiles } from '../../db/schema/index.ts';

type Nullable<T> = { [Key in keyof T]: T[Key] | null };

/** A public profile's row: the profile and professional columns (absent rows read as null), and the rest. */
export type PublicProfileRow = Nullable<
  Pick<
    typeof profiles.$inferSelect,
    'firstName' | 'lastName' | 'biography' | 'avatarUrl' | 'websiteUrl' | 'city' | 'country'
  > &
    Pick<
      typeof professionalProfiles.$inferSelect,
      | 'profession'
      | 'experienceYears'
      | 'hourlyRate'
      | 'hoursPerWeek'
      | 'availabilityStatus'
      | 'portfolioUrl'
      | 'availabilityConfirmedAt'
    >
> & {
  id: string;
  followerCount: number;
  /** The clients' published reviews: their average (null without any) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  /** An administrator verified the business for its current SIRET. */
  verified: boolean;
  skills: UserSkill[];
  /**
   * In how many milliseconds the profile changes without a write (a client's review publishing itself at the
   * end of its period), or null.
   */
  validForMs: number | null;
} & ProfileViewer;

/** The visitor of a profile: whose session token came with the request, when valid, and their relations. */
export type ProfileViewer = {
  viewerId: string | null;
  isFollowedByMe: boolean;
  isBlockedByMe: boolean;
  isMutedByMe: boolean;
};

/**
 * A public profile in one round trip, the hottest read after the feed: the visitor's session (when a signed
 * token came with the request), the profile, its skills best level first, its follower count, its rating, whether the
 * visitor follows, blocked or muted it. Undefined when there is no such user. An invalid session reads as a visitor signed out.
 */
export async function selectPublicProfile(
  db: Database,
  userId: string,
  viewerToken: string | undefined,
  language: Language,
): Promise<PublicProfileRow | undefined> {
  const [row] = await publicProfileStatement.execute<PublicProfileRow>(
    db,
    [language, viewerToken !== undefined],
    { userId, viewerToken },
  );
  return row;
}

const publicProfileStatement = preparedStatement((language: Language, hasViewerToken: boolean) => {
  const skillName = localizedSkillNameOf('s', language);
  const viewer: SQL = hasViewerToken
    ? sessionUser(param('viewerToken'))
    : sql`select null::text as id where false`;
  return sql`with viewer as (${viewer})
      select u.id,
        p.first_name as "firstName", p.last_name as "lastName", p.biography, p.avatar_url as "avatarUrl",
        p.website_url as "websiteUrl", p.city, p.country,
        pp.profession, pp.experience_years as "experienceYears", pp.hourly_rate as "hourlyRate", pp.hours_per_week as "hoursPerWeek",
        pp.availability_confirmed_at as "availabilityConfirmedAt",
        pp.availability_status as "availabilityStatus", pp.portfolio_url as "portfolioUrl",
        coalesce(pp.verified_at is not null, false) as verified,
        (select count(*)::int from follows f where f.followed_id = u.id) as "followerCount",
        rv.rating_average as "ratingAverage", rv.rating_count as "ratingCount",
        (select extract(epoch from min(r.publishes_at) - now()) * 1000
           from project_reviews r
          where r.subject_id = u.id and r.author_role = 'client' and not ${isPublished(sql`r`)}
        )::float8 as "validForMs",
        coalesce(
          (select json_agg(json_build_object('skillId', s.id, 'name', ${skillName}, 'category', s.category,
                    'level', us.level, 'isPending', s.status = 'pending') order by us.level desc, ${skillName} asc)
             from user_skills us join skills s on s.id = us.skill_id
            where us.user_id = u.id),
          '[]'::json) as skills,
        ${viewerRelations(sql`u.id`)}
      from "user" u
      left join profiles p on p.id = u.id
      left join professional_profiles pp on pp.id = u.id
      left join lateral (${publishedRatingOf(sql`u.id`)}) rv on true
      where u.id = ${param('userId')}
        -- A member leaving Escouade is gone from view at once; cancelling the deletion brings them back.
        and not exists (select 1 from account_deletions d where d.user_id = u.id)`;
});

/** The columns of `ProfileViewer` for the profile of `userId`, the `viewer` CTE being the visitor's row. */
function viewerRelations(userId: SQL): SQL {
  return sql`(select v.id from viewer v) as "viewerId",
        exists (select 1 from follows f join viewer v on f.follower_id = v.id where f.followed_id = ${userId})
          as "isFollowedByMe",
        exists (select 1 from user_blocks b join viewer v on b.blocker_id = v.id where b.blocked_id = ${userId})
          as "isBlockedByMe",
        exists (select 1 from user_mutes m join viewer v on m.muter_id = v.id where m.muted_id = ${userId})
          as "isMutedByMe"`;
}

/**
 * The visitor of a kept profile (public-profile-cache.ts), and whether the profile still shows (its owner
 * exists and is not leaving), in one small statement.
 */
export async function selectViewerOfProfile(
  db: Database,
  userId: string,
  viewerToken: string,
): Promise<ProfileViewer & { isShown: boolean }> {
  const [row] = await viewerOfProfileStatement.execute<ProfileViewer & { isShown: boolean }>(db, [], {
    userId,
    viewerToken,
  });
  if (!row) throw new Error('the viewer statement answers one row');
  return row;
}

const viewerOfProfileStatement = preparedStatement(
  () => sql`with viewer as (${sessionUser(param('viewerToken'))})
    select ${viewerRelations(sql`${param('userId')}::text`)},
      exists (select 1 from "user" u where u.id = ${param('userId')}
                and not exists (select 1 from account_deletions d where d.user_id = u.id)) as "isShown"`,
);
