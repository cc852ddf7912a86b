import {
  type DataExport,
  type DataExportList,
  EXPORT_RETENTION_DAYS,
  EXPORTS_PER_DAY,
  PATHS,
} from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { mailAccounts } from '../../email/mail-accounts.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import type { ObjectStore, StoredObject } from '../../uploads/object-store.ts';
import { buildDataArchive } from './export-archive.ts';

/** How long a build may go without progress before another run may take it over (its process died). */
const LEASE_INTERVAL = sql`interval '10 minutes'`;
/** Builds tried before an export is marked failed (the member can ask again). */
const MAX_BUILD_ATTEMPTS = 3;
/** How many of their archives a member sees: the last few requests are enough to follow one. */
const LISTED_EXPORTS = 5;
const DAY_MS = 24 * 60 * 60_000;

export const BUILD_EXPORTS_JOB = 'build-data-exports';
export const EXPIRE_EXPORTS_JOB = 'expire-data-exports';

interface ExportRow extends Record<string, unknown> {
  id: string;
  status: DataExport['status'];
  progress: number;
  created_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
  size_bytes: number | null;
}

const EXPORT_COLUMNS = sql`id, status, progress, created_at, ready_at, expires_at, size_bytes`;

function toDataExport(row: ExportRow): DataExport {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: new Date(row.created_at).toISOString(),
    readyAt: iso(row.ready_at),
    expiresAt: row.status === 'ready' ? iso(row.expires_at) : null,
    sizeBytes: row.status === 'ready' ? row.size_bytes : null,
  };
}

/**
 * Queues an archive of the member's data. One at a time (a partial unique index decides between two
 * simultaneous requests), and a few a day: each build reads everything the member has.
 */
export async function requestDataExport(db: Database, actor: Actor): Promise<DataExport> {
  const recent = await db.execute<{ count: number; oldest: Date | string | null }>(sql`
    select count(*)::int as count, min(created_at) as oldest from data_exports
    where user_id = ${actor.id} and created_at > now() - interval '1 day'`);
  const { count = 0, oldest = null } = recent.rows[0] ?? {};
  if (count >= EXPORTS_PER_DAY && oldest !== null) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(oldest).getTime() + DAY_MS - Date.now()) / 1000),
    );
    throw new AppError('RATE_LIMITED', 'Too many archives requested today', { retryAfterSeconds });
  }
  const inserted = await db.execute<ExportRow>(sql`
    insert into data_exports (user_id) values (${actor.id})
    on conflict (user_id) where status in ('pending', 'building') do nothing
    returning ${EXPORT_COLUMNS}`);
  const [row] = inserted.rows;
  if (!row) throw new AppError('EXPORT_IN_PROGRESS', 'An archive is already being prepared');
  return toDataExport(row);
}

export async function listDataExports(db: Database, actor: Actor): Promise<DataExportList> {
  const result = await db.execute<ExportRow>(sql`
    select ${EXPORT_COLUMNS} from data_exports where user_id = ${actor.id}
    order by created_at desc, id desc limit ${LISTED_EXPORTS}`);
  return { items: result.rows.map(toDataExport) };
}

/** The archive file, for its owner only, while it is ready and not expired. */
export async function openDataExportArchive(
  db: Database,
  objects: ObjectStore,
  { actor, exportId }: { actor: Actor; exportId: string },
): Promise<{ object: StoredObject; fileName: string }> {
  const result = await db.execute<{ object_key: string; ready_at: Date | string }>(sql`
    select object_key, ready_at from data_exports
    where id = ${exportId} and user_id = ${actor.id} and status = 'ready' and expires_at > now()
      and object_key is not null`);
  const [row] = result.rows;
  const object = row ? await objects.get(row.object_key) : undefined;
  if (!row || !object) throw new AppError('EXPORT_NOT_FOUND', 'No such archive, or it has expired');
  const day = new Date(row.ready_at).toISOString().slice(0, 10);
  return { object, fileName: `escouade-data-${day}.zip` };
}

export function objectKeyOfExport(exportId: string): string {
  return `exports/${exportId}.zip`;
}

/**
 * The object keys among these that an archive still owns: requested, being built or ready (the sweep of orphaned
 * files asks). An expired or failed archive owns no file.
 */
export async function exportKeysInUse(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const ids = keys.flatMap((key) => /^exports\/([0-9a-f-]{36})\.zip$/.exec(key)?.[1] ?? []);
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ id: string }>(sql`
    select id from data_exports
    where id = any(${sql.param(ids)}::uuid[]) and status in ('pending', 'building', 'ready')`);
  return new Set(rows.rows.map((row) => objectKeyOfExport(row.id)));
}

/**
 * The jobs of data exports: build what was requested (at once after a request, and on a clock for builds a
 * dead process left), and remove archives past their download period.
 */
