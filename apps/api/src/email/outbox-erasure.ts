import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../erasure.ts';

/**
 * Rows that name the person by address rather than by account: mail to them, and mail about them (a contact
 * message forwarded to the agency quotes the address), the address whole, not inside a longer one. Mail to
 * others that names them ("… commented on your post"), once sent: the outbox only keeps a copy of it; one still
 * waiting is sent, then goes with the outbox's retention.
 */
export const emailOutboxErasure: ErasureStep = {
  name: 'email: mail to or about the person’s address, and sent mail naming them',
  async rows(tx, { email, name }) {
    await tx.execute(sql`
      delete from email_outbox
      where lower(to_address) = lower(${email}) or text ~* ${wholeAddressPattern(email)}`);
    if (name !== '') {
      await tx.execute(sql`
        delete from email_outbox where status in ('sent', 'failed') and text ~* ${wholeWordsPattern(name)}`);
    }
  },
};

/** A case-insensitive regular expression matching `words` (a name) as whole words in a text. */
export function wholeWordsPattern(words: string): string {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(/\s+/g, '\\s+');
  return `(^|[^[:alnum:]])${escaped}($|[^[:alnum:]])`;
}

/** A case-insensitive regular expression matching `email` as a whole address in a text. */
export function wholeAddressPattern(email: string): string {
  const escaped = email.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(^|[^a-z0-9._%+-])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;
}
