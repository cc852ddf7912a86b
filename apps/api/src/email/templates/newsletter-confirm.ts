import { defineEmailTemplate } from './email-layout.ts';

/**
 * How long the link of this mail confirms a subscription: the newsletter refuses it after, and the outbox's
 * retention deletes the mail then.
 */
export const CONFIRMATION_LINK_VALIDITY_MS = 7 * 24 * 60 * 60_000;

export interface NewsletterConfirmData {
  confirmUrl: string;
  unsubscribeUrl: string;
}

const fr = {
  subject: 'Confirmez votre inscription à la newsletter',
  preheader: 'Un clic pour recevoir les nouvelles d’Escouade.',
  heading: 'Confirmez votre inscription',
  intro:
    'Vous avez demandé à recevoir la newsletter d’Escouade. Confirmez votre inscription en cliquant sur le bouton ci-dessous.',
  action: 'Confirmer mon inscription',
  ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: vous ne recevrez rien.',
  unsubscribeText: 'Vous ne souhaitez plus recevoir nos messages\u00a0?',
  unsubscribeLabel: 'Se désabonner',
};

const en: typeof fr = {
  subject: 'Confirm your newsletter subscription',
  preheader: 'One click to receive news from Escouade.',
  heading: 'Confirm your subscription',
  intro: 'You asked to receive the Escouade newsletter. Confirm your subscription with the button below.',
  action: 'Confirm my subscription',
  ignore: 'If you did not ask for this, ignore this message: you will not receive anything.',
  unsubscribeText: 'No longer want to hear from us?',
  unsubscribeLabel: 'Unsubscribe',
};

export const newsletterConfirmTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: NewsletterConfirmData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    // Mail clients show their own unsubscribe button from this header (RFC 2369).
    headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` },
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'button', link: { label: copy.action, url: data.confirmUrl } },
      { type: 'note', text: copy.ignore },
      {
        type: 'paragraph',
        text: copy.unsubscribeText,
        link: { label: copy.unsubscribeLabel, url: data.unsubscribeUrl },
      },
    ],
  }),
});