export function createDataExportJobs({
  db,
  objects,
  mailer,
  appUrl,
  logger,
}: {
  db: Database;
  objects: ObjectStore;
  mailer: Mailer;
  appUrl: string;
  logger: Pick<FastifyBaseLogger, 'error'>;
}): ScheduledJob[] {
  return [
    {
      name: BUILD_EXPORTS_JOB,
      intervalMs: 60_000,
      async run(now) {
        let built = 0;
        for (;;) {
          const claimed = await claimNextExport(db);
          if (!claimed) return built;
          try {
            await buildOne(db, objects, mailer, appUrl, claimed, now);
            built += 1;
          } catch (error) {
            logger.error({ err: error, exportId: claimed.id }, 'data export failed');
            await db.execute(sql`
              update data_exports
              set status = case when attempts >= ${MAX_BUILD_ATTEMPTS} then 'failed' else 'pending' end,
                lease_until = null, progress = 0
              where id = ${claimed.id} and status = 'building' and attempts = ${claimed.attempt}`);
          }
        }
      },
    },
    {
      name: EXPIRE_EXPORTS_JOB,
      intervalMs: 60 * 60_000,
      run: (now) => expireExports(db, objects, now),
    },
  ];
}

/**
 * Takes the oldest export to build, in one statement: a pending one, or one whose build lease has run out
 * (its process died). `skip locked` lets other instances pass over a row being claimed; exports tried too
 * often are failed. Leases follow the database's clock, the one every instance shares.
 */
async function claimNextExport(
  db: Database,
): Promise<{ id: string; userId: string; attempt: number } | undefined> {
  await db.execute(sql`
    update data_exports set status = 'failed', lease_until = null
    where status = 'building' and lease_until < now() and attempts >= ${MAX_BUILD_ATTEMPTS}`);
  const claimed = await db.execute<{ id: string; user_id: string; attempts: number }>(sql`
    update data_exports
    set status = 'building', attempts = attempts + 1, progress = 0, lease_until = now() + ${LEASE_INTERVAL}
    where id = (
      select id from data_exports
      where status = 'pending' or (status = 'building' and lease_until < now())
      order by created_at limit 1 for update skip locked)
    returning id, user_id, attempts`);
  const [row] = claimed.rows;
  return row ? { id: row.id, userId: row.user_id, attempt: row.attempts } : undefined;
}

async function buildOne(
  db: Database,
  objects: ObjectStore,
  mailer: Mailer,
  appUrl: string,
  claimed: { id: string; userId: string; attempt: number },
  now: Date,
): Promise<void> {
  // Every write names the attempt: a build whose lease another instance took over changes nothing.
  const isMine = sql`id = ${claimed.id} and status = 'building' and attempts = ${claimed.attempt}`;
  const archive = await buildDataArchive(db, objects, {
    userId: claimed.userId,
    onProgress: async (percent) => {
      // Progress renews the lease: a long build is not taken over while it advances.
      await db.execute(
        sql`update data_exports set progress = ${percent}, lease_until = now() + ${LEASE_INTERVAL} where ${isMine}`,
      );
    },
  });
  const key = objectKeyOfExport(claimed.id);
  await objects.put(key, Buffer.from(archive), 'application/zip');
  const expiresAt = new Date(now.getTime() + EXPORT_RETENTION_DAYS * DAY_MS);
  const ready = await db.execute(sql`
    update data_exports
    set status = 'ready', progress = 100, object_key = ${key}, size_bytes = ${archive.byteLength},
      ready_at = ${now}, expires_at = ${expiresAt}, lease_until = null
    where ${isMine}`);
  if ((ready.rowCount ?? 0) === 0) {
    // The member was erased meanwhile (the row went with the account): the file must not outlive them. A row
    // still there belongs to another attempt, whose archive this one must leave alone.
    const row = await db.execute(sql`select 1 from data_exports where id = ${claimed.id}`);
    if (row.rows.length === 0) await objects.delete(key);
    return;
  }
  await mailAccounts(db, mailer, {
    userIds: [claimed.userId],
    template: 'data-export-ready',
    data: { url: `${appUrl}${PATHS.myData}`, expiresAt: expiresAt.toISOString() },
  });
}

async function expireExports(db: Database, objects: ObjectStore, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string; object_key: string | null }>(sql`
      select id, object_key from data_exports
      where status = 'ready' and expires_at <= ${now}
      order by expires_at limit 100 for update skip locked`);
    for (const row of due.rows) if (row.object_key) await objects.delete(row.object_key);
    if (due.rows.length > 0) {
      await tx.execute(sql`
        update data_exports set status = 'expired', object_key = null
        where id = any(${sql.param(due.rows.map((row) => row.id))}::uuid[])`);
    }
    return due.rows.length;
  });
}
