import type { BillingDocument, DocumentLanguage, UnitCode } from './document-model.ts';

// Every word a document prints, in its two languages. French texts follow French typography: no-break space
// before a colon, typographic apostrophe.

export interface DocumentLabels {
  title: Record<BillingDocument['kind'], string>;
  number: string;
  issueDate: string;
  dueDate: string;
  servicePeriod: string;
  validUntil: string;
  purchaseOrder: string;
  project: string;
  precedingInvoice: string;
  creditReason: string;
  seller: string;
  buyer: string;
  siren: string;
  siret: string;
  vatNumber: string;
  taxRegistration: string;
  rcs: string;
  shareCapital: string;
  columns: { description: string; quantity: string; unitPrice: string; vat: string; amount: string };
  unit: (unit: UnitCode, quantity: number) => string;
  services: string;
  agencyFees: string;
  totalNet: string;
  vatAt: (rate: string) => string;
  vatCategory: { Z: string; E: string; AE: string };
  /** As the table's narrow VAT column shows it. */
  vatCategoryShort: { Z: string; E: string; AE: string };
  vatBasis: string;
  totalGross: string;
  prepaid: string;
  due: string;
  creditTotal: string;
  payment: string;
  paymentTerms: string;
  bankTransfer: string;
  notes: string;
  page: (page: number, pages: number) => string;
  continued: string;
  acceptance: string;
  acceptanceBlank: string;
  acceptedBy: (name: string, when: string) => string;
  acceptedDocument: string;
}

const fr: DocumentLabels = {
  title: { invoice: 'Facture', 'credit-note': 'Avoir', quote: 'Devis' },
  number: 'N°',
  issueDate: 'Date d’émission',
  dueDate: 'Date d’échéance',
  servicePeriod: 'Période de prestation',
  validUntil: 'Valable jusqu’au',
  purchaseOrder: 'Bon de commande',
  project: 'Projet',
  precedingInvoice: 'Facture d’origine',
  creditReason: 'Motif',
  seller: 'Émetteur',
  buyer: 'Client',
  siren: 'SIREN',
  siret: 'SIRET',
  vatNumber: 'N° TVA intracommunautaire',
  taxRegistration: 'N° fiscal',
  rcs: 'RCS',
  shareCapital: 'au capital de',
  columns: {
    description: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire HT',
    vat: 'TVA',
    amount: 'Montant HT',
  },
  unit: (unit, quantity) =>
    unit === 'HUR' ? 'h' : unit === 'DAY' ? (Math.abs(quantity) >= 2 ? 'jours' : 'jour') : '',
  services: 'Prestations',
  agencyFees: 'Frais d’agence',
  totalNet: 'Total HT',
  vatAt: (rate) => `TVA ${rate}`,
  vatCategory: { Z: 'TVA 0\u202f%', E: 'Exonéré', AE: 'Autoliquidation' },
  vatCategoryShort: { Z: '0\u202f%', E: 'Exonéré', AE: 'Autoliq.' },
  vatBasis: 'sur',
  totalGross: 'Total TTC',
  prepaid: 'Déjà réglé',
  due: 'Net à payer',
  creditTotal: 'Total de l’avoir TTC',
  payment: 'Paiement',
  paymentTerms: 'Conditions de paiement',
  bankTransfer: 'Virement bancaire',
  notes: 'Notes',
  page: (page, pages) => `Page ${page}/${pages}`,
  continued: 'suite',
  acceptance: 'Bon pour accord',
  acceptanceBlank:
    'Nom, date et signature du client, précédés de la mention «\u202fBon pour accord\u202f»\u00a0:',
  acceptedBy: (name, when) => `Devis accepté en ligne par ${name} le ${when}.`,
  acceptedDocument: 'Empreinte SHA-256 du devis accepté\u00a0:',
};

const en: DocumentLabels = {
  title: { invoice: 'Invoice', 'credit-note': 'Credit note', quote: 'Quote' },
  number: 'No.',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  servicePeriod: 'Service period',
  validUntil: 'Valid until',
  purchaseOrder: 'Purchase order',
  project: 'Project',
  precedingInvoice: 'Original invoice',
  creditReason: 'Reason',
  seller: 'From',
  buyer: 'Bill to',
  siren: 'SIREN',
  siret: 'SIRET',
  vatNumber: 'VAT number',
  taxRegistration: 'Tax number',
  rcs: 'Trade register (RCS)',
  shareCapital: 'with a share capital of',
  columns: {
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price excl. VAT',
    vat: 'VAT',
    amount: 'Amount excl. VAT',
  },
  unit: (unit, quantity) =>
    unit === 'HUR' ? 'h' : unit === 'DAY' ? (Math.abs(quantity) === 1 ? 'day' : 'days') : '',
  services: 'Services',
  agencyFees: 'Agency fees',
  totalNet: 'Total excl. VAT',
  vatAt: (rate) => `VAT ${rate}`,
  vatCategory: { Z: 'VAT 0%', E: 'Exempt', AE: 'Reverse charge' },
  vatCategoryShort: { Z: '0%', E: 'Exempt', AE: 'Reverse charge' },
  vatBasis: 'on',
  totalGross: 'Total incl. VAT',
  prepaid: 'Already paid',
  due: 'Amount due',
  creditTotal: 'Credit note total incl. VAT',
  payment: 'Payment',
  paymentTerms: 'Payment terms',
  bankTransfer: 'Bank transfer',
  notes: 'Notes',
  page: (page, pages) => `Page ${page} of ${pages}`,
  continued: 'continued',
  acceptance: 'Acceptance',
  acceptanceBlank: 'Client’s name, date and signature, preceded by the words “Agreed and accepted”:',
  acceptedBy: (name, when) => `Quote accepted online by ${name} on ${when}.`,
  acceptedDocument: 'SHA-256 fingerprint of the accepted quote:',
};

export const DOCUMENT_LABELS: Record<DocumentLanguage, DocumentLabels> = { fr, en };
