import { defineEmailTemplate } from './email-layout.ts';

/** How long the link of this mail resets the password: Better Auth refuses it after, the outbox deletes the mail. */
export const RESET_LINK_VALIDITY_SECONDS = 60 * 60;

export interface ResetPasswordData {
  url: string;
}

const fr = {
  subject: 'Réinitialisez votre mot de passe',
  preheader: 'Vous avez demandé à changer le mot de passe de votre compte Escouade.',
  heading: 'Réinitialisation du mot de passe',
  intro:
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Escouade. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
  action: 'Choisir un nouveau mot de passe',
  validity: 'Ce lien n’est valable que pendant une durée limitée et ne peut servir qu’une seule fois.',
  ignore:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
};

const en: typeof fr = {
  subject: 'Reset your password',
  preheader: 'You asked to change the password of your Escouade account.',
  heading: 'Password reset',
  intro:
    'We received a request to reset the password of your Escouade account. Use the button below to choose a new one.',
  action: 'Choose a new password',
  validity: 'This link is only valid for a limited time and can be used only once.',
  ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
};

export const resetPasswordTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ResetPasswordData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'button', link: { label: copy.action, url: data.url } },
      { type: 'note', text: copy.validity },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
