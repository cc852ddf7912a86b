import type { Language } from '@escouade/contract';
import {
  NOTIFICATION_NAMED_ACTORS,
  type Notification,
  type NotificationType,
} from '@escouade/contract/notifications';
import { applyFrenchTypography } from '@escouade/contract/french-typography';
import { capitalizeSentence, displayNameOr } from '@escouade/contract/people';

/**
 * How a notification reads in an e-mail, in each language: its subject line, the sentence for one person and
 * for several (`{actors}`, `{subject}`), and the name of its type in the unsubscribe line ("e-mails about …").
 */
interface TypeCopy {
  /** The e-mail's subject: what happened, without a name or a word anyone wrote. */
  subject: string;
  one: string;
  other: string;
  topic: string;
}

const fr: Record<NotificationType, TypeCopy> = {
  new_follower: {
    subject: 'Un nouvel abonné sur Escouade',
    one: '{actors} vous suit désormais.',
    other: '{actors} vous suivent désormais.',
    topic: 'vos nouveaux abonnés',
  },
  post_liked: {
    subject: 'Votre publication a reçu une mention J’aime',
    one: '{actors} aime votre publication «\u00a0{subject}\u00a0».',
    other: '{actors} aiment votre publication «\u00a0{subject}\u00a0».',
    topic: 'les mentions J’aime sur vos publications',
  },
  post_commented: {
    subject: 'Nouveau commentaire sur votre publication',
    one: '{actors} a commenté votre publication «\u00a0{subject}\u00a0».',
    other: '{actors} ont commenté votre publication «\u00a0{subject}\u00a0».',
    topic: 'les commentaires sur vos publications',
  },
  comment_reply: {
    subject: 'Nouvelle réponse dans une conversation',
    one: '{actors} a répondu dans la conversation sur «\u00a0{subject}\u00a0».',
    other: '{actors} ont répondu dans la conversation sur «\u00a0{subject}\u00a0».',
    topic: 'les réponses dans les conversations où vous avez commenté',
  },
  mention: {
    subject: 'Vous avez été mentionné·e sur Escouade',
    one: '{actors} vous a mentionné·e dans «\u00a0{subject}\u00a0».',
    other: '{actors} vous ont mentionné·e dans «\u00a0{subject}\u00a0».',
    topic: 'les mentions de votre nom',
  },
  invitation_received: {
    subject: 'Invitation à rejoindre une équipe',
    one: '{actors} vous invite dans l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} vous invitent dans l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les invitations dans une équipe',
  },
  invitation_accepted: {
    subject: 'Une invitation a été acceptée',
    one: '{actors} a rejoint l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont rejoint l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les invitations acceptées',
  },
  invitation_declined: {
    subject: 'Une invitation a été déclinée',
    one: '{actors} a décliné l’invitation au projet «\u00a0{subject}\u00a0»\u00a0: vous pouvez proposer la place à quelqu’un d’autre.',
    other:
      '{actors} ont décliné l’invitation au projet «\u00a0{subject}\u00a0»\u00a0: vous pouvez proposer les places à d’autres.',
    topic: 'les invitations déclinées',
  },
  seat_refilled: {
    subject: 'Une place de votre équipe a été proposée à quelqu’un de nouveau',
    one: '{actors} a proposé une place du projet «\u00a0{subject}\u00a0» à un nouveau professionnel.',
    other: '{actors} ont proposé une place du projet «\u00a0{subject}\u00a0» à un nouveau professionnel.',
    topic: 'les places de votre équipe proposées à quelqu’un de nouveau',
  },
  member_left: {
    subject: 'Un membre a quitté votre équipe',
    one: '{actors} a quitté l’équipe du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont quitté l’équipe du projet «\u00a0{subject}\u00a0».',
    topic: 'les départs d’un membre de l’équipe',
  },
  project_message: {
    subject: 'Nouveau message dans le fil d’un projet',
    one: '{actors} a écrit dans le fil du projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont écrit dans le fil du projet «\u00a0{subject}\u00a0».',
    topic: 'les messages du fil de vos projets',
  },
  proposal_message: {
    subject: 'Nouveau message avant le choix d’une équipe',
    one: '{actors} a écrit dans la conversation de l’équipe proposée pour le projet «\u00a0{subject}\u00a0».',
    other:
      '{actors} ont écrit dans la conversation de l’équipe proposée pour le projet «\u00a0{subject}\u00a0».',
    topic: 'les conversations avec les équipes proposées',
  },
  milestone_delivered: {
    subject: 'Un jalon a été livré',
    one: '{actors} a livré le jalon «\u00a0{subject}\u00a0»\u00a0: acceptez-le ou demandez des modifications.',
    other:
      '{actors} ont livré le jalon «\u00a0{subject}\u00a0»\u00a0: acceptez-le ou demandez des modifications.',
    topic: 'les jalons livrés',
  },
  milestone_accepted: {
    subject: 'Un jalon a été accepté',
    one: '{actors} a accepté le jalon «\u00a0{subject}\u00a0».',
    other: '{actors} ont accepté le jalon «\u00a0{subject}\u00a0».',
    topic: 'les jalons acceptés',
  },
  milestone_changes_requested: {
    subject: 'Des modifications sont demandées sur un jalon',
    one: '{actors} demande des modifications sur le jalon «\u00a0{subject}\u00a0».',
    other: '{actors} demandent des modifications sur le jalon «\u00a0{subject}\u00a0».',
    topic: 'les demandes de modifications',
  },
  project_cancelled: {
    subject: 'Un projet a été annulé',
    one: '{actors} a annulé le projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont annulé le projet «\u00a0{subject}\u00a0».',
    topic: 'les projets annulés',
  },
  review_received: {
    subject: 'Vous avez reçu un avis',
    one: '{actors} a publié son avis sur vous pour le projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont publié leur avis sur vous pour le projet «\u00a0{subject}\u00a0».',
    topic: 'les avis reçus',
  },
  content_removed: {
    subject: 'La modération a retiré votre contenu',
    one: 'La modération a retiré votre contenu «\u00a0{subject}\u00a0», contraire aux règles de la communauté.',
    other:
      'La modération a retiré votre contenu «\u00a0{subject}\u00a0», contraire aux règles de la communauté.',
    topic: 'les contenus retirés',
  },
  report_filed: {
    subject: 'Nouveau signalement à examiner',
    one: '{actors} a fait un signalement à examiner.',
    other: '{actors} ont fait des signalements à examiner.',
    topic: 'les nouveaux signalements',
  },
  skill_pending: {
    subject: 'Une compétence attend votre examen',
    one: '{actors} propose la compétence «\u00a0{subject}\u00a0», en attente d’examen.',
    other: '{actors} proposent des compétences en attente d’examen, dont «\u00a0{subject}\u00a0».',
    topic: 'les compétences proposées',
  },
  verification_approved: {
    subject: 'Votre entreprise est vérifiée',
    one: 'Votre entreprise (SIRET {subject}) est vérifiée : le badge «\u00a0Vérifié\u00a0» s’affiche sur votre profil.',
    other:
      'Votre entreprise (SIRET {subject}) est vérifiée : le badge «\u00a0Vérifié\u00a0» s’affiche sur votre profil.',
    topic: 'la vérification de votre entreprise',
  },
  verification_rejected: {
    subject: 'Votre demande de vérification a été refusée',
    one: 'Votre demande de vérification a été refusée. Motif\u00a0: {subject}',
    other: 'Votre demande de vérification a été refusée. Motif\u00a0: {subject}',
    topic: 'la vérification de votre entreprise',
  },
  timesheet_submitted: {
    subject: 'Une feuille de temps est à approuver',
    one: '{actors} a soumis une semaine d’heures sur le projet «\u00a0{subject}\u00a0»\u00a0: approuvez-la ou renvoyez-la.',
    other:
      '{actors} ont soumis des semaines d’heures sur le projet «\u00a0{subject}\u00a0»\u00a0: approuvez-les ou renvoyez-les.',
    topic: 'les feuilles de temps à approuver',
  },
  timesheet_approved: {
    subject: 'Votre semaine a été approuvée',
    one: '{actors} a approuvé votre semaine d’heures sur le projet «\u00a0{subject}\u00a0».',
    other: '{actors} ont approuvé vos semaines d’heures sur le projet «\u00a0{subject}\u00a0».',
    topic: 'les feuilles de temps approuvées',
  },
  timesheet_sent_back: {
    subject: 'Votre semaine vous est renvoyée',
    one: '{actors} vous renvoie votre semaine d’heures sur le projet «\u00a0{subject}\u00a0», avec un commentaire.',
    other:
      '{actors} vous renvoient vos semaines d’heures sur le projet «\u00a0{subject}\u00a0», avec un commentaire.',
    topic: 'les feuilles de temps renvoyées',
  },
  payout_recorded: {
    subject: 'Un versement a été enregistré',
    one: 'L’agence a enregistré un versement pour votre travail sur le projet «\u00a0{subject}\u00a0».',
    other: 'L’agence a enregistré des versements pour votre travail sur le projet «\u00a0{subject}\u00a0».',
    topic: 'les versements',
  },
  invoice_overdue: {
    subject: 'Une facture de votre projet est échue',
    one: 'La facture de votre projet «\u00a0{subject}\u00a0» a dépassé son échéance.',
    other: 'Des factures de votre projet «\u00a0{subject}\u00a0» ont dépassé leur échéance.',
    topic: 'les factures échues',
  },
  quote_to_accept: {
    subject: 'Un devis attend votre accord',
    one: 'Le devis de votre projet «\u00a0{subject}\u00a0» attend votre accord.',
    other: 'Le devis de votre projet «\u00a0{subject}\u00a0» a changé et attend votre accord.',
    topic: 'les devis à accepter',
  },
};

