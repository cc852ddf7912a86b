import { defineEmailTemplate } from './email-layout.ts';

/**
 * Sent when someone registers an address that already has an account. The sign-up screen answers as for a new
 * address (it must not tell anyone which addresses have an account), so this mail is how the owner learns it.
 */
export interface AccountExistsData {
  signInUrl: string;
  resetUrl: string;
}

const fr = {
  subject: 'Vous avez déjà un compte Escouade',
  preheader: 'Quelqu’un vient de s’inscrire avec votre adresse e‑mail, qui a déjà un compte.',
  heading: 'Vous avez déjà un compte',
  intro:
    'Une inscription vient d’être demandée avec cette adresse e‑mail, mais un compte Escouade existe déjà pour elle. Aucun nouveau compte n’a été créé.',
  signIn: 'Se connecter',
  forgot: 'Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:',
  reset: 'réinitialiser le mot de passe',
  ignore:
    'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message\u00a0: votre compte reste inchangé.',
};

const en: typeof fr = {
  subject: 'You already have an Escouade account',
  preheader: 'Someone just signed up with your e-mail address, which already has an account.',
  heading: 'You already have an account',
  intro:
    'A sign-up was just requested with this e-mail address, but an Escouade account already exists for it. No new account was created.',
  signIn: 'Sign in',
  forgot: 'Forgot your password? Choose a new one:',
  reset: 'reset your password',
  ignore: 'If you did not sign up, ignore this message: your account stays unchanged.',
};

export const accountExistsTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: AccountExistsData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'button', link: { label: copy.signIn, url: data.signInUrl } },
      { type: 'paragraph', text: copy.forgot, link: { label: copy.reset, url: data.resetUrl } },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
