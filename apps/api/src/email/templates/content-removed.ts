import { defineEmailTemplate } from './email-layout.ts';

export interface ContentRemovedData {
  kind: 'post' | 'comment';
  /** The start of the removed text, so the author knows which one it was. */
  excerpt: string;
}

/** Long enough to recognise the text, short enough that the notice does not republish it. */
const EXCERPT_MAX_LENGTH = 280;

const fr = {
  subjectPost: 'Votre publication a été retirée',
  subjectComment: 'Votre commentaire a été retiré',
  preheader: 'Un contenu que vous avez publié sur Escouade a été retiré par la modération.',
  introPost:
    'L’équipe de modération a retiré votre publication car elle ne respecte pas les règles de la communauté Escouade. En voici le début\u00a0:',
  introComment:
    'L’équipe de modération a retiré votre commentaire car il ne respecte pas les règles de la communauté Escouade. En voici le début\u00a0:',
  appeal: 'Si vous pensez qu’il s’agit d’une erreur, écrivez-nous.',
  contactLabel: 'Nous contacter',
};

const en: typeof fr = {
  subjectPost: 'Your post was removed',
  subjectComment: 'Your comment was removed',
  preheader: 'Something you published on Escouade was removed by moderation.',
  introPost:
    'The moderation team removed your post because it does not follow the Escouade community rules. Here is how it began:',
  introComment:
    'The moderation team removed your comment because it does not follow the Escouade community rules. Here is how it began:',
  appeal: 'If you think this is a mistake, write to us.',
  contactLabel: 'Contact us',
};

export const contentRemovedTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ContentRemovedData, copy, { appUrl }) => {
    const subject = data.kind === 'post' ? copy.subjectPost : copy.subjectComment;
    return {
      subject,
      preheader: copy.preheader,
      heading: subject,
      blocks: [
        { type: 'paragraph', text: data.kind === 'post' ? copy.introPost : copy.introComment },
        { type: 'quote', text: truncate(data.excerpt, EXCERPT_MAX_LENGTH) },
        {
          type: 'paragraph',
          text: copy.appeal,
          link: { label: copy.contactLabel, url: `${appUrl}/contact` },
        },
      ],
    };
  },
});

function truncate(text: string, maxLength: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= maxLength
    ? chars.join('')
    : `${chars
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`;
}
