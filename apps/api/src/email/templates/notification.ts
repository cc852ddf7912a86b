import type { Notification } from '@escouade/contract/notifications';
import { defineEmailTemplate, type EmailBlock } from './email-layout.ts';
import { notificationSentence, notificationSubject, notificationTopic } from './notification-copy.ts';

/** The links every notification e-mail ends with: stop this kind of e-mail, or change them all. */
export interface NotificationEmailLinks {
  /** The web page a person opens to stop this type (or the digest), without signing in. */
  unsubscribeUrl: string;
  /** The one-click address of `List-Unsubscribe` (RFC 8058): a mail client POSTs to it. */
  oneClickUrl: string;
  /** The e-mail settings, once signed in. */
  settingsUrl: string;
}

export interface NotificationEmailData extends NotificationEmailLinks {
  line: Pick<Notification, 'type' | 'actors' | 'actorCount' | 'subject'>;
  /** Where the notification leads, absolute; null when it leads nowhere. */
  url: string | null;
}

const fr = {
  preheader: 'Du nouveau pour vous sur Escouade.',
  open: 'Voir sur Escouade',
  stop: 'Vous ne voulez plus recevoir d’e-mails concernant {topic} ?',
  stopLabel: 'Ne plus recevoir ces e-mails',
  settingsText: 'Vous pouvez aussi choisir, type par type, ce qui vous arrive par e-mail.',
  settingsLabel: 'Régler mes e-mails',
};

const en: typeof fr = {
  preheader: 'Something new for you on Escouade.',
  open: 'View on Escouade',
  stop: 'No longer want e-mails about {topic}?',
  stopLabel: 'Stop these e-mails',
  settingsText: 'You can also choose, type by type, what reaches you by e-mail.',
  settingsLabel: 'Set my e-mails',
};

/**
 * One notification, sent at once: what happened as subject (no name, no written word), its sentence as heading,
 * a button to it, a way to stop.
 */
export const notificationTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: NotificationEmailData, copy, { locale }) => {
    const sentence = notificationSentence(locale, data.line);
    return {
      subject: notificationSubject(locale, data.line.type),
      preheader: copy.preheader,
      heading: sentence,
      headers: listUnsubscribeHeaders(data.oneClickUrl),
      blocks: [
        ...(data.url ? [{ type: 'button', link: { label: copy.open, url: data.url } } as const] : []),
        ...unsubscribeBlocks(
          data,
          copy.stop.replace('{topic}', notificationTopic(locale, data.line.type)),
          copy,
        ),
      ],
    };
  },
});

/**
 * The headers that give mail clients their own unsubscribe button (RFC 2369) and let it work in one POST,
 * without opening a page (RFC 8058).
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function unsubscribeBlocks(
  links: NotificationEmailLinks,
  question: string,
  copy: { stopLabel: string; settingsText: string; settingsLabel: string },
): EmailBlock[] {
  return [
    { type: 'paragraph', text: question, link: { label: copy.stopLabel, url: links.unsubscribeUrl } },
    {
      type: 'paragraph',
      text: copy.settingsText,
      link: { label: copy.settingsLabel, url: links.settingsUrl },
    },
  ];
}
