import { sql } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import type { Database } from '../../db/client.ts';
import { imageKeyOf } from '../../uploads/image-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';

/**
 * What a member's archive holds: one JSON file per kind of data, the images they uploaded, and a note that
 * says what each file is. Only what the member wrote, uploaded or did: other people appear by id (and, for
 * those they follow, block or mute, by the name on their public profile), never with their own words.
 */
interface ArchiveSection {
  file: string;
  collect(db: Database, userId: string): Promise<unknown>;
}

type Rows = Record<string, unknown>[];

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Rows> {
  return (await db.execute<Record<string, unknown>>(query)).rows;
}

async function firstRow(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<Record<string, unknown> | null> {
  return (await rows(db, query))[0] ?? null;
}

/** The display name of someone else, as their public profile shows it. */
const OTHER_PERSON_NAME = (idColumn: ReturnType<typeof sql>) =>
  sql`(select nullif(trim(coalesce(o.first_name, '') || ' ' || coalesce(o.last_name, '')), '') from profiles o where o.id = ${idColumn})`;

/** One earlier text of an edited post or comment (`r`, a row of its revisions). */
const EARLIER_VERSION = sql`json_build_object('content', r.content, 'writtenAt', r.written_at, 'replacedAt', r.replaced_at)`;

/** The earlier texts of an edited post (`p`), oldest first, as the `earlierVersions` column. */
const POST_EARLIER_VERSIONS = sql`coalesce((select json_agg(${EARLIER_VERSION} order by r.replaced_at)
    from pro_post_revisions r where r.post_id = p.id), '[]') as "earlierVersions"`;

/** The earlier texts of an edited comment (`c`), oldest first, as the `earlierVersions` column. */
const COMMENT_EARLIER_VERSIONS = sql`coalesce((select json_agg(${EARLIER_VERSION} order by r.replaced_at)
    from pro_comment_revisions r where r.comment_id = c.id), '[]') as "earlierVersions"`;

export const ARCHIVE_SECTIONS: readonly ArchiveSection[] = [
  {
    file: 'account.json',
    collect: (db, userId) =>
      firstRow(
        db,
        sql`select id, email, email_verified as "emailVerified", role, locale,
              two_factor_enabled as "twoFactorEnabled", created_at as "createdAt", updated_at as "updatedAt"
            from "user" where id = ${userId}`,
      ),
  },
  {
    file: 'profile.json',
    collect: async (db, userId) => ({
      personal: await firstRow(
        db,
        sql`select first_name as "firstName", last_name as "lastName", phone_number as "phoneNumber", address,
              city, postal_code as "postalCode", country, biography, website_url as "websiteUrl",
              avatar_url as "avatarUrl", created_at as "createdAt", updated_at as "updatedAt"
            from profiles where id = ${userId}`,
      ),
      professional: await firstRow(
        db,
        sql`select profession, experience_years as "experienceYears", hourly_rate::text as "hourlyRate",
              hours_per_week as "hoursPerWeek",
              availability_status as "availabilityStatus", portfolio_url as "portfolioUrl", siret,
              verified_at as "verifiedAt", updated_at as "updatedAt"
            from professional_profiles where id = ${userId}`,
      ),
    }),
  },
  {
    file: 'skills.json',
    collect: (db, userId) =>
      rows(
        db,
        sql`select s.name, s.name_en as "nameEn", us.level, us.created_at as "addedAt"
            from user_skills us join skills s on s.id = us.skill_id
            where us.user_id = ${userId} order by us.created_at, s.name`,
      ),
  },
  {
    file: 'posts.json',
    collect: (db, userId) =>
      rows(
        db,
        sql`select p.id, p.content, p.image_url as "imageUrl", p.created_at as "createdAt", p.edited_at as "editedAt",
              p.like_count as "likeCount", p.comment_count as "commentCount",
              ${POST_EARLIER_VERSIONS}
            from pro_posts p where p.author_id = ${userId} order by p.created_at, p.id`,
      ),
  },
  {
    file: 'comments.json',
    collect: (db, userId) =>
      rows(
        db,
        sql`select c.id, c.post_id as "postId", c.content, c.created_at as "createdAt", c.edited_at as "editedAt",
              ${COMMENT_EARLIER_VERSIONS}
            from pro_post_comments c where c.user_id = ${userId} order by c.created_at, c.id`,
      ),
  },
  {
    file: 'likes.json',
    collect: (db, userId) =>
      rows(
        db,
        sql`select post_id as "postId", created_at as "likedAt"
            from pro_post_likes where user_id = ${userId} order by created_at, post_id`,
      ),
  },
  {
    file: 'follows.json',
    collect: async (db, userId) => ({
      following: await rows(
        db,
        sql`select f.followed_id as "userId", ${OTHER_PERSON_NAME(sql`f.followed_id`)} as name, f.created_at as since
            from follows f where f.follower_id = ${userId} order by f.created_at, f.followed_id`,
      ),
    }),
  },
  {
    file: 'blocks-and-mutes.json',
    collect: async (db, userId) => ({
      blocked: await rows(
        db,
        sql`select b.blocked_id as "userId", ${OTHER_PERSON_NAME(sql`b.blocked_id`)} as name, b.created_at as since
            from user_blocks b where b.blocker_id = ${userId} order by b.created_at, b.blocked_id`,
      ),
      muted: await rows(
        db,
        sql`select m.muted_id as "userId", ${OTHER_PERSON_NAME(sql`m.muted_id`)} as name, m.created_at as since
            from user_mutes m where m.muter_id = ${userId} order by m.created_at, m.muted_id`,
      ),
    }),
  },
  {
    file: 'projects.json',
    collect: async (db, userId) => ({
      asClient: await rows(
        db,
        sql`select id, title, description, language, status, budget_kind as "budgetKind",
              budget_amount::text as "budgetAmount", start_date::text as "startDate", deadline::text as deadline,
              brief, created_at as "createdAt", updated_at as "updatedAt"
            from projects where client_id = ${userId} order by created_at, id`,
      ),
      asMember: await rows(
        db,
        sql`select i.project_id as "projectId", p.title as "projectTitle", i.status, i.skills,
              i.created_at as "invitedAt", i.responded_at as "respondedAt"
            from project_invitations i join projects p on p.id = i.project_id
            where i.professional_id = ${userId} order by i.created_at, i.id`,
      ),
      // The milestones of project plans that the member leads.
      milestonesLed: await rows(
        db,
        sql`select m.project_id as "projectId", p.title as "projectTitle", m.title, m.deliverables,
              m.start_date::text as "startDate", m.due_date::text as "dueDate", m.hours_per_week::text as "hoursPerWeek"
            from project_milestones m join projects p on p.id = m.project_id
            where m.owner_id = ${userId} order by m.start_date, m.id`,
      ),
      // The tasks given to the member, and what they did on the projects' plans.
      tasksAssigned: await rows(
        db,
        sql`select t.project_id as "projectId", p.title as "projectTitle", t.title, t.status,
              t.due_date::text as "dueDate", t.completed_at as "completedAt"
            from project_tasks t join projects p on p.id = t.project_id
            where t.assignee_id = ${userId} order by t.created_at, t.id`,
      ),
      // The hours booked on the projects the member joined.
      bookings: await rows(
        db,
        sql`select b.project_id as "projectId", p.title as "projectTitle", b.start_date::text as "startDate",
              b.end_date::text as "endDate", b.hours_per_week::text as "hoursPerWeek"
            from availability_bookings b join projects p on p.id = b.project_id
            where b.user_id = ${userId} order by b.start_date, b.project_id`,
      ),
      activity: await rows(
        db,
        sql`select a.project_id as "projectId", a.kind, a.subject, a.status, a.created_at as "at"
            from project_activity a where a.actor_id = ${userId} order by a.created_at, a.id`,
      ),
      deliveries: await rows(
        db,
        sql`select d.project_id as "projectId", ms.title as "milestone", d.note, d.created_at as "deliveredAt",
              d.decision, d.decided_at as "decidedAt"
            from milestone_deliveries d join project_milestones ms on ms.id = d.milestone_id
            where d.author_id = ${userId} order by d.created_at, d.id`,
      ),
      // The reviews the member wrote, and those written of them once published, with their answer.
      reviewsWritten: await rows(
        db,
        sql`select project_id as "projectId", subject_id as "subjectId", rating, comment, created_at as "writtenAt",
              published_at as "publishedAt"
            from project_reviews where author_id = ${userId} order by created_at, id`,
      ),
      reviewsReceived: await rows(
        db,
        sql`select project_id as "projectId", author_id as "authorId", rating, comment,
              coalesce(published_at, publishes_at) as "publishedAt", response, responded_at as "respondedAt"
            from project_reviews
            where subject_id = ${userId} and (published_at is not null or publishes_at <= now())
            order by created_at, id`,
      ),
    }),
  },
  {
    file: 'messages.json',
    // Every message the member wrote in a project, oldest first, with the project it belongs to: in a team's
    // thread (as its client or a member, with the names of the files joined, not the files) and, as a client,
    // to the brief assistant (whose replies are not theirs).
    collect: (db, userId) =>
      rows(
        db,
        sql`select "projectId", "projectTitle", conversation, content, attachments, "sentAt" from (
              select m.project_id as "projectId", p.title as "projectTitle", 'thread' as conversation,
                m.body as content,
                coalesce((select json_agg(a.file_name order by a.created_at) from project_attachments a
                  where a.message_id = m.id), '[]'::json) as attachments,
                m.created_at as "sentAt", m.id::text as id
              from project_thread_messages m join projects p on p.id = m.project_id
              where m.author_id = ${userId}
              union all
              select m.project_id, p.title, 'proposal', m.body,
                coalesce((select json_agg(a.file_name order by a.created_at) from project_attachments a
                  where a.proposal_message_id = m.id), '[]'::json),
                m.created_at, m.id::text
              from proposal_thread_messages m join projects p on p.id = m.project_id
              where m.author_id = ${userId}
              union all
              select m.project_id, p.title, 'brief', m.content, '[]'::json, m.created_at, m.id::text
              from project_messages m join projects p on p.id = m.project_id
              where p.client_id = ${userId} and m.role = 'user'
            ) written order by "sentAt", id`,
      ),
  },
  {
    file: 'sessions.json',
    // The devices signed in to the account: where from and with what, as the security page shows them.
    collect: (db, userId) =>
      rows(
        db,
        sql`select ip_address as "ipAddress", user_agent as "userAgent", created_at as "createdAt",
              updated_at as "lastActiveAt", expires_at as "expiresAt"
            from session where user_id = ${userId} order by created_at, id`,
      ),
  },
  {
    file: 'contact-and-newsletter.json',
    // Kept by address rather than by account: what was sent from the contact form and the newsletter
    // subscription with the account's address.
    collect: async (db, userId) => {
      const address = sql`(select lower(email) from "user" where id = ${userId})`;
      return {
        contactMessages: await rows(
          db,
          sql`select name, email, subject, message, locale, created_at as "sentAt"
              from contact_messages where lower(email) = ${address} order by created_at, id`,
        ),
        newsletter: await firstRow(
          db,
          sql`select email, status, locale, created_at as "createdAt", confirmed_at as "confirmedAt",
                unsubscribed_at as "unsubscribedAt"
              from newsletter_subscriptions where email = ${address}`,
        ),
      };
    },
  },
  {
    file: 'notifications.json',
    collect: async (db, userId) => ({
      emailChoices: await rows(
        db,
        sql`select type, email, updated_at as "updatedAt"
            from notification_preferences where user_id = ${userId} order by type`,
      ),
      notifications: await rows(
        db,
        // What a line is about by its id: a post's or a comment's words are their author's, not the reader's.
        sql`select type, subject, post_id as "postId", project_id as "projectId", created_at as "createdAt",
              updated_at as "updatedAt", read_at as "readAt"
            from notifications where recipient_id = ${userId} order by created_at, id`,
      ),
    }),
  },
  {
    file: 'verification.json',
    // The requests to verify the member's business, and those they made for another (an organisation).
    collect: (db, userId) =>
      rows(
        db,
        sql`select subject_type as "subjectType", subject_id as "subjectId", siret, status, reason,
              document_name as "documentName", created_at as "requestedAt", decided_at as "decidedAt"
            from business_verifications
            where (subject_type = 'professional' and subject_id = ${userId}) or requested_by = ${userId}
            order by created_at, id`,
      ),
  },
  {
    file: 'organisation.json',
    // The organisation the member belongs to and their role in it, and the colleagues they invited.
    collect: async (db, userId) => ({
      membership: await firstRow(
        db,
        sql`select o.id as "organisationId", o.legal_name as "legalName", o.siret, o.vat_number as "vatNumber",
              o.sector, o.size_band as "sizeBand", o.website, o.billing_address as "billingAddress",
              m.role, m.joined_at as "joinedAt"
            from organisation_members m join organisations o on o.id = m.organisation_id
            where m.user_id = ${userId}`,
      ),
      invitationsSent: await rows(
        db,
        sql`select email, created_at as "sentAt", expires_at as "expiresAt", accepted_at as "acceptedAt"
            from organisation_invitations where invited_by = ${userId} order by created_at, id`,
      ),
    }),
  },
  {
    file: 'reports.json',
    collect: (db, userId) =>
      rows(
        db,
        sql`select target_type as "targetType", target_id as "targetId", reason, details, status,
              created_at as "createdAt"
            from content_reports where reporter_id = ${userId} order by created_at, id`,
      ),
  },
];

const README = {
  fr: `Vos données Escouade
====================

Cette archive contient une copie des données liées à votre compte, au format JSON (UTF-8) :

- account.json : votre compte (adresse e-mail, rôle, langue, date de création) ;
- profile.json : votre profil personnel et professionnel ;
- skills.json : vos compétences et leur niveau ;
- posts.json : vos publications, avec leurs versions antérieures si vous les avez modifiées ;
- comments.json : vos commentaires, avec leurs versions antérieures ;
- likes.json : les publications que vous avez aimées ;
- follows.json : les personnes que vous suivez ;
- blocks-and-mutes.json : les personnes que vous avez bloquées ou masquées ;
- projects.json : vos projets en tant que client, vos invitations en tant que membre, les étapes et les tâches de plan qui vous sont confiées et ce que vous y avez fait, vos livraisons, les avis que vous avez écrits et ceux publiés sur vous ;
- messages.json : tous les messages que vous avez écrits dans des projets, du plus ancien au plus récent, chacun avec l'identifiant et le titre de son projet : dans le fil de l'équipe (conversation « thread », avec les noms des fichiers joints), avec une équipe proposée avant le choix (conversation « proposal », de même), et à l'assistant du brief pour vos projets de client (conversation « brief ») ;
- verification.json : vos demandes de vérification d'entreprise (SIRET, document joint, décision et motif) ;
- organisation.json : l'organisation cliente dont vous êtes membre, votre rôle, et les collègues que vous y avez invités ;
- reports.json : vos signalements ;
- notifications.json : vos notifications et vos choix d'e-mails de notification ;
- sessions.json : les appareils connectés à votre compte (adresse IP, navigateur, dates) ;
- contact-and-newsletter.json : vos messages envoyés par le formulaire de contact et votre inscription à la newsletter, avec l'adresse de votre compte ;
- images/ : la photo de profil et les images de publications que vous avez envoyées.

Les autres personnes n'y figurent que par leur identifiant (et leur nom public pour celles que vous suivez, bloquez ou masquez).
Le mot de passe n'y figure pas : il n'est conservé que sous une forme qui ne permet pas de le retrouver.
`,
  en: `Your Escouade data
==================

This archive holds a copy of the data linked to your account, as JSON (UTF-8):

- account.json: your account (e-mail address, role, language, creation date);
- profile.json: your personal and professional profile;
- skills.json: your skills and their level;
- posts.json: your posts, with their earlier versions if you edited them;
- comments.json: your comments, with their earlier versions;
- likes.json: the posts you liked;
- follows.json: the people you follow;
- blocks-and-mutes.json: the people you blocked or muted;
- projects.json: your projects as a client, your invitations as a member, the plan milestones and tasks given to you and what you did on them, your deliveries, the reviews you wrote and those published about you;
- messages.json: every message you wrote in a project, oldest first, each with its project's id and title: in the team's thread (conversation "thread", with the names of the files joined), with a proposed team before the choice (conversation "proposal", likewise), and to the brief assistant for your projects as a client (conversation "brief");
- verification.json: your requests to have your business verified (SIRET, document joined, decision and reason);
- organisation.json: the client organisation you belong to, your role in it, and the colleagues you invited;
- reports.json: your reports;
- notifications.json: your notifications and your notification e-mail choices;
- sessions.json: the devices signed in to your account (IP address, browser, dates);
- contact-and-newsletter.json: the messages you sent from the contact form and your newsletter subscription, with your account's address;
- images/: the profile picture and post images you uploaded.

Other people appear only by their id (and their public name for those you follow, block or mute).
Your password is not included: it is only kept in a form from which it cannot be recovered.
`,
};

export interface ArchiveProgress {
  /** Called after each step with the share done, 0 to 100. */
  (percent: number): Promise<void>;
}

/** Builds the ZIP archive of one member's data. */
export async function buildDataArchive(
  db: Database,
  objects: ObjectStore,
  { userId, onProgress }: { userId: string; onProgress: ArchiveProgress },
): Promise<Uint8Array> {
  const files: Zippable = {};
  const encoder = new TextEncoder();
  const steps = ARCHIVE_SECTIONS.length + 1;
  let done = 0;
  for (const section of ARCHIVE_SECTIONS) {
    const content = await section.collect(db, userId);
    files[section.file] = encoder.encode(`${JSON.stringify(content, null, 2)}\n`);
    done += 1;
    await onProgress(Math.floor((done / steps) * 95));
  }
  Object.assign(files, await collectImages(db, objects, userId));
  const [account] = (
    await db.execute<{ locale: string }>(sql`select locale from "user" where id = ${userId}`)
  ).rows;
  files[account?.locale === 'en' ? 'README.txt' : 'LISEZMOI.txt'] = encoder.encode(
    README[account?.locale === 'en' ? 'en' : 'fr'],
  );
  await onProgress(95);
  // Images are WebP already: stored as they are; the JSON is compressed.
  return zipSync(files, { level: 6 });
}

/** The member's uploads, named by what they illustrate: `images/avatar.webp`, `images/posts/<post id>.webp`. */
async function collectImages(db: Database, objects: ObjectStore, userId: string): Promise<Zippable> {
  const uploads = await db.execute<{ name: string; url: string }>(sql`
    select 'images/avatar.webp' as name, avatar_url as url from profiles where id = ${userId} and avatar_url is not null
    union all
    select 'images/posts/' || id || '.webp', image_url from pro_posts where author_id = ${userId} and image_url is not null`);
  const images: Zippable = {};
  for (const upload of uploads.rows) {
    const key = imageKeyOf(upload.url);
    const object = key ? await objects.get(key) : undefined;
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    images[upload.name] = [new Uint8Array(Buffer.concat(chunks)), { level: 0 }];
  }
  return images;
}
