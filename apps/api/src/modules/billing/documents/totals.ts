import { applyRate, multiplyQuantity } from './amounts.ts';
import type { BillingDocument, DocumentLine, VatCategory } from './document-model.ts';

// The totals of a document as EN 16931 computes them: each line's net rounded to the cent, the lines added up,
// the VAT of each category and rate computed once on that category's basis and rounded (BR-CO-17), never line
// by line, then the grand total and what is left to pay.

export interface VatBreakdown {
  category: VatCategory;
  /** 0 for every category but S. */
  ratePercent: number;
  basisCents: number;
  vatCents: number;
}

export interface DocumentTotals {
  /** Each line's net amount, in the order of the lines. */
  lineNetCents: number[];
  /** Sum of the lines' net amounts (BT-106). */
  lineTotalCents: number;
  /** Total without VAT (BT-109): the lines' sum, as the engine has no document-level allowance or charge. */
  taxBasisTotalCents: number;
  /** One entry per VAT category and rate (BG-23), standard rates first, highest first. */
  vatBreakdown: VatBreakdown[];
  /** BT-110. */
  vatTotalCents: number;
  /** Total with VAT (BT-112). */
  grandTotalCents: number;
  /** BT-113. */
  prepaidCents: number;
  /** BT-115. */
  dueCents: number;
}

export function vatRateOf(vat: DocumentLine['vat']): number {
  return vat.category === 'S' ? vat.ratePercent : 0;
}

const CATEGORY_ORDER: Record<VatCategory, number> = { S: 0, Z: 1, E: 2, AE: 3 };

export function computeLineNet(line: Pick<DocumentLine, 'quantity' | 'unitPriceCents'>): number {
  return multiplyQuantity(line.quantity, line.unitPriceCents);
}

export function computeTotals(
  document: Pick<BillingDocument, 'lines'> & { prepaidCents?: number },
): DocumentTotals {
  const lineNetCents = document.lines.map(computeLineNet);
  const groups = new Map<string, VatBreakdown>();
  document.lines.forEach((line, index) => {
    const ratePercent = vatRateOf(line.vat);
    const key = `${line.vat.category}/${ratePercent}`;
    const group = groups.get(key) ?? { category: line.vat.category, ratePercent, basisCents: 0, vatCents: 0 };
    group.basisCents += lineNetCents[index] ?? 0;
    groups.set(key, group);
  });
  const vatBreakdown = [...groups.values()]
    .map((group) => ({ ...group, vatCents: applyRate(group.basisCents, group.ratePercent) }))
    .sort((a, b) => CATEGORY_ORDER[a.category] - CATEGORY_ORDER[b.category] || b.ratePercent - a.ratePercent);
  const lineTotalCents = sum(lineNetCents);
  const vatTotalCents = sum(vatBreakdown.map((group) => group.vatCents));
  const grandTotalCents = lineTotalCents + vatTotalCents;
  const prepaidCents = document.prepaidCents ?? 0;
  return {
    lineNetCents,
    lineTotalCents,
    taxBasisTotalCents: lineTotalCents,
    vatBreakdown,
    vatTotalCents,
    grandTotalCents,
    prepaidCents,
    dueCents: grandTotalCents - prepaidCents,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
