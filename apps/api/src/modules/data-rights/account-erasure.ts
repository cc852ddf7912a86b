import { sql } from 'drizzle-orm';
import { deleteAccount } from '../../auth/accounts.ts';
import type { EraseAccount, ErasureStep } from '../../erasure.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';

/** Where a member's files live: their images, and the archives of their data. */
export interface MemberFiles {
  images: ImageStore;
  objects: ObjectStore;
}

/**
 * The erasure of an account, from every module's steps (app.ts lists them), inside the caller's transaction
 * (which holds the account row's lock). What stays is what other people need, without the person (each step
 * says what it keeps). In order:
 * - every step's files, deleted first: a failure after them leaves the account for the next attempt, never
 *   files of an erased account;
 * - every step's rows, in the order given, with the person's address and name as the account has them;
 * - the account row, whose cascades take everything else they own (sessions, profile, skills, posts, likes,
 *   comments, follows, blocks, reports, export records, thread messages, reviews written by them or of them).
 */
export function createAccountErasure({
  files,
  steps,
}: {
  files: MemberFiles;
  steps: readonly ErasureStep[];
}): EraseAccount {
  return async (tx, userId) => {
    const images: (string | null)[] = [];
    const objects: string[] = [];
    for (const step of steps) {
      const stored = await step.files?.(tx, userId);
      images.push(...(stored?.images ?? []));
      objects.push(...(stored?.objects ?? []));
    }
    await Promise.all([
      ...objects.map((key) => files.objects.delete(key)),
      ...images.map((url) => files.images.deleteImage(url)),
    ]);

    const account = await tx.execute<{ email: string; name: string }>(sql`
      select u.email, trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as name
      from "user" u left join profiles p on p.id = u.id where u.id = ${userId}`);
    const email = account.rows[0]?.email;
    if (email === undefined) return;
    const person = { id: userId, email, name: account.rows[0]?.name ?? '' };
    for (const step of steps) await step.rows?.(tx, person);
    await deleteAccount(tx, userId);
  };
}
