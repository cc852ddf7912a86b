import {
  PROFILE_REVIEWS_PAGE_SIZE,
  REVIEW_PERIOD_DAYS,
  type ProfileReviewsPage,
  type ProjectPerson,
  type ProjectReviews,
  type PublicConsent,
  type Review,
  type ReviewInput,
} from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  decodeCursor,
  encodeCursor,
  utcText,
  utcTextToCursorTime,
  utcTextToIso,
} from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import {
  loadForReading,
  loadTeam,
  projectNotFound,
  viewerRoleOf,
  type TeamRow,
} from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { isPublished, ratingSummary } from '../ratings/ratings.ts';
import { recordEvent } from '../events/events.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';

// Reviews after delivery: the client rates each member, each member rates the client, 1 to 5 with a comment.
// Neither side sees the other's review first: a review shows once both of a pair are written, or when the
// review period (REVIEW_PERIOD_DAYS after delivery) ends; from then on it is final. The person reviewed may
// answer it once, publicly.

interface ReviewRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  project_title: string;
  author_id: string;
  author_first_name: string | null;
  author_last_name: string | null;
  author_avatar_url: string | null;
  subject_id: string;
  subject_first_name: string | null;
  subject_last_name: string | null;
  subject_avatar_url: string | null;
  author_role: 'client' | 'member';
  rating: number;
  comment: string;
  created_at_utc: string;
  shown_at_utc: string;
  is_published: boolean;
  response: string | null;
  responded_at_utc: string | null;
  is_public: boolean;
  public_name: 'full' | 'initial';
  public_budget: boolean;
}

const selectReviews = sql`
  select r.id, r.project_id, pj.title as project_title, r.author_id, a.first_name as author_first_name,
    a.last_name as author_last_name, a.avatar_url as author_avatar_url, r.subject_id,
    s.first_name as subject_first_name, s.last_name as subject_last_name, s.avatar_url as subject_avatar_url,
    r.author_role, r.rating, r.comment, ${utcText(sql`r.created_at`)} as created_at_utc,
    ${utcText(sql`coalesce(r.published_at, r.publishes_at)`)} as shown_at_utc,
    ${isPublished(sql`r`)} as is_published, r.response,
    case when r.responded_at is null then null else ${utcText(sql`r.responded_at`)} end as responded_at_utc,
    r.public_consent_at is not null as is_public, r.public_name, r.public_budget
  from project_reviews r
  join projects pj on pj.id = r.project_id
  left join profiles a on a.id = r.author_id
  left join profiles s on s.id = r.subject_id`;

