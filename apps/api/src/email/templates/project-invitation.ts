import { defineEmailTemplate } from './email-layout.ts';
import { type NotificationEmailLinks, unsubscribeBlocks } from './notification.ts';

export interface ProjectInvitationData extends NotificationEmailLinks {
  projectTitle: string;
  /** The client's name (the display-name rule), null for a client who has none. */
  clientName: string | null;
  /**
   * The organisation the project was created for, whether an administrator verified it, and its public page;
   * null for a client in their own name.
   */
  organisation: { name: string; sector: string | null; verified: boolean; url: string } | null;
  /** The client's record: projects delivered on Escouade, and what professionals' published reviews say. */
  clientCompletedProjects: number;
  clientRating: { average: number | null; count: number };
  /** The skills the professional was chosen for: the level the brief requires (null if it no longer names it). */
  skills: { name: string; level: number; requiredLevel: number | null }[];
  /** The project's first and last days, already written in the reader's language; null when not given. */
  startDay: string | null;
  deadlineDay: string | null;
  /** The hours a week the seat asks of this professional. */
  hoursPerWeek: number;
  /** The professional's rate as proposed and what it comes to over the project, written as money; null without a rate. */
  hourlyRate: string | null;
  estimatedEarnings: string | null;
  /** The invitation's page, where it is read, asked about, accepted or declined. */
  url: string;
}

const fr = {
  subject: 'Invitation à rejoindre une équipe Escouade',
  preheader: 'Un client vous propose de rejoindre l’équipe de son projet.',
  heading: 'Vous êtes invité·e dans une équipe',
  intro: 'Un client a choisi une équipe dont vous faites partie pour son projet :',
  introNamed: '{client} a choisi une équipe dont vous faites partie pour son projet :',
  projectLabel: 'Projet',
  clientLabel: 'Client',
  organisationLabel: 'Organisation',
  organisationSector: '{name}, secteur\u202f: {sector}',
  organisationVerified:
    '{organisation}, entreprise vérifiée par Escouade (SIRET et immatriculation contrôlés)',
  organisationLink:
    'Le projet est mené pour {organisation}. Sa page publique dit qui elle est et les projets qu’elle a menés sur Escouade.',
  organisationLinkLabel: 'Voir la page de {name}',
  recordLabel: 'Parcours du client',
  decimal: ',',
  recordNone: 'premier projet sur Escouade, pas encore d’avis',
  recordCompleted: '{count} projet(s) mené(s) à bien sur Escouade',
  recordRating: 'noté {average}/5 par les professionnels ({count} avis)',
  recordNoRating: 'pas encore d’avis de professionnels',
  skillsLabel: 'Compétences demandées',
  skillLevels: '{name} (niveau requis {required}/5, le vôtre {level}/5)',
  skillLevel: '{name} (votre niveau {level}/5)',
  datesLabel: 'Dates',
  datesBoth: 'du {start} au {deadline}',
  datesStart: 'à partir du {start}',
  datesDeadline: 'jusqu’au {deadline}',
  datesNone: 'à convenir',
  hoursLabel: 'Heures par semaine',
  hoursValue: '{hours}\u00a0h par semaine',
  rateLabel: 'Votre tarif proposé',
  rateValue: '{rate} de l’heure, soit environ {total} sur le projet',
  rateNone: 'non renseigné sur votre profil',
  action: 'Voir l’invitation',
  note: 'Posez vos questions au client, puis acceptez ou déclinez depuis la page de l’invitation ; si vous déclinez, votre place sera proposée à un autre professionnel.',
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
  introNamed: '{client} chose a team that includes you for their project:',
  projectLabel: 'Project',
  clientLabel: 'Client',
  organisationLabel: 'Organisation',
  organisationSector: '{name}, sector: {sector}',
  organisationVerified: '{organisation}, a business verified by Escouade (SIRET and registration checked)',
  organisationLink:
    'The project is run for {organisation}. Its public page says who it is and the projects it delivered on Escouade.',
  organisationLinkLabel: 'See the page of {name}',
  recordLabel: 'Client’s record',
  decimal: '.',
  recordNone: 'first project on Escouade, no reviews yet',
  recordCompleted: '{count} project(s) delivered on Escouade',
  recordRating: 'rated {average}/5 by professionals ({count} reviews)',
  recordNoRating: 'no reviews from professionals yet',
  skillsLabel: 'Skills asked for',
  skillLevels: '{name} (level required {required}/5, yours {level}/5)',
  skillLevel: '{name} (your level {level}/5)',
  datesLabel: 'Dates',
  datesBoth: 'from {start} to {deadline}',
  datesStart: 'from {start}',
  datesDeadline: 'until {deadline}',
  datesNone: 'to be agreed',
  hoursLabel: 'Hours a week',
  hoursValue: '{hours} h a week',
  rateLabel: 'Your rate as proposed',
  rateValue: '{rate} an hour, about {total} over the project',
  rateNone: 'not given on your profile',
  action: 'View the invitation',
  note: 'Ask the client your questions, then accept or decline from the invitation’s page; if you decline, your seat will be offered to another professional.',
  stop: 'No longer want invitations by e-mail? You will still find them in your notifications.',
  stopLabel: 'Stop these e-mails',
  settingsText: 'You can also choose, type by type, what reaches you by e-mail.',
  settingsLabel: 'Set my e-mails',
};

