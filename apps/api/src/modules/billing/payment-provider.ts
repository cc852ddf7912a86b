import type { AgencySettings, PaymentInstructions } from '@escouade/contract/billing';

/** What a provider needs of an invoice to be paid: its number (the reference) and what is left to pay. */
export interface PayableInvoice {
  id: string;
  number: string;
  /** VAT included, after credit notes and payments. */
  amountDueCents: number;
}

/**
 * How a client pays an invoice. The default is a bank transfer to the agency's account, with the invoice's
 * number as the reference; an online provider plugs in here by returning a payment page (`method: 'online'`,
 * `url`) and recording the payments it confirms as the administrator does by hand.
 */
export interface PaymentProvider {
  readonly name: string;
  createPaymentLink(invoice: PayableInvoice, agency: AgencySettings): Promise<PaymentInstructions>;
}

/** IBAN as it is read and typed: groups of four. */
export function groupIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export const bankTransferProvider: PaymentProvider = {
  name: 'bank-transfer',
  createPaymentLink(invoice, agency) {
    return Promise.resolve({
      method: 'bank_transfer',
      amountDueCents: invoice.amountDueCents,
      reference: invoice.number,
      iban: groupIban(agency.iban),
      bic: agency.bic,
      accountHolder: agency.legalName,
      url: null,
    });
  },
};
