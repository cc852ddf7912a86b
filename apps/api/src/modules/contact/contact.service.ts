import type { ContactMessageInput } from '@escouade/contract';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Mailer } from '../../email/mailer.ts';

type ValidContactMessage = Required<Omit<ContactMessageInput, 'website'>> & { website?: string | undefined };

/**
 * Stores the message, then e-mails it to the contact inbox. A filled honeypot means a bot: it gets the same
 * answer as a person but nothing is stored or sent.
 */
export async function receiveContactMessage(
  { db, mailer, contactInbox }: { db: Database; mailer: Mailer; contactInbox: string },
  input: ValidContactMessage,
): Promise<{ isStored: boolean }> {
  if (input.website) return { isStored: false };
  const { name, email, subject, message, locale } = input;
  await db.insert(contactMessages).values({ name, email, subject, message, locale });
  // The team reads the inbox in French, the studio's working language.
  await mailer.send({
    to: contactInbox,
    locale: 'fr',
    template: 'contact-message',
    data: { name, email, subject, message },
  });
  return { isStored: true };
}
