import type { ProjectQuote } from '@escouade/contract/billing';

// A project's quote as the API gives it, for the client's card and the administrators' section alike: one
// member's days at their day rate and the agency's fee, time and materials, in French.

export const QUOTE_HASH = 'ab'.repeat(32);

/** The quote drafted and waiting for the client; `canAccept` is whether the reader may accept it. */
export function quoteToAccept({ canAccept }: { canAccept: boolean }): ProjectQuote {
  return {
    status: 'to_accept',
    missingReason: null,
    canAccept,
    acceptance: null,
    quote: {
      id: '60000000-0000-4000-8000-000000000001',
      number: 'D-20000000-1',
      version: 1,
      language: 'fr',
      billingMode: 'time_and_materials',
      issueDate: '2027-02-26',
      validUntil: '2027-03-28',
      lines: [
        {
          kind: 'service',
          description: 'Développeuse front-end',
          detail: 'Ana Martin, taux journalier de 7\u00a0h à 61,37\u00a0€/h',
          quantity: 12.5,
          unit: 'DAY',
          unitPriceCents: 42_959,
          netCents: 536_988,
        },
        {
          kind: 'agency-fee',
          description: 'Frais d’agence',
          detail: '10\u00a0% du montant des prestations',
          quantity: 1,
          unit: 'C62',
          unitPriceCents: 53_699,
          netCents: 53_699,
        },
      ],
      netCents: 590_687,
      vatBreakdown: [{ category: 'S', ratePercent: 20, basisCents: 590_687, vatCents: 118_137 }],
      vatCents: 118_137,
      grossCents: 708_824,
      vatExemption: null,
      documentSha256: QUOTE_HASH,
    },
  };
}

/** The same quote accepted online by Claire Cliente: the contract. */
export function acceptedQuote(quote: ProjectQuote): ProjectQuote {
  return {
    ...quote,
    status: 'accepted',
    canAccept: false,
    acceptance: {
      fullName: 'Claire Cliente',
      acceptedAt: '2027-03-01T09:30:00.000Z',
      documentSha256: QUOTE_HASH,
    },
  };
}