const en: Record<NotificationType, TypeCopy> = {
  new_follower: {
    subject: 'Someone new follows you on Escouade',
    one: '{actors} now follows you.',
    other: '{actors} now follow you.',
    topic: 'new followers',
  },
  post_liked: {
    subject: 'Someone liked your post',
    one: '{actors} likes your post “{subject}”.',
    other: '{actors} like your post “{subject}”.',
    topic: 'likes on your posts',
  },
  post_commented: {
    subject: 'New comment on your post',
    one: '{actors} commented on your post “{subject}”.',
    other: '{actors} commented on your post “{subject}”.',
    topic: 'comments on your posts',
  },
  comment_reply: {
    subject: 'New reply in a conversation',
    one: '{actors} replied in the conversation on “{subject}”.',
    other: '{actors} replied in the conversation on “{subject}”.',
    topic: 'replies in conversations you took part in',
  },
  mention: {
    subject: 'You were mentioned on Escouade',
    one: '{actors} mentioned you in “{subject}”.',
    other: '{actors} mentioned you in “{subject}”.',
    topic: 'mentions of you',
  },
  invitation_received: {
    subject: 'Invitation to join a team',
    one: '{actors} invites you to the team of the project “{subject}”.',
    other: '{actors} invite you to the team of the project “{subject}”.',
    topic: 'invitations to a team',
  },
  invitation_accepted: {
    subject: 'An invitation was accepted',
    one: '{actors} joined the team of the project “{subject}”.',
    other: '{actors} joined the team of the project “{subject}”.',
    topic: 'accepted invitations',
  },
  invitation_declined: {
    subject: 'An invitation was declined',
    one: '{actors} declined the invitation to the project “{subject}”: you can offer the seat to someone else.',
    other: '{actors} declined the invitation to the project “{subject}”: you can offer the seats to others.',
    topic: 'declined invitations',
  },
  seat_refilled: {
    subject: 'A seat of your team was offered to someone new',
    one: '{actors} offered a seat of the project “{subject}” to a new professional.',
    other: '{actors} offered a seat of the project “{subject}” to a new professional.',
    topic: 'seats of your team offered to someone new',
  },
  member_left: {
    subject: 'A member left your team',
    one: '{actors} left the team of the project “{subject}”.',
    other: '{actors} left the team of the project “{subject}”.',
    topic: 'members leaving a team',
  },
  project_message: {
    subject: 'New message in a project thread',
    one: '{actors} wrote in the thread of the project “{subject}”.',
    other: '{actors} wrote in the thread of the project “{subject}”.',
    topic: 'messages in your projects’ threads',
  },
  proposal_message: {
    subject: 'New message before a team is chosen',
    one: '{actors} wrote in the conversation with the team proposed for the project “{subject}”.',
    other: '{actors} wrote in the conversation with the team proposed for the project “{subject}”.',
    topic: 'conversations with proposed teams',
  },
  milestone_delivered: {
    subject: 'A milestone was delivered',
    one: '{actors} delivered the milestone “{subject}”: accept it or ask for changes.',
    other: '{actors} delivered the milestone “{subject}”: accept it or ask for changes.',
    topic: 'delivered milestones',
  },
  milestone_accepted: {
    subject: 'A milestone was accepted',
    one: '{actors} accepted the milestone “{subject}”.',
    other: '{actors} accepted the milestone “{subject}”.',
    topic: 'accepted milestones',
  },
  milestone_changes_requested: {
    subject: 'Changes requested on a milestone',
    one: '{actors} asks for changes to the milestone “{subject}”.',
    other: '{actors} ask for changes to the milestone “{subject}”.',
    topic: 'requests for changes',
  },
  project_cancelled: {
    subject: 'A project was cancelled',
    one: '{actors} cancelled the project “{subject}”.',
    other: '{actors} cancelled the project “{subject}”.',
    topic: 'cancelled projects',
  },
  review_received: {
    subject: 'You received a review',
    one: '{actors} published their review of you for the project “{subject}”.',
    other: '{actors} published their reviews of you for the project “{subject}”.',
    topic: 'reviews you received',
  },
  content_removed: {
    subject: 'A moderator removed your content',
    one: 'A moderator removed your content “{subject}”, which broke the community rules.',
    other: 'A moderator removed your content “{subject}”, which broke the community rules.',
    topic: 'removed content',
  },
  report_filed: {
    subject: 'New report to review',
    one: '{actors} filed a report to review.',
    other: '{actors} filed reports to review.',
    topic: 'new reports',
  },
  skill_pending: {
    subject: 'A skill awaits your review',
    one: '{actors} proposes the skill “{subject}”, awaiting review.',
    other: '{actors} propose skills awaiting review, among them “{subject}”.',
    topic: 'proposed skills',
  },
  verification_approved: {
    subject: 'Your business is verified',
    one: 'Your business (SIRET {subject}) is verified: the “Verified” badge shows on your profile.',
    other: 'Your business (SIRET {subject}) is verified: the “Verified” badge shows on your profile.',
    topic: 'the verification of your business',
  },
  verification_rejected: {
    subject: 'Your verification request was rejected',
    one: 'Your verification request was rejected. Reason: {subject}',
    other: 'Your verification request was rejected. Reason: {subject}',
    topic: 'the verification of your business',
  },
  timesheet_submitted: {
    subject: 'A timesheet to approve',
    one: '{actors} submitted a week of hours on the project “{subject}”: approve it or send it back.',
    other: '{actors} submitted weeks of hours on the project “{subject}”: approve them or send them back.',
    topic: 'timesheets to approve',
  },
  timesheet_approved: {
    subject: 'Your week was approved',
    one: '{actors} approved your week of hours on the project “{subject}”.',
    other: '{actors} approved your weeks of hours on the project “{subject}”.',
    topic: 'approved timesheets',
  },
  timesheet_sent_back: {
    subject: 'Your week was sent back',
    one: '{actors} sent back your week of hours on the project “{subject}”, with a comment.',
    other: '{actors} sent back your weeks of hours on the project “{subject}”, with a comment.',
    topic: 'timesheets sent back',
  },
  payout_recorded: {
    subject: 'A payout was recorded',
    one: 'The agency recorded a payout for your work on the project “{subject}”.',
    other: 'The agency recorded payouts for your work on the project “{subject}”.',
    topic: 'payouts',
  },
  invoice_overdue: {
    subject: 'An invoice of your project is overdue',
    one: 'The invoice of your project “{subject}” is past its due date.',
    other: 'Invoices of your project “{subject}” are past their due date.',
    topic: 'overdue invoices',
  },
  quote_to_accept: {
    subject: 'A quote awaits your agreement',
    one: 'The quote of your project “{subject}” awaits your agreement.',
    other: 'The quote of your project “{subject}” changed and awaits your agreement.',
    topic: 'quotes to accept',
  },
};

const people = {
  fr: {
    // Lower-case: it may stand mid-sentence ("Chloé Nguyen et un membre"); a sentence starts with a capital.
    someone: 'un membre',
    two: '{first} et {second}',
    othersOne: '{names} et {count} autre',
    othersOther: '{names} et {count} autres',
  },
  en: {
    someone: 'a member',
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
        subject: applyFrenchTypography(entry.subject),
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
    .map((actor) => displayNameOr(actor, words.someone));
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
  return capitalizeSentence(fill(text, { actors: actorsText(language, line), subject: line.subject ?? '' }));
}

/**
 * The subject line of a type's e-mail. Names and written words (an excerpt, a project's title) stay in the
 * body: a subject is what a mail client shows before anything is opened, and Escouade's name is on it.
 */
export function notificationSubject(language: Language, type: NotificationType): string {
  return byLanguage[language][type].subject;
}

/** What a type's e-mails are about, for the unsubscribe line. */
export function notificationTopic(language: Language, type: NotificationType): string {
  return byLanguage[language][type].topic;
}
