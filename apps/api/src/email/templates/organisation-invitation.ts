import { defineEmailTemplate } from './email-layout.ts';
import { formatEmailDate } from './format-email-date.ts';

export interface OrganisationInvitationData {
  /** Who invites, by name; null when they have given none (the organisation then invites, in the copy). */
  inviterName: string | null;
  organisationName: string;
  /** The page that accepts the invitation, its token in the link. */
  url: string;
  /** ISO instant until which the link works. */
  expiresAt: string;
}

const fr = {
  // No word a person typed in a subject: the names are in the message.
  subject: 'Invitation à rejoindre une organisation sur Escouade',
  preheader: 'Rejoignez votre organisation pour suivre ses projets.',
  heading: 'Rejoignez {organisation}',
  intro:
    '{inviter} vous invite à rejoindre l’organisation {organisation} sur Escouade. Ses membres suivent ses projets et agissent sur eux comme leur client.',
  introUnnamed:
    'Vous êtes invité à rejoindre l’organisation {organisation} sur Escouade. Ses membres suivent ses projets et agissent sur eux comme leur client.',
  steps:
    'Connectez-vous (ou créez un compte client) avec cette adresse e-mail, puis ouvrez le lien ci-dessous.',
  action: 'Rejoindre l’organisation',
  validity: 'Ce lien fonctionne jusqu’au {date}.',
  ignore: 'Si vous ne connaissez pas cette organisation, ignorez ce message.',
};

const en: typeof fr = {
  subject: 'An invitation to join an organisation on Escouade',
  preheader: 'Join your organisation to follow its projects.',
  heading: 'Join {organisation}',
  intro:
    '{inviter} invites you to join the organisation {organisation} on Escouade. Its members follow its projects and act on them as their client.',
  introUnnamed:
    'You are invited to join the organisation {organisation} on Escouade. Its members follow its projects and act on them as their client.',
  steps: 'Sign in (or create a client account) with this e-mail address, then open the link below.',
  action: 'Join the organisation',
  validity: 'This link works until {date}.',
  ignore: 'If you do not know this organisation, ignore this message.',
};

const fill = (text: string, data: OrganisationInvitationData) =>
  text.replaceAll('{inviter}', data.inviterName ?? '').replaceAll('{organisation}', data.organisationName);

/** To a colleague invited into a client organisation by its owner. */
export const organisationInvitationTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: OrganisationInvitationData, copy, options) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: fill(copy.heading, data),
    blocks: [
      { type: 'paragraph', text: fill(data.inviterName ? copy.intro : copy.introUnnamed, data) },
      { type: 'paragraph', text: copy.steps },
      { type: 'button', link: { label: copy.action, url: data.url } },
      {
        type: 'note',
        text: copy.validity.replace('{date}', formatEmailDate(data.expiresAt, options.locale)),
      },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
