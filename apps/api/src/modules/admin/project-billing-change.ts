import type { AdminAction } from '@escouade/contract';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit } from './admin-users.service.ts';

/**
 * An administrator changes one billing setting of a project: `save` writes it under the project's lock and gives
 * its value before and after, which the audit log records as `{ [setting]: value }`, in the same transaction.
 * Returns the value after.
 */
export async function changeProjectBilling<Value>(
  db: Database,
  {
    actor,
    projectId,
    action,
    setting,
    save,
  }: {
    actor: Actor;
    projectId: string;
    action: AdminAction;
    /** The setting's name in the audit log's before and after. */
    setting: string;
    save: (tx: Transaction) => Promise<{ before: Value; after: Value }>;
  },
): Promise<Value> {
  return db.transaction(async (tx) => {
    const { before, after } = await save(tx);
    await recordAudit(tx, {
      actor,
      action,
      targetType: 'project',
      targetId: projectId,
      before: { [setting]: before },
      after: { [setting]: after },
    });
    return after;
  });
}
