import { defineEmailTemplate } from './email-layout.ts';

/** How long the link of this mail confirms the address: Better Auth refuses it after, the outbox deletes the mail. */
export const CONFIRMATION_LINK_VALIDITY_SECONDS = 24 * 60 * 60;

export interface VerifyEmailData {
  url: string;
}

const fr = {
  subject: 'Confirmez votre adresse e-mail',
  preheader: 'Plus qu’une étape pour activer votre compte Escouade.',
  heading: 'Confirmez votre adresse e-mail',
  intro:
    'Bienvenue sur Escouade\u00a0! Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous.',
  action: 'Confirmer mon adresse e-mail',
  ignore: 'Si vous n’avez pas créé de compte sur Escouade, ignorez simplement ce message.',
};

const en: typeof fr = {
  subject: 'Confirm your email address',
  preheader: 'One more step to activate your Escouade account.',
  heading: 'Confirm your email address',
  intro: 'Welcome to Escouade! To activate your account, confirm your email address with the button below.',
  action: 'Confirm my email address',
  ignore: 'If you did not create an Escouade account, simply ignore this message.',
};

export const verifyEmailTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: VerifyEmailData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'button', link: { label: copy.action, url: data.url } },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
