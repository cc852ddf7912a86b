import { defineEmailTemplate } from './email-layout.ts';
import { formatEmailDate } from './format-email-date.ts';

export interface DataExportReadyData {
  /** The page where the owner downloads the archive (signed in). */
  url: string;
  /** ISO instant until which it can be downloaded. */
  expiresAt: string;
}

const fr = {
  subject: 'Votre archive de données est prête',
  preheader: 'La copie de vos données Escouade peut être téléchargée.',
  heading: 'Votre archive est prête',
  intro:
    'La copie de vos données que vous avez demandée est prête. Connectez-vous pour la télécharger depuis la page «\u00a0Mes données\u00a0».',
  action: 'Télécharger mon archive',
  validity: 'Elle peut être téléchargée jusqu’au {date}, puis elle est supprimée.',
  ignore:
    'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe\u00a0: seul le titulaire du compte peut télécharger l’archive.',
};

const en: typeof fr = {
  subject: 'Your data archive is ready',
  preheader: 'The copy of your Escouade data can be downloaded.',
  heading: 'Your archive is ready',
  intro: 'The copy of your data you asked for is ready. Sign in to download it from the “My data” page.',
  action: 'Download my archive',
  validity: 'It can be downloaded until {date}; then it is deleted.',
  ignore:
    'If you did not ask for this, change your password: only the account holder can download the archive.',
};

/** To the member whose archive was just built. */
export const dataExportReadyTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: DataExportReadyData, copy, options) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      { type: 'button', link: { label: copy.action, url: data.url } },
      {
        type: 'note',
        text: copy.validity.replace('{date}', formatEmailDate(data.expiresAt, options.locale)),
      },
      { type: 'note', text: copy.ignore },
    ],
  }),
});
