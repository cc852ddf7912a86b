import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { account, user } from '../db/schema/index.ts';

export interface CreateAdminResult {
  userId: string;
  /** `created`: a new confirmed account; `promoted`: an existing account became admin. */
  outcome: 'created' | 'promoted';
  /** Set when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates a confirmed admin account, or promotes the existing account of that address (and sets its password
 * when one is given). Writes the same rows Better Auth does (user + credential account, scrypt hash).
 */
export async function createOrPromoteAdmin(
  db: Database,
  { email, password }: { email: string; password?: string },
): Promise<CreateAdminResult> {
  const normalizedEmail = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, normalizedEmail))
      .for('update');
    if (existing) {
      await tx
        .update(user)
        .set({ role: 'admin', emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, existing.id));
      if (password) await setCredentialPassword(tx, existing.id, await hashPassword(password));
      return { userId: existing.id, outcome: 'promoted' };
    }
    const generatedPassword = password ? undefined : randomBytes(15).toString('base64url');
    const passwordHash = await hashPassword(password ?? (generatedPassword as string));
    const userId = randomUUID().replaceAll('-', '');
    await tx
      .insert(user)
      .values({ id: userId, email: normalizedEmail, name: '', emailVerified: true, role: 'admin' });
    await tx.insert(account).values({
      id: randomUUID().replaceAll('-', ''),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    return { userId, outcome: 'created', ...(generatedPassword ? { generatedPassword } : {}) };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function setCredentialPassword(tx: Transaction, userId: string, passwordHash: string) {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await tx.insert(account).values({
      id: randomUUID().replaceAll('-', ''),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  }
}
