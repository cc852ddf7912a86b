import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { account, session, twoFactor, user, verification } from '../db/schema/index.ts';

export interface CreateAdminResult {
  userId: string;
  /**
   * `created`: a new confirmed account; `taken-over`: an existing account became admin with a new password,
   * no session and no second factor; `refused`: the address has an account and taking it over was not asked.
   */
  outcome: 'created' | 'taken-over' | 'refused';
  /** Set when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

export interface CreateAdminInput {
  email: string;
  password?: string;
  /**
   * Whoever registered the address first holds its password, sessions, second factor and reset links: an
   * existing account becomes admin only when the operator asks for it, and then only after all of those are
   * replaced or ended, so that nothing its registrant holds opens the administrator account.
   */
  takeOverExisting?: boolean;
}

/**
 * Creates a confirmed admin account, or takes over the existing account of that address when asked. Writes the
 * same rows Better Auth does (user + credential account, scrypt hash).
 */
export async function createOrPromoteAdmin(
  db: Database,
  { email, password, takeOverExisting = false }: CreateAdminInput,
): Promise<CreateAdminResult> {
  const normalizedEmail = email.trim().toLowerCase();
  const generatedPassword = password ? undefined : randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password ?? (generatedPassword as string));
  const withGenerated = generatedPassword ? { generatedPassword } : {};
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, normalizedEmail))
      .for('update');
    if (existing && !takeOverExisting) return { userId: existing.id, outcome: 'refused' };
    if (existing) {
      await takeOver(tx, existing.id, passwordHash);
      return { userId: existing.id, outcome: 'taken-over', ...withGenerated };
    }
    const userId = randomUUID().replaceAll('-', '');
    await tx
      .insert(user)
      .values({ id: userId, email: normalizedEmail, name: '', emailVerified: true, role: 'admin' });
    await tx.insert(account).values(credentialAccount(userId, passwordHash));
    return { userId, outcome: 'created', ...withGenerated };
  });
}

async function takeOver(tx: Transaction, userId: string, passwordHash: string) {
  await tx
    .update(user)
    .set({
      role: 'admin',
      emailVerified: true,
      twoFactorEnabled: false,
      banned: false,
      banReason: null,
      banExpires: null,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  // Pending password-reset links name the user in `value`.
  await tx.delete(verification).where(eq(verification.value, userId));
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) await tx.insert(account).values(credentialAccount(userId, passwordHash));
}

function credentialAccount(userId: string, passwordHash: string) {
  return {
    id: randomUUID().replaceAll('-', ''),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  };
}
