import type { SignUpRole } from '@escouade/contract/constants';
import { sql } from 'drizzle-orm';
import { setAccountRole } from '../../auth/accounts.ts';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hasActiveEngagements } from '../projects/engagements.ts';
import { recordAudit } from './admin-users.service.ts';

/**
 * A member switches their own account between client (`user`) and professional, as sign-up promises. An admin
 * or an editor keeps the role an admin gave them. A professional with an invitation to answer or a seat in a
 * project under way cannot stop being one (409). The change is in the audit log like an admin's role change.
 */
export async function changeOwnAccountType(
  db: Database,
  { actor, role }: { actor: Actor; role: SignUpRole },
): Promise<{ role: SignUpRole }> {
  return db.transaction(async (tx) => {
    const current = await tx.execute<{ role: string }>(
      sql`select role from "user" where id = ${actor.id} for update`,
    );
    const before = current.rows[0]?.role ?? 'user';
    if (before !== 'user' && before !== 'professional') {
      throw new AppError('FORBIDDEN', 'Only a client or a professional chooses their account type');
    }
    if (before === role) return { role };
    if (before === 'professional' && (await hasActiveEngagements(tx, actor.id))) {
      throw new AppError(
        'ACTIVE_ENGAGEMENTS',
        'A professional with a pending invitation or a project under way cannot stop being one',
      );
    }
    await setAccountRole(tx, actor.id, role);
    await recordAudit(tx, {
      actor,
      action: 'account.type',
      targetType: 'user',
      targetId: actor.id,
      before: { role: before },
      after: { role },
    });
    return { role };
  });
}
