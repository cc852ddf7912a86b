import { defineEmailTemplate } from './email-layout.ts';
import { type NotificationEmailLinks, unsubscribeBlocks } from './notification.ts';

export interface InvoiceOverdueData extends NotificationEmailLinks {
  invoiceNumber: string;
  projectTitle: string;
  /** Already formatted in the recipient's language. */
  dueDate: string;
  amountDue: string;
  /** 1 for the first reminder. */
  reminderNumber: number;
  /** How to pay: a bank transfer's account and reference, or an online provider's page. */
  payment: {
    iban: string | null;
    bic: string | null;
    accountHolder: string | null;
    reference: string;
    url: string | null;
  };
  /** The project's page, where the invoice is downloaded. */
  url: string;
}

const fr = {
  subject: 'Facture {number} en attente de paiement',
  subjectAgain: 'Rappel : facture {number} toujours en attente de paiement',
  preheader: 'Une facture de votre projet a dépassé son échéance.',
  heading: 'Votre facture {number} est échue',
  intro:
    'La facture {number} du projet « {project} » était payable au plus tard le {due}. Nous n’avons pas encore reçu son règlement.',
  amountLabel: 'Reste à payer (TTC)',
  holderLabel: 'Titulaire du compte',
  ibanLabel: 'IBAN',
  bicLabel: 'BIC',
  referenceLabel: 'Référence du virement',
  payOnline: 'Payer en ligne',
  action: 'Voir la facture',
  penalties:
    'Tout retard de paiement entraîne des pénalités au taux indiqué sur la facture et une indemnité forfaitaire de 40 € pour frais de recouvrement. Si vous avez déjà payé, ne tenez pas compte de ce message.',
  stop: 'Vous ne voulez plus recevoir ces rappels par e-mail ? Vos factures restent visibles sur la page du projet.',
  stopLabel: 'Ne plus recevoir ces e-mails',
  settingsText: 'Vous pouvez aussi choisir, type par type, ce qui vous arrive par e-mail.',
  settingsLabel: 'Régler mes e-mails',
};

const en: typeof fr = {
  subject: 'Invoice {number} awaiting payment',
  subjectAgain: 'Reminder: invoice {number} still awaiting payment',
  preheader: 'An invoice of your project is past its due date.',
  heading: 'Your invoice {number} is overdue',
  intro:
    'Invoice {number} of the project “{project}” was payable by {due}. We have not received its payment yet.',
  amountLabel: 'Left to pay (VAT incl.)',
  holderLabel: 'Account holder',
  ibanLabel: 'IBAN',
  bicLabel: 'BIC',
  referenceLabel: 'Transfer reference',
  payOnline: 'Pay online',
  action: 'View the invoice',
  penalties:
    'Late payment incurs penalties at the rate printed on the invoice and a fixed €40 recovery indemnity. If you have paid already, please disregard this message.',
  stop: 'No longer want these reminders by e-mail? Your invoices stay on the project’s page.',
  stopLabel: 'Stop these e-mails',
  settingsText: 'You can also choose, type by type, what reaches you by e-mail.',
  settingsLabel: 'Set my e-mails',
};

/** To a project's client, when one of its invoices is past its due date and not paid, and again while it stays so. */
export const invoiceOverdueTemplate = defineEmailTemplate({
  copy: { fr, en },
  build: (data: InvoiceOverdueData, copy) => {
    const fill = (text: string) =>
      text
        .replaceAll('{number}', data.invoiceNumber)
        .replaceAll('{project}', data.projectTitle)
        .replaceAll('{due}', data.dueDate);
    const { payment } = data;
    return {
      subject: fill(data.reminderNumber > 1 ? copy.subjectAgain : copy.subject),
      preheader: copy.preheader,
      heading: fill(copy.heading),
      blocks: [
        { type: 'paragraph', text: fill(copy.intro) },
        {
          type: 'fields',
          rows: [
            { label: copy.amountLabel, value: data.amountDue },
            ...(payment.accountHolder ? [{ label: copy.holderLabel, value: payment.accountHolder }] : []),
            ...(payment.iban ? [{ label: copy.ibanLabel, value: payment.iban }] : []),
            ...(payment.bic ? [{ label: copy.bicLabel, value: payment.bic }] : []),
            { label: copy.referenceLabel, value: payment.reference },
          ],
        },
        ...(payment.url
          ? [{ type: 'button', link: { label: copy.payOnline, url: payment.url } } as const]
          : []),
        { type: 'button', link: { label: copy.action, url: data.url } },
        { type: 'note', text: copy.penalties },
        ...unsubscribeBlocks(data, copy.stop, copy),
      ],
    };
  },
});
