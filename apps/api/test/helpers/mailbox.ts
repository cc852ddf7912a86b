import type { FastifyInstance } from 'fastify';

export interface ReceivedMail {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  headers: Record<string, string>;
  html: string;
  text: string;
  links: string[];
}

/** Messages the app stored for `to`, newest first, read through the development mailbox API. */
export async function readMailbox(app: FastifyInstance, to: string): Promise<ReceivedMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`mailbox answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * The first link of the newest message to `to` whose URL contains `fragment`. Some mails are queued after the
 * response (so the response time reveals nothing): wait a little for them.
 */
export async function findMailedLink(app: FastifyInstance, to: string, fragment: string): Promise<URL> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    for (const mail of await readMailbox(app, to)) {
      const link = mail.links.find((candidate) => candidate.includes(fragment));
      if (link) return new URL(link);
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link containing ${fragment}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
