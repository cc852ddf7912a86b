import { expect } from '@playwright/test';

const smtpHttpPort = Number(process.env.E2E_SMTP_PORT ?? 2525) + 1;

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/**
 * Waits for a mail to `to` (its subject matching `subject`, its text matching `text`, when given) to reach the
 * test SMTP server, and returns it. Subjects carry no words a person wrote: a mail is told from the others by its
 * text.
 */
export async function waitForMail(to: string, subject?: RegExp, text?: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${smtpHttpPort}/messages?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.find(
          (mail) => (!subject || subject.test(mail.subject)) && (!text || text.test(mail.text)),
        );
        return Boolean(found);
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** Every mail to `to` that reached the test SMTP server so far, newest first. */
export async function listMails(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${smtpHttpPort}/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok, `the test SMTP server answered ${response.status}`).toBe(true);
  return (await response.json()) as ReceivedMail[];
}

/** The first link of `mail` whose URL contains `fragment`, made relative so the test stays on its server. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.links.find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A unique address per test run, so journeys never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
