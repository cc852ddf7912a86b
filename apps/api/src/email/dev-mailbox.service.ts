import type { Database } from '../db/client.ts';
import { getOutboxMessage, listOutboxMessages, type OutboxMessage } from './outbox.service.ts';
import { extractLinks } from './render-email.ts';

/** The page and the JSON API show at most this many messages. */
export const MAILBOX_PAGE_SIZE = 100;

/** A stored message as the development mailbox shows it: what the recipient would get. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  headers: Record<string, string>;
  html: string;
  text: string;
  links: string[];
}

export async function listMailboxMessages(
  db: Database,
  { to }: { to?: string | undefined },
): Promise<MailboxMessage[]> {
  const rows = await listOutboxMessages(db, { to, limit: MAILBOX_PAGE_SIZE });
  return rows.map(toMailboxMessage);
}

/** Throws NOT_FOUND for an unknown id. */
export async function getMailboxMessage(db: Database, id: string): Promise<MailboxMessage> {
  return toMailboxMessage(await getOutboxMessage(db, id));
}

function toMailboxMessage(row: OutboxMessage): MailboxMessage {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    headers: row.headers,
    html: row.html,
    text: row.text,
    links: extractLinks(row.html),
  };
}
