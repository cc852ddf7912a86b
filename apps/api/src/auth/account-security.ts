import { and, eq, gt, like } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../db/client.ts';
import { twoFactor, user, verification } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Auth } from './auth.ts';
import type { Actor } from './session.ts';

// What the account's own pages ask of Better Auth's tables: whether a reset link still works, a second-factor
// code checked, and two-factor authentication turned off on a code.

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

/** What an authenticator app shows; anything else is taken for a backup code. */
const TOTP_CODE = /^\d{6}$/;
/** Better Auth's answers to a wrong code (TOTP, backup code). */
const WRONG_CODE_ANSWERS = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE']);

/**
 * Checks a second-factor code of the signed-in user (the session in `headers`), as Better Auth checks it when
 * it confirms the set-up: a code from the authenticator app, or a backup code, which is used up.
 */
export async function verifySecondFactor(
  auth: Auth,
  { code, headers }: { code: string; headers: Headers },
): Promise<void> {
  try {
    if (TOTP_CODE.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
    else await auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
  } catch (error) {
    if (isAPIError(error) && WRONG_CODE_ANSWERS.has(String(error.body?.code))) {
      throw new AppError('INVALID_TWO_FACTOR_CODE', 'This code is not valid');
    }
    throw error;
  }
}

/**
 * Turns two-factor authentication off for the signed-in user on a current code, for someone who would rather
 * not type the password (Better Auth's own endpoint takes only the password). Better Auth checks the code for
 * the session in `headers`, as when it confirms the set-up; a backup code is used up.
 */
export async function disableTwoFactorWithCode(
  db: Database,
  auth: Auth,
  { actor, code, headers }: { actor: Actor; code: string; headers: Headers },
): Promise<void> {
  const [account] = await db
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, actor.id))
    .limit(1);
  // Also keeps Better Auth's check from finishing a set-up that was started but never confirmed.
  if (!account?.twoFactorEnabled) {
    throw new AppError('TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not on');
  }
  await verifySecondFactor(auth, { code, headers });
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, actor.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, actor.id));
    // Devices trusted to skip the second step would keep skipping it if it is turned on again.
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, 'trust-device-%'), eq(verification.value, actor.id)));
  });
}
