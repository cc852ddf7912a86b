import { defineEmailTemplate } from './email-layout.ts';
import { type NotificationEmailLinks, unsubscribeBlocks } from './notification.ts';

export interface ProjectInvitationData extends NotificationEmailLinks {
  projectTitle: string;
  /** The skills the professional was chosen for, already formatted ("React (4/5), Figma (3/5)"). */
  skills: string;
  /** The professional's dashboard, where invitations are accepted or declined. */
  url: string;
}

const fr = {
  subject: 'Invitation à rejoindre une équipe Escouade',
  preheader: 'Un client vous propose de rejoindre l’équipe de son projet.',
  heading: 'Vous êtes invité·e dans une équipe',
  intro: 'Un client a choisi une équipe dont vous faites partie pour son projet :',
  projectLabel: 'Projet',
  skillsLabel: 'Vos compétences retenues',
  action: 'Voir l’invitation',
  note: 'Acceptez ou déclinez depuis votre tableau de bord ; si vous déclinez, votre place sera proposée à un autre professionnel.',
  stop: 'Vous ne voulez plus recevoir les invitations par e-mail ? Vous les trouverez toujours dans vos notifications.',
  stopLabel: 'Ne plus recevoir ces e-mails',
  settingsText: 'Vous pouvez aussi choisir, type par type, ce qui vous arrive par e-mail.',
  settingsLabel: 'Régler mes e-mails',
};

const en: typeof fr = {
  subject: 'Invitation to join an Escouade team',
  preheader: 'A client invites you to join the team of their project.',
  heading: 'You are invited to a team',
  intro: 'A client chose a team that includes you for their project:',
  projectLabel: 'Project',
  skillsLabel: 'Your skills they need',
  action: 'View the invitation',
  note: 'Accept or decline from your dashboard; if you decline, your seat will be offered to another professional.',
  stop: 'No longer want invitations by e-mail? You will still find them in your notifications.',
  stopLabel: 'Stop these e-mails',
  settingsText: 'You can also choose, type by type, what reaches you by e-mail.',
  settingsLabel: 'Set my e-mails',
};

export const projectInvitationTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ProjectInvitationData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro },
      {
        type: 'fields',
        rows: [
          { label: copy.projectLabel, value: data.projectTitle },
          { label: copy.skillsLabel, value: data.skills },
        ],
      },
      { type: 'button', link: { label: copy.action, url: data.url } },
      { type: 'note', text: copy.note },
      ...unsubscribeBlocks(data, copy.stop, copy),
    ],
  }),
});
