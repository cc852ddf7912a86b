import type { Notification } from '@escouade/contract/notifications';
import { defineEmailTemplate } from './email-layout.ts';
import { notificationSentence } from './notification-copy.ts';
import { listUnsubscribeHeaders, type NotificationEmailLinks, unsubscribeBlocks } from './notification.ts';

export interface NotificationDigestData extends NotificationEmailLinks {
  /** The unread lines since the last digest, newest first, each with its absolute link (or none). */
  lines: { line: Pick<Notification, 'type' | 'actors' | 'actorCount' | 'subject'>; url: string | null }[];
  /** How many more lines there were beyond those listed. */
  more: number;
  /** All my notifications. */
  notificationsUrl: string;
}

const fr = {
  subjectOne: 'Votre résumé Escouade\u00a0: 1 nouveauté',
  subjectOther: 'Votre résumé Escouade\u00a0: {count} nouveautés',
  preheader: 'Ce qui s’est passé autour de vous depuis votre dernier résumé.',
  heading: 'Ce qui s’est passé autour de vous',
  open: 'Voir',
  moreOne: 'Et 1 autre notification.',
  moreOther: 'Et {count} autres notifications.',
  all: 'Voir toutes mes notifications',
  stop: 'Vous ne voulez plus de ce résumé quotidien ?',
  stopLabel: 'Ne plus recevoir le résumé',
  settingsText: 'Vous pouvez aussi choisir, type par type, ce qui vous arrive par e-mail.',
  settingsLabel: 'Régler mes e-mails',
};

const en: typeof fr = {
  subjectOne: 'Your Escouade digest: 1 new notification',
  subjectOther: 'Your Escouade digest: {count} new notifications',
  preheader: 'What happened around you since your last digest.',
  heading: 'What happened around you',
  open: 'View',
  moreOne: 'And 1 more notification.',
  moreOther: 'And {count} more notifications.',
  all: 'See all my notifications',
  stop: 'No longer want this daily digest?',
  stopLabel: 'Stop the digest',
  settingsText: 'You can also choose, type by type, what reaches you by e-mail.',
  settingsLabel: 'Set my e-mails',
};

/** The daily digest: the unread lines of the types set to "daily digest", one paragraph each. */
export const notificationDigestTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: NotificationDigestData, copy, { locale }) => {
    const total = data.lines.length + data.more;
    return {
      subject: (total > 1 ? copy.subjectOther : copy.subjectOne).replace('{count}', String(total)),
      preheader: copy.preheader,
      heading: copy.heading,
      headers: listUnsubscribeHeaders(data.oneClickUrl),
      blocks: [
        ...data.lines.map(({ line, url }) => ({
          type: 'paragraph' as const,
          text: notificationSentence(locale, line),
          ...(url ? { link: { label: copy.open, url } } : {}),
        })),
        ...(data.more > 0
          ? [
              {
                type: 'note' as const,
                text: (data.more > 1 ? copy.moreOther : copy.moreOne).replace('{count}', String(data.more)),
              },
            ]
          : []),
        { type: 'button', link: { label: copy.all, url: data.notificationsUrl } },
        ...unsubscribeBlocks(data, copy.stop, copy),
      ],
    };
  },
});
