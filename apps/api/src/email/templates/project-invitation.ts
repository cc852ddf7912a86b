import { defineEmailTemplate } from './email-layout.ts';

export interface ProjectInvitationData {
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
    ],
  }),
});