/** The viewer's side of a project's reviews: whom they review, what they wrote, what was written of them. */
export async function getProjectReviews(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<ProjectReviews> {
  const { project, team } = await loadForReading(db, actor, projectId);
  return readProjectReviews(db, project, team, actor);
}

/** Writes or rewrites the viewer's review of one person of the project, until it is published. */
export async function writeReview(
  db: Database,
  {
    actor,
    projectId,
    subjectId,
    input,
  }: { actor: Actor; projectId: string; subjectId: string; input: ReviewInput },
): Promise<ProjectReviews> {
  await db.transaction(async (tx) => {
    // One writer at a time per project: two sides writing at once still see each other and publish together.
    const project = await loadProject(tx, projectId, { lock: true });
    if (!project) throw projectNotFound();
    const team = await loadTeam(tx, projectId);
    const role = viewerRoleOf(project, team, actor);
    if (role === undefined) throw projectNotFound();
    const period = await reviewPeriod(tx, projectId);
    if (!period.isOpen) throw new AppError('REVIEW_NOT_OPEN', 'Reviews are not open on this project');
    const subjects = await loadSubjects(tx, project, team, role);
    if (!subjects.some((person) => person.id === subjectId)) {
      throw new AppError('REVIEW_SUBJECT_NOT_FOUND', 'Nobody to review by this id on this project');
    }
    const existing = await tx.execute<{ id: string; is_published: boolean }>(sql`
      select r.id, ${isPublished(sql`r`)} as is_published from project_reviews r
      where r.project_id = ${projectId} and r.author_id = ${actor.id} and r.subject_id = ${subjectId}`);
    if (existing.rows[0]?.is_published) throw new AppError('REVIEW_PUBLISHED', 'The review is published');
    const consent = input.publicConsent ?? null;
    if (consent && role !== 'client') throw reviewNotPublic();
    await tx.execute(sql`
      insert into project_reviews (project_id, author_id, subject_id, author_role, rating, comment, publishes_at,
        public_consent_at, public_name, public_budget)
      values (${projectId}, ${actor.id}, ${subjectId}, ${role}, ${input.rating}, ${input.comment},
        ${period.closesAt}::timestamptz, ${consent ? sql`now()` : null}, ${consent?.name ?? 'initial'},
        ${consent?.withBudget ?? false})
      on conflict (project_id, author_id, subject_id)
      do update set rating = excluded.rating, comment = excluded.comment, updated_at = now(),
        public_consent_at = case when excluded.public_consent_at is null then null
          else coalesce(project_reviews.public_consent_at, excluded.public_consent_at) end,
        public_name = excluded.public_name, public_budget = excluded.public_budget`);
    // The other side has written too: both show now, and each person reviewed hears of it.
    const published = await tx.execute<{ id: string }>(sql`
      update project_reviews set published_at = now(), subject_notified_at = now()
      where project_id = ${projectId} and published_at is null
        and ((author_id = ${actor.id} and subject_id = ${subjectId}) or (author_id = ${subjectId} and subject_id = ${actor.id}))
        and (select count(*) from project_reviews where project_id = ${projectId}
          and ((author_id = ${actor.id} and subject_id = ${subjectId}) or (author_id = ${subjectId} and subject_id = ${actor.id}))) = 2
      returning id`);
    if (published.rows.length > 0) {
      await recordEvent(tx, { type: 'reviews_published', reviewIds: published.rows.map((row) => row.id) });
    }
  });
  return getProjectReviews(db, { actor, projectId });
}

/** The person reviewed answers a published review of them, once. */
export async function answerReview(
  db: Database,
  { actor, reviewId, response }: { actor: Actor; reviewId: string; response: string },
): Promise<Review> {
  const updated = await db.transaction(async (tx) => {
    const found = await tx.execute<{
      subject_id: string;
      is_published: boolean;
      response: string | null;
    }>(sql`
      select r.subject_id, ${isPublished(sql`r`)} as is_published, r.response from project_reviews r
      where r.id = ${reviewId} for update`);
    const review = found.rows[0];
    if (!review || review.subject_id !== actor.id || !review.is_published) {
      throw new AppError('REVIEW_NOT_FOUND', 'No such published review of you');
    }
    if (review.response !== null) throw new AppError('REVIEW_ALREADY_ANSWERED', 'Answered already');
    await tx.execute(
      sql`update project_reviews set response = ${response}, responded_at = now() where id = ${reviewId}`,
    );
    const result = await tx.execute<ReviewRow>(sql`${selectReviews} where r.id = ${reviewId}`);
    return result.rows[0]!;
  });
  return toReview(updated, true);
}

/**
 * The author gives, changes or withdraws their agreement to show their review on the public pages, at any time:
 * a review is theirs to show, published or not. Only a client's review of a member can be shown (a member's
 * review is of the client, who did not agree to be shown).
 */
export async function setPublicConsent(
  db: Database,
  { actor, reviewId, consent }: { actor: Actor; reviewId: string; consent: PublicConsent | null },
): Promise<Review> {
  const found = await db.execute<{ author_id: string; author_role: string }>(
    sql`select author_id, author_role from project_reviews where id = ${reviewId}`,
  );
  const review = found.rows[0];
  if (!review || review.author_id !== actor.id) {
    throw new AppError('REVIEW_NOT_FOUND', 'No such review of yours');
  }
  if (consent && review.author_role !== 'client') throw reviewNotPublic();
  await db.execute(sql`
    update project_reviews set
      public_consent_at = ${consent ? sql`coalesce(public_consent_at, now())` : null},
      public_name = ${consent?.name ?? sql`public_name`},
      public_budget = ${consent?.withBudget ?? false}
    where id = ${reviewId}`);
  const result = await db.execute<ReviewRow>(sql`${selectReviews} where r.id = ${reviewId}`);
  return toReview(result.rows[0]!, true, true);
}

function reviewNotPublic(): AppError {
  return new AppError('REVIEW_NOT_PUBLIC', 'Only a client’s review of a member may be shown publicly');
}

/** The published reviews clients wrote of a professional, newest first, with the average and the count. */
export async function listProfileReviews(
  db: Database,
  { userId, cursor }: { userId: string; cursor?: string | undefined },
): Promise<ProfileReviewsPage> {
  const after = afterPosition(decodeCursor(cursor), {
    createdAt: sql`coalesce(r.published_at, r.publishes_at)`,
    id: sql`r.id`,
    order: 'newest first',
  });
  const [result, summary] = await Promise.all([
    db.execute<ReviewRow>(sql`
      ${selectReviews}
      where r.subject_id = ${userId} and r.author_role = 'client' and ${isPublished(sql`r`)} ${after}
      order by coalesce(r.published_at, r.publishes_at) desc, r.id desc
      limit ${PROFILE_REVIEWS_PAGE_SIZE + 1}`),
    ratingSummary(db, userId),
  ]);
  const page = keysetPage(result.rows, PROFILE_REVIEWS_PAGE_SIZE, (row) => ({
    createdAt: utcTextToCursorTime(row.shown_at_utc),
    id: row.id,
  }));
  return {
    summary,
    // A client's project is theirs: its title is not shown to everyone.
    reviews: page.rows.map((row) => toReview(row, false)),
    nextCursor: page.next && encodeCursor(page.next),
  };
}

async function readProjectReviews(
  db: Queryable,
  project: ProjectRecord,
  team: TeamRow[],
  actor: Actor,
): Promise<ProjectReviews> {
  const role = viewerRoleOf(project, team, actor);
  if (role === undefined) throw projectNotFound();
  const [period, subjects, rows] = await Promise.all([
    reviewPeriod(db, project.id),
    loadSubjects(db, project, team, role),
    db.execute<ReviewRow>(sql`
      ${selectReviews}
      where r.project_id = ${project.id} and (r.author_id = ${actor.id} or r.subject_id = ${actor.id})`),
  ]);
  const pairs = subjects.map((subject) => {
    const mine = rows.rows.find((row) => row.author_id === actor.id && row.subject_id === subject.id);
    const theirs = rows.rows.find((row) => row.author_id === subject.id && row.subject_id === actor.id);
    return {
      subject,
      mine: mine ? toReview(mine, true, true) : null,
      theirs: theirs?.is_published ? toReview(theirs, true) : null,
      theyHaveWritten: theirs !== undefined,
    };
  });
  return { closesAt: period.closesAt, canReview: period.isOpen, pairs };
}

/** The people the viewer reviews: the client reviews each member; a member reviews the client. */
async function loadSubjects(
  db: Queryable,
  project: ProjectRecord,
  team: TeamRow[],
  role: 'client' | 'member',
): Promise<ProjectPerson[]> {
  if (role === 'client') {
    return team.map((member) => ({
      id: member.user_id,
      firstName: member.first_name,
      lastName: member.last_name,
      avatarUrl: member.avatar_url,
    }));
  }
  if (project.client_id === null) return [];
  const client = await db.execute<{
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
  }>(sql`select first_name, last_name, avatar_url from profiles where id = ${project.client_id}`);
  const row = client.rows[0];
  return [
    {
      id: project.client_id,
      firstName: row?.first_name ?? null,
      lastName: row?.last_name ?? null,
      avatarUrl: row?.avatar_url ?? null,
    },
  ];
}

/** The review period: from the delivery to REVIEW_PERIOD_DAYS later, on the database's clock. */
async function reviewPeriod(
  db: Queryable,
  projectId: string,
): Promise<{ closesAt: string | null; isOpen: boolean }> {
  const result = await db.execute<{ closes_at_utc: string | null; is_open: boolean }>(sql`
    select case when delivered_at is null then null
        else ${utcText(sql`(delivered_at + make_interval(days => ${REVIEW_PERIOD_DAYS}::int))`)} end as closes_at_utc,
      coalesce(status = 'delivered' and now() < delivered_at + make_interval(days => ${REVIEW_PERIOD_DAYS}::int), false)
        as is_open
    from projects where id = ${projectId}`);
  const row = result.rows[0];
  return {
    closesAt: row?.closes_at_utc ? utcTextToIso(row.closes_at_utc) : null,
    isOpen: row?.is_open ?? false,
  };
}

function toReview(row: ReviewRow, withProject: boolean, isAuthorView = false): Review {
  return {
    id: row.id,
    projectId: withProject ? row.project_id : null,
    projectTitle: withProject ? row.project_title : null,
    author: {
      id: row.author_id,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      avatarUrl: row.author_avatar_url,
    },
    subject: {
      id: row.subject_id,
      firstName: row.subject_first_name,
      lastName: row.subject_last_name,
      avatarUrl: row.subject_avatar_url,
    },
    authorRole: row.author_role,
    rating: row.rating,
    comment: row.comment,
    createdAt: utcTextToIso(row.created_at_utc),
    publishedAt: row.is_published ? utcTextToIso(row.shown_at_utc) : null,
    response: row.response,
    respondedAt: row.responded_at_utc ? utcTextToIso(row.responded_at_utc) : null,
    ...(isAuthorView && {
      publicConsent: row.is_public ? { name: row.public_name, withBudget: row.public_budget } : null,
    }),
  };
}

/**
 * Tells each person reviewed of the reviews that showed at the end of the review period (those published
 * early, when both sides had written, were told at once).
 */
export function createReviewNoticesJob(db: Database): ScheduledJob {
  return {
    name: 'review-notices',
    intervalMs: 10 * 60 * 1000,
    async run() {
      return db.transaction(async (tx) => {
        const shown = await tx.execute<{ id: string }>(sql`
          update project_reviews set subject_notified_at = now()
          where id in (select id from project_reviews
                       where subject_notified_at is null and publishes_at <= now()
                       order by publishes_at limit 500 for update skip locked)
          returning id`);
        if (shown.rows.length > 0) {
          await recordEvent(tx, { type: 'reviews_published', reviewIds: shown.rows.map((row) => row.id) });
        }
        return shown.rows.length;
      });
    },
  };
}
