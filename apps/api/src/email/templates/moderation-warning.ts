import { defineEmailTemplate } from './email-layout.ts';

export interface ModerationWarningData {
  kind: 'post' | 'comment' | 'profile';
  /** The start of the reported text (empty for a profile), so the author knows which one it was. */
  excerpt: string;
}

const EXCERPT_MAX_LENGTH = 280;

const fr = {
  subject: 'Avertissement de la modération',
  preheader: 'Un contenu que vous avez publié sur Escouade a été signalé et examiné.',
  introPost:
    'Des membres ont signalé votre publication. L’équipe de modération l’a laissée en ligne, mais elle vous rappelle les règles de la communauté Escouade. En voici le début :',
  introComment:
    'Des membres ont signalé votre commentaire. L’équipe de modération l’a laissé en ligne, mais elle vous rappelle les règles de la communauté Escouade. En voici le début :',
  introProfile:
    'Des membres ont signalé votre profil. L’équipe de modération vous rappelle les règles de la communauté Escouade.',
  consequence: 'En cas de nouveau manquement, votre compte pourra être suspendu.',
  contactLabel: 'Nous contacter',
};

const en: typeof fr = {
  subject: 'A warning from moderation',
  preheader: 'Something you published on Escouade was reported and reviewed.',
  introPost:
    'Members reported your post. The moderation team left it online but reminds you of the Escouade community rules. Here is how it began:',
  introComment:
    'Members reported your comment. The moderation team left it online but reminds you of the Escouade community rules. Here is how it began:',
  introProfile:
    'Members reported your profile. The moderation team reminds you of the Escouade community rules.',
  consequence: 'If it happens again, your account may be suspended.',
  contactLabel: 'Contact us',
};

/** To the author of a reported item that a moderator kept but warned about. */
export const moderationWarningTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ModerationWarningData, copy, { appUrl }) => {
    const intro = { post: copy.introPost, comment: copy.introComment, profile: copy.introProfile }[data.kind];
    const excerpt = Array.from(data.excerpt.trim());
    const quoted =
      excerpt.length <= EXCERPT_MAX_LENGTH
        ? excerpt.join('')
        : `${excerpt
            .slice(0, EXCERPT_MAX_LENGTH - 1)
            .join('')
            .trimEnd()}…`;
    return {
      subject: copy.subject,
      preheader: copy.preheader,
      heading: copy.subject,
      blocks: [
        { type: 'paragraph', text: intro },
        ...(quoted ? [{ type: 'quote' as const, text: quoted }] : []),
        {
          type: 'paragraph',
          text: copy.consequence,
          link: { label: copy.contactLabel, url: `${appUrl}/contact` },
        },
      ],
    };
  },
});
