import { defineEmailTemplate } from './email-layout.ts';
import { formatEmailDate } from './format-email-date.ts';

export interface AccountDeletionScheduledData {
  /** The page that cancels the deletion (carries the token). */
  cancelUrl: string;
  /** ISO instant of the erasure. */
  dueAt: string;
}

const fr = {
  subject: 'Votre compte Escouade sera supprimé',
  preheader: 'Vous pouvez encore annuler la suppression de votre compte.',
  heading: 'Suppression de votre compte',
  intro:
    'Vous avez demandé la suppression de votre compte Escouade. Vous avez été déconnecté de tous vos appareils et ne pouvez plus vous connecter.',
  when: 'Le {date}, votre compte et vos données personnelles seront effacés\u00a0: profil, compétences, publications, commentaires, mentions «\u00a0J’aime\u00a0», abonnements et images. Dans les projets auxquels d’autres personnes participent, vous apparaîtrez comme «\u00a0ancien membre\u00a0», sans votre nom.',
  action: 'Annuler la suppression',
  cancel: 'Jusqu’à cette date, ce bouton annule la suppression et vous pourrez vous reconnecter.',
  ignore: 'Si vous n’êtes pas à l’origine de cette demande, annulez-la puis changez votre mot de passe.',
};

const en: typeof fr = {
  subject: 'Your Escouade account will be deleted',
  preheader: 'You can still cancel the deletion of your account.',
  heading: 'Deleting your account',
  intro:
    'You asked to delete your Escouade account. You were signed out of every device and can no longer sign in.',
  when: 'On {date}, your account and your personal data will be erased: profile, skills, posts, comments, likes, follows and images. In projects other people take part in, you will appear as “former member”, without your name.',
  action: 'Cancel the deletion',
  cancel: 'Until then, this button cancels the deletion and you can sign in again.',
  ignore: 'If you did not ask for this, cancel it, then change your password.',
};

/** To the member who asked to delete their account, with the link that cancels it during the grace period. */
export const accountDeletionScheduledTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: AccountDeletionScheduledData, copy, options) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'paragraph', text: copy.when.replace('{date}', formatEmailDate(data.dueAt, options.locale)) },
      { type: 'button', link: { label: copy.action, url: data.cancelUrl } },
      { type: 'note', text: copy.cancel },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
