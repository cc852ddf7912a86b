import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '../jobs/scheduled-jobs.ts';
import type { ObjectStore } from './object-store.ts';

export const ORPHAN_FILES_SWEEP_JOB = 'orphan-files-sweep';

/**
 * A file is stored before the transaction that records its row (an upload is checked and stored first), and
 * removed after the transaction that deletes its row: younger than this, a file may belong to a transaction
 * still running.
 */
const GRACE_MS = 24 * 60 * 60 * 1000;
/** Keys checked against the database at once. */
const BATCH_SIZE = 500;

/** A folder of the store and the rows that own its files. */
export interface FileOwners {
  folder: string;
  /** The keys among these that a row still owns. */
  findOwned(keys: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * Removes the files no row owns any more. Each deletion of rows removes its files after the commit; this sweep
 * catches what that cannot: a process that died between the commit and the removal, a store that failed to
 * remove, an upload stored for a transaction that never committed. Files of folders not listed are never read.
 */
export function createOrphanFilesSweepJob({
  objects,
  owners,
  logger,
}: {
  objects: ObjectStore;
  owners: readonly FileOwners[];
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): ScheduledJob {
  return {
    name: ORPHAN_FILES_SWEEP_JOB,
    intervalMs: 6 * 60 * 60 * 1000,
    async run(now) {
      const olderThan = now.getTime() - GRACE_MS;
      let removed = 0;
      for (const owner of owners) {
        let batch: string[] = [];
        const sweep = async () => {
          const owned = await owner.findOwned(batch);
          const orphans = batch.filter((key) => !owned.has(key));
          await Promise.all(orphans.map((key) => objects.delete(key)));
          if (orphans.length > 0) logger.warn({ folder: owner.folder, orphans }, 'orphaned files removed');
          removed += orphans.length;
          batch = [];
        };
        for await (const object of objects.list(owner.folder)) {
          if (object.lastModified.getTime() > olderThan) continue;
          batch.push(object.key);
          if (batch.length >= BATCH_SIZE) await sweep();
        }
        if (batch.length > 0) await sweep();
      }
      return removed;
    },
  };
}
