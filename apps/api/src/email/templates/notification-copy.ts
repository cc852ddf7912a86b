import type { Language } from '@escouade/contract';
import {
  NOTIFICATION_NAMED_ACTORS,
  type Notification,
  type NotificationType,
} from '@escouade/contract/notifications';
import { applyFrenchTypography } from '@escouade/contract/french-typography';

/**
 * How a notification reads in an e-mail, in each language: the sentence for one person and for several
 * (`{actors}`, `{subject}`), and the name of its type in the unsubscribe line ("e-mails about …").
 */
interface TypeCopy {
  one: string;
  other: string;
  topic: string;
}

const fr: Record<NotificationType, TypeCopy> = {
  new_follower: {
    one: '{actors} vous suit désormais.',
    other: '{actors} vous suivent désormais.',
    topic: 'vos nouveaux abonnés',
  },
  post_liked: {
    one: '{actors} aime votre publication «\u00a0{subject}\u00a0».',
    other: '{actors} aiment votre publication «\u00a0{subject}\u00a0».',
    topic: 'les mentions J’aime sur vos publications',
  },
  post_commented: {
    one: '{actors} a commenté votre publication «\u00a0{subject}\u00a0».',
    other: '{actors} ont commenté votre publication «\u00a0{subject}\u00a0».',
    topic: 'les commentaires sur vos publications',
  },
  comment_reply: {
    one: '{actors} a répondu dans la conversation sur «\u00a0{subject}\u00a0».',
    other: '{actors} ont répondu dans la conversation sur «\u00a0{subject}\u00a0».',
    topic: 'les réponses dans les conversations où vous avez commenté',
  },
  mention: {
    one: '{actors} vous a mentionné·e dans «\u00a0{subject}\u00a0».',
    other: '{actors} vous ont mentionné·e dans «\u00a0{subject}\u00a0».',
    topic: 'les mentions de votre nom',
  },
  invitation_received: {
    one: '{actors} vous invite dans l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} vous invitent dans l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les invitations dans une équipe',
  },
  invitation_accepted: {
    one: '{actors} a rejoint l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont rejoint l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les invitations acceptées',
  },
  invitation_declined: {
    one: '{actors} a décliné l’invitation au projet «\u00a0{subject}\u00a0»\u00a0: vous pouvez proposer la place à quelqu’un d’autre.',
    other:
      '{actors} ont décliné l’invitation au projet «\u00a0{subject}\u00a0»\u00a0: vous pouvez proposer les places à d’autres.',
    topic: 'les invitations déclinées',
  },
  seat_refilled: {
    one: '{actors} a proposé une place du projet «\u00a0{subject}\u00a0» à un nouveau professionnel.',
    other: '{actors} ont proposé une place du projet «\u00a0{subject}\u00a0» à un nouveau professionnel.',
    topic: 'les places de votre équipe proposées à quelqu’un de nouveau',
  },
  member_left: {
    one: '{actors} a quitté l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont quitté l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les départs d’un membre de l’équipe',
  },
  project_message: {
    one: '{actors} a écrit dans le fil du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont écrit dans le fil du projet «\u00a0{subject}\u00a0».',
    topic: 'les messages du fil de vos projets',
  },
  milestone_delivered: {
    one: '{actors} a livré le jalon «\u00a0{subject}\u00a0»\u00a0: acceptez-le ou demandez des modifications.',
    other:
      '{actors} ont livré le jalon «\u00a0{subject}\u00a0»\u00a0: acceptez-le ou demandez des modifications.',
    topic: 'les jalons livrés',
  },
  milestone_accepted: {
    one: '{actors} a accepté le jalon «\u00a0{subject}\u00a0».',
    other: '{actors} ont accepté le jalon «\u00a0{subject}\u00a0».',
    topic: 'les jalons acceptés',
  },
  milestone_changes_requested: {
    one: '{actors} demande des modifications sur le jalon «\u00a0{subject}\u00a0».',
    other: '{actors} demandent des modifications sur le jalon «\u00a0{subject}\u00a0».',
    topic: 'les demandes de modifications',
  },
  project_cancelled: {
    one: '{actors} a annulé le projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont annulé le projet «\u00a0{subject}\u00a0».',
    topic: 'les projets annulés',
  },
  review_received: {
    one: '{actors} a publié son avis sur vous pour le projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont publié leur avis sur vous pour le projet «\u00a0{subject}\u00a0».',
    topic: 'les avis reçus',
  },
  content_removed: {
    one: 'La modération a retiré votre contenu «\u00a0{subject}\u00a0», contraire aux règles de la communauté.',
    other:
      'La modération a retiré votre contenu «\u00a0{subject}\u00a0», contraire aux règles de la communauté.',
    topic: 'les contenus retirés',
  },
  report_filed: {
    one: '{actors} a fait un signalement à examiner.',
    other: '{actors} ont fait des signalements à examiner.',
    topic: 'les nouveaux signalements',
  },
  skill_pending: {
    one: '{actors} propose la compétence «\u00a0{subject}\u00a0», en attente d’examen.',
    other: '{actors} proposent des compétences en attente d’examen, dont «\u00a0{subject}\u00a0».',
    topic: 'les compétences proposées',
  },
};

