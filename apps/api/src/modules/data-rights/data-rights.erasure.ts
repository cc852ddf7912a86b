import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';
import { objectKeyOfExport } from './data-exports.service.ts';

/** The archives of the person's data go with their records; every archive's key, recorded or not. */
export const dataRightsErasure: ErasureStep = {
  name: 'data-rights: the archives of the person’s data',
  async files(tx, userId) {
    // A build that died after storing its file never recorded the key: it is the export's own.
    const exports = await tx.execute<{ id: string }>(
      sql`select id from data_exports where user_id = ${userId}`,
    );
    return { objects: exports.rows.map((row) => objectKeyOfExport(row.id)) };
  },
};
