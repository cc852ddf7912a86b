import { CONTACT_SUBJECTS, type ContactSubject } from '@escouade/contract';
import { defineEmailTemplate } from './email-layout.ts';

export interface ContactMessageData {
  name: string;
  email: string;
  /** One of the contact form's subjects; another value is shown as is. */
  subject: ContactSubject | (string & {});
  message: string;
}

// Subject labels match the contact form's (apps/web/src/locales/*/contact.json).
const fr = {
  subject: 'Formulaire de contact',
  preheader: 'Un visiteur a écrit via le formulaire de contact.',
  heading: 'Nouveau message depuis le formulaire de contact',
  intro:
    'Un visiteur a écrit via le formulaire de contact du site. Répondez-lui à l’adresse indiquée ci-dessous.',
  nameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  subjectLabel: 'Sujet',
  messageLabel: 'Message\u00a0:',
  information: 'Demande d’information',
  devis: 'Demande de devis',
  support: 'Support technique',
  partnership: 'Proposition de partenariat',
  other: 'Autre',
};

const en: typeof fr = {
  subject: 'Contact form',
  preheader: 'A visitor wrote through the contact form.',
  heading: 'New message from the contact form',
  intro: 'A visitor wrote through the site’s contact form. Reply to them at the address below.',
  nameLabel: 'Name',
  emailLabel: 'Email address',
  subjectLabel: 'Subject',
  messageLabel: 'Message:',
  information: 'Information request',
  devis: 'Quote request',
  support: 'Technical support',
  partnership: 'Partnership proposal',
  other: 'Other',
};

export const contactMessageTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: ContactMessageData, copy) => {
    const topic = CONTACT_SUBJECTS.find((key) => key === data.subject);
    const topicLabel = topic ? copy[topic] : data.subject;
    return {
      // Only the form's own words: what a visitor typed (their name, a topic of their own) stays in the body.
      subject: `${copy.subject} — ${topic ? copy[topic] : copy.other}`,
      preheader: copy.preheader,
      heading: copy.heading,
      // The inbox answers the visitor directly.
      headers: { 'Reply-To': data.email },
      isReplyExpected: true,
      blocks: [
        { type: 'paragraph', text: copy.intro },
        {
          type: 'fields',
          rows: [
            { label: copy.nameLabel, value: data.name },
            { label: copy.emailLabel, value: data.email },
            { label: copy.subjectLabel, value: topicLabel },
          ],
        },
        { type: 'paragraph', text: copy.messageLabel },
        { type: 'quote', text: data.message },
      ],
    };
  },
});
