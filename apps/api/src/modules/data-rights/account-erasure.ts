import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import { objectKeyOfExport } from './data-exports.service.ts';

/** Where a member's files live: their images, and the archives of their data. */
export interface MemberFiles {
  images: ImageStore;
  objects: ObjectStore;
}

/**
 * Erases an account and everything personal, inside the caller's transaction (which holds the account row's
 * lock). What stays is what other people need, without the person:
 * - a project someone joined stays for its team: the client's seat reads "former member" (the client id goes
 *   null) and the brief chat, between the client and the assistant only, goes; their other projects go;
 * - a seat the person held stays in the team's history without them; a seat they had not answered is
 *   declined, so that the client can offer it to someone else;
 * - proposals keep the skills and rate each member brought, not who they were.
 * - their deliveries of milestones stay with the project, unnamed: the client keeps the work handed over;
 * Everything else (sessions, profile, skills, posts with their likes and comments, their likes, comments,
 * follows, blocks, reports, export records, thread messages with their files, reviews written by them or of
 * them) goes through the foreign keys' cascades. The files go first: a
 * failure after them leaves the account for the next attempt, never files of an erased account.
 */
export async function eraseAccount(tx: Transaction, files: MemberFiles, userId: string): Promise<void> {
  const stored = await tx.execute<{ image_url: string | null; export_id: string | null }>(sql`
    select avatar_url as image_url, null::uuid as export_id from profiles where id = ${userId} and avatar_url is not null
    union all
    select image_url, null from pro_posts where author_id = ${userId} and image_url is not null
    union all
    select null, id from data_exports where user_id = ${userId}`);
  // The files joined to their thread messages go with the messages (the files of deliveries stay with the work).
  const attachments = await tx.execute<{ storage_key: string }>(sql`
    select a.storage_key from project_attachments a join project_thread_messages m on m.id = a.message_id
    where m.author_id = ${userId}`);
  await Promise.all(attachments.rows.map((row) => files.objects.delete(row.storage_key)));
  // Every archive's key, recorded or not: a build that died after storing its file never recorded it.
  await Promise.all(
    stored.rows.map((row) =>
      row.export_id
        ? files.objects.delete(objectKeyOfExport(row.export_id))
        : files.images.deleteImage(row.image_url),
    ),
  );

  const account = await tx.execute<{ email: string }>(sql`select email from "user" where id = ${userId}`);
  const email = account.rows[0]?.email;
  if (email === undefined) return;

  await tx.execute(sql`
    update project_invitations set status = 'declined', responded_at = now()
    where professional_id = ${userId} and status = 'pending'`);
  await tx.execute(sql`
    delete from projects p where p.client_id = ${userId}
      and not exists (select 1 from project_invitations i where i.project_id = p.id and i.status = 'accepted')`);
  await tx.execute(sql`
    delete from project_messages where project_id in (select id from projects where client_id = ${userId})`);
  // A kept project still forming its team has no one left to finish forming it: it frees its members' hours.
  await tx.execute(sql`
    delete from availability_bookings where project_id in (
      select id from projects where client_id = ${userId} and status in ('draft', 'proposed', 'staffing'))`);
  await tx.execute(sql`
    update projects set status = 'cancelled', cancelled_at = now(), updated_at = now()
    where client_id = ${userId} and status in ('draft', 'proposed', 'staffing')`);
  await tx.execute(sql`
    update project_proposals set payload = jsonb_set(payload, '{members}', (
      select coalesce(jsonb_agg(
          case when member ->> 'userId' = ${userId}
            then member || '{"userId": null, "firstName": null, "lastName": null, "avatarUrl": null, "profession": null}'::jsonb
            else member end
          order by position), '[]'::jsonb)
      from jsonb_array_elements(payload -> 'members') with ordinality as members(member, position)))
    where payload -> 'members' @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text))`);
  // Mentions of the person in what others wrote keep their place, not the name nor the id.
  const mention = `@\\[[^\\]\n]*\\]\\(${userId.replaceAll(/[^A-Za-z0-9_-]/g, '')}\\)`;
  for (const [table, column] of [
    ['pro_posts', 'content'],
    ['pro_post_comments', 'content'],
    ['pro_post_revisions', 'content'],
    ['pro_comment_revisions', 'content'],
    ['project_thread_messages', 'body'],
  ] as const) {
    await tx.execute(sql`
      update ${sql.identifier(table)} set ${sql.identifier(column)} = regexp_replace(${sql.identifier(column)}, ${mention}, '@…', 'g')
      where ${sql.identifier(column)} like ${`%](${userId})%`}`);
  }
  // Events not yet turned into notifications that name the person anywhere (as the one who acted, or the one
  // acted upon): nothing is left to say about them.
  await tx.execute(sql`
    delete from event_outbox
    where jsonb_path_exists(data, '$.** ? (@ == $id)', jsonb_build_object('id', ${userId}::text))`);
  // Rows that name the person by address rather than by account: mail to them, and mail about them (a contact
  // message forwarded to the agency quotes the address), the address whole, not inside a longer one.
  await tx.execute(sql`
    delete from email_outbox
    where lower(to_address) = lower(${email}) or text ~* ${wholeAddressPattern(email)}`);
  await tx.execute(sql`delete from contact_messages where lower(email) = lower(${email})`);
  await tx.execute(sql`delete from newsletter_subscriptions where email = lower(${email})`);
  // The audit log keeps who acted and what was done, not what it said about the person acted upon.
  await tx.execute(sql`
    update admin_audit_log set before = null, after = null
    where (target_type = 'user' and target_id = ${userId})
      or before ->> 'authorId' = ${userId} or after ->> 'authorId' = ${userId}`);
  // Better Auth's tokens (trusted devices, reset links) keep the user id as their value.
  await tx.execute(sql`delete from verification where value = ${userId}`);
  await tx.execute(sql`delete from "user" where id = ${userId}`);
}

/** A case-insensitive regular expression matching `email` as a whole address in a text. */
export function wholeAddressPattern(email: string): string {
  const escaped = email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;
}