function clientRecordText(data: ProjectInvitationData, copy: Record<string, string>): string {
  if (data.clientCompletedProjects === 0 && data.clientRating.count === 0) return copy.recordNone!;
  const completed = copy.recordCompleted!.replace('{count}', String(data.clientCompletedProjects));
  const rating =
    data.clientRating.count > 0 && data.clientRating.average !== null
      ? copy
          .recordRating!.replace('{average}', String(data.clientRating.average).replace('.', copy.decimal!))
          .replace('{count}', String(data.clientRating.count))
      : copy.recordNoRating!;
  return `${completed}, ${rating}`;
}

function organisationText(
  organisation: NonNullable<ProjectInvitationData['organisation']>,
  copy: Record<string, string>,
): string {
  const named = organisation.sector
    ? fill(copy.organisationSector!, { name: organisation.name, sector: organisation.sector })
    : organisation.name;
  return organisation.verified ? fill(copy.organisationVerified!, { organisation: named }) : named;
}

function fill(text: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (result, [key, value]) => result.replace(`{${key}}`, String(value)),
    text,
  );
}

function skillsText(data: ProjectInvitationData, copy: Record<string, string>): string {
  return data.skills
    .map((skill) =>
      skill.requiredLevel === null
        ? fill(copy.skillLevel!, { name: skill.name, level: skill.level })
        : fill(copy.skillLevels!, { name: skill.name, required: skill.requiredLevel, level: skill.level }),
    )
    .join(', ');
}

function datesText(data: ProjectInvitationData, copy: Record<string, string>): string {
  const values = { start: data.startDay ?? '', deadline: data.deadlineDay ?? '' };
  if (data.startDay && data.deadlineDay) return fill(copy.datesBoth!, values);
  if (data.startDay) return fill(copy.datesStart!, values);
  if (data.deadlineDay) return fill(copy.datesDeadline!, values);
  return copy.datesNone!;
}

function rateText(data: ProjectInvitationData, copy: Record<string, string>): string {
  if (data.hourlyRate === null) return copy.rateNone!;
  return fill(copy.rateValue!, { rate: data.hourlyRate, total: data.estimatedEarnings ?? '' });
}

export const projectInvitationTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ProjectInvitationData, copy) => ({
    subject: copy.subject,
    preheader: copy.preheader,
    heading: copy.heading,
    blocks: [
      {
        type: 'paragraph',
        text: data.clientName ? copy.introNamed.replace('{client}', data.clientName) : copy.intro,
      },
      {
        type: 'fields',
        rows: [
          { label: copy.projectLabel, value: data.projectTitle },
          ...(data.clientName ? [{ label: copy.clientLabel, value: data.clientName }] : []),
          ...(data.organisation
            ? [{ label: copy.organisationLabel, value: organisationText(data.organisation, copy) }]
            : []),
          { label: copy.recordLabel, value: clientRecordText(data, copy) },
          { label: copy.skillsLabel, value: skillsText(data, copy) },
          { label: copy.datesLabel, value: datesText(data, copy) },
          {
            label: copy.hoursLabel,
            value: fill(copy.hoursValue, { hours: String(data.hoursPerWeek).replace('.', copy.decimal) }),
          },
          { label: copy.rateLabel, value: rateText(data, copy) },
        ],
      },
      ...(data.organisation
        ? [
            {
              type: 'paragraph' as const,
              text: fill(copy.organisationLink, { organisation: data.organisation.name }),
              link: {
                label: fill(copy.organisationLinkLabel, { name: data.organisation.name }),
                url: data.organisation.url,
              },
            },
          ]
        : []),
      { type: 'button', link: { label: copy.action, url: data.url } },
      { type: 'note', text: copy.note },
      ...unsubscribeBlocks(data, copy.stop, copy),
    ],
  }),
});
