import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { verification } from '../../db/schema/index.ts';

/** Whether a password-reset link can still be used; the token is not consumed. */
export async function isPasswordResetTokenValid(
  db: Database,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
