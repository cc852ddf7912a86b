import { defineEmailTemplate } from './email-layout.ts';

export interface ReportOutcomeData {
  /** What was reported. */
  kind: 'post' | 'comment' | 'profile';
  /** `actioned`: the moderators removed the content, warned or banned its author; `dismissed`: no rule broken. */
  outcome: 'actioned' | 'dismissed';
}

const fr = {
  subject: 'Votre signalement a été examiné',
  preheader: 'La modération d’Escouade a examiné ce que vous avez signalé.',
  kindPost: 'la publication',
  kindComment: 'le commentaire',
  kindProfile: 'le profil',
  actioned:
    'Merci. Après examen, l’équipe de modération a pris des mesures concernant {kind} que vous avez signalé.',
  dismissed:
    'Merci. Après examen, l’équipe de modération a estimé que {kind} que vous avez signalé respecte les règles de la communauté. Aucune mesure n’a été prise.',
  note: 'Vous pouvez aussi bloquer ou masquer une personne depuis son profil.',
};

const en: typeof fr = {
  subject: 'Your report was reviewed',
  preheader: 'Escouade’s moderation team reviewed what you reported.',
  kindPost: 'the post',
  kindComment: 'the comment',
  kindProfile: 'the profile',
  actioned: 'Thank you. After review, the moderation team took action on {kind} you reported.',
  dismissed:
    'Thank you. After review, the moderation team found that {kind} you reported follows the community rules. No action was taken.',
  note: 'You can also block or mute someone from their profile.',
};

/** To each member who reported an item, once a moderator has decided: in their language, without details. */
export const reportOutcomeTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ReportOutcomeData, copy) => {
    const kind = { post: copy.kindPost, comment: copy.kindComment, profile: copy.kindProfile }[data.kind];
    return {
      subject: copy.subject,
      preheader: copy.preheader,
      heading: copy.subject,
      blocks: [
        { type: 'paragraph', text: copy[data.outcome].replace('{kind}', kind) },
        { type: 'paragraph', text: copy.note },
      ],
    };
  },
});