const en: Record<NotificationType, TypeCopy> = {
  new_follower: {
    one: '{actors} now follows you.',
    other: '{actors} now follow you.',
    topic: 'new followers',
  },
  post_liked: {
    one: '{actors} likes your post “{subject}”.',
    other: '{actors} like your post “{subject}”.',
    topic: 'likes on your posts',
  },
  post_commented: {
    one: '{actors} commented on your post “{subject}”.',
    other: '{actors} commented on your post “{subject}”.',
    topic: 'comments on your posts',
  },
  comment_reply: {
    one: '{actors} replied in the conversation on “{subject}”.',
    other: '{actors} replied in the conversation on “{subject}”.',
    topic: 'replies in conversations you took part in',
  },
  mention: {
    one: '{actors} mentioned you in “{subject}”.',
    other: '{actors} mentioned you in “{subject}”.',
    topic: 'mentions of you',
  },
  invitation_received: {
    one: '{actors} invites you to the team of the project “{subject}”.',
    other: '{actors} invite you to the team of the project “{subject}”.',
    topic: 'invitations to a team',
  },
  invitation_accepted: {
    one: '{actors} joined the team of the project “{subject}”.',
    other: '{actors} joined the team of the project “{subject}”.',
    topic: 'accepted invitations',
  },
  invitation_declined: {
    one: '{actors} declined the invitation to the project “{subject}”: you can offer the seat to someone else.',
    other: '{actors} declined the invitation to the project “{subject}”: you can offer the seats to others.',
    topic: 'declined invitations',
  },
  seat_refilled: {
    one: '{actors} offered a seat of the project “{subject}” to a new professional.',
    other: '{actors} offered a seat of the project “{subject}” to a new professional.',
    topic: 'seats of your team offered to someone new',
  },
  member_left: {
    one: '{actors} left the team of the project “{subject}”.',
    other: '{actors} left the team of the project “{subject}”.',
    topic: 'members leaving a team',
  },
  project_message: {
    one: '{actors} wrote in the thread of the project “{subject}”.',
    other: '{actors} wrote in the thread of the project “{subject}”.',
    topic: 'messages in your projects’ threads',
  },
  milestone_delivered: {
    one: '{actors} delivered the milestone “{subject}”: accept it or ask for changes.',
    other: '{actors} delivered the milestone “{subject}”: accept it or ask for changes.',
    topic: 'delivered milestones',
  },
  milestone_accepted: {
    one: '{actors} accepted the milestone “{subject}”.',
    other: '{actors} accepted the milestone “{subject}”.',
    topic: 'accepted milestones',
  },
  milestone_changes_requested: {
    one: '{actors} asks for changes to the milestone “{subject}”.',
    other: '{actors} ask for changes to the milestone “{subject}”.',
    topic: 'requests for changes',
  },
  project_cancelled: {
    one: '{actors} cancelled the project “{subject}”.',
    other: '{actors} cancelled the project “{subject}”.',
    topic: 'cancelled projects',
  },
  review_received: {
    one: '{actors} published their review of you for the project “{subject}”.',
    other: '{actors} published their reviews of you for the project “{subject}”.',
    topic: 'reviews you received',
  },
  content_removed: {
    one: 'A moderator removed your content “{subject}”, which broke the community rules.',
    other: 'A moderator removed your content “{subject}”, which broke the community rules.',
    topic: 'removed content',
  },
  report_filed: {
    one: '{actors} filed a report to review.',
    other: '{actors} filed reports to review.',
    topic: 'new reports',
  },
  skill_pending: {
    one: '{actors} proposes the skill “{subject}”, awaiting review.',
    other: '{actors} propose skills awaiting review, among them “{subject}”.',
    topic: 'proposed skills',
  },
};

const people = {
  fr: {
    someone: 'Un membre',
    two: '{first} et {second}',
    othersOne: '{names} et {count} autre',
    othersOther: '{names} et {count} autres',
  },
  en: {
    someone: 'A member',
    two: '{first} and {second}',
    othersOne: '{names} and {count} other',
    othersOther: '{names} and {count} others',
  },
};

const byLanguage = {
  fr: typeset(fr),
  en,
} satisfies Record<Language, Record<NotificationType, TypeCopy>>;

function typeset(copy: Record<NotificationType, TypeCopy>): Record<NotificationType, TypeCopy> {
  return Object.fromEntries(
    Object.entries(copy).map(([type, entry]) => [
      type,
      {
        one: applyFrenchTypography(entry.one),
        other: applyFrenchTypography(entry.other),
        topic: applyFrenchTypography(entry.topic),
      },
    ]),
  ) as Record<NotificationType, TypeCopy>;
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replaceAll(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** "Alice", "Alice et Bruno", "Alice, Bruno et 3 autres": the newest named, the rest counted. */
function actorsText(language: Language, line: Pick<Notification, 'actors' | 'actorCount'>): string {
  const words = people[language];
  const names = line.actors
    .slice(0, NOTIFICATION_NAMED_ACTORS)
    .map(
      (actor) => [actor.firstName, actor.lastName].filter((part) => part?.trim()).join(' ') || words.someone,
    );
  const others = Math.max(0, line.actorCount - names.length);
  if (others > 0) {
    return fill(others > 1 ? words.othersOther : words.othersOne, { names: names.join(', '), count: others });
  }
  if (names.length === 2) return fill(words.two, { first: names[0]!, second: names[1]! });
  return names[0] ?? words.someone;
}

/** The sentence a notification line reads as in an e-mail. */
export function notificationSentence(
  language: Language,
  line: Pick<Notification, 'type' | 'actors' | 'actorCount' | 'subject'>,
): string {
  const copy = byLanguage[language][line.type];
  const text = line.actorCount > 1 ? copy.other : copy.one;
  return fill(text, { actors: actorsText(language, line), subject: line.subject ?? '' });
}

/** What a type's e-mails are about, for the unsubscribe line. */
export function notificationTopic(language: Language, type: NotificationType): string {
  return byLanguage[language][type].topic;
}
