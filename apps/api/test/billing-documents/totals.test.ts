import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '../../src/modules/billing/documents/document-model.ts';
import { computeTotals } from '../../src/modules/billing/documents/totals.ts';

// Totals as EN 16931 computes them: each line rounded to the cent, VAT once per category and rate on its basis.

function lines(...specs: Partial<DocumentLine>[]): DocumentLine[] {
  return specs.map((spec) => ({
    kind: 'service',
    description: 'Line',
    quantity: 1,
    unit: 'C62',
    unitPriceCents: 0,
    vat: { category: 'S', ratePercent: 20 },
    ...spec,
  }));
}

describe('line amounts', () => {
  it('rounds quantity × unit price to the cent once per line', () => {
    expect(computeTotals({ lines: lines({ quantity: 3, unitPriceCents: 3333 }) }).lineNetCents).toEqual([
      9999,
    ]);
    expect(computeTotals({ lines: lines({ quantity: 7, unitPriceCents: 8571 }) }).lineNetCents).toEqual([
      59997,
    ]);
    expect(computeTotals({ lines: lines({ quantity: 37.5, unitPriceCents: 8571 }) }).lineNetCents).toEqual([
      321413,
    ]);
  });

  it('rounds half a cent away from zero, for positive and negative quantities', () => {
    const totals = computeTotals({
      lines: lines({ quantity: 1.5, unitPriceCents: 33 }, { quantity: -1.5, unitPriceCents: 33 }),
    });
    expect(totals.lineNetCents).toEqual([50, -50]);
  });

  it('keeps four decimals of quantity exact (0.1 h + 0.2 h is not 0.30000000000000004 h)', () => {
    expect(
      computeTotals({ lines: lines({ quantity: 0.1 + 0.2, unitPriceCents: 10_000 }) }).lineNetCents,
    ).toEqual([3000]);
    expect(computeTotals({ lines: lines({ quantity: 0.0625, unitPriceCents: 8571 }) }).lineNetCents).toEqual([
      536,
    ]);
  });
});

describe('VAT', () => {
  it('is computed on each rate’s basis, not added up line by line', () => {
    // Per line, 20 % of 0.02 € rounds to nothing; on the 0.06 € basis it is 0.01 €.
    const totals = computeTotals({
      lines: lines(...Array.from({ length: 3 }, () => ({ unitPriceCents: 2 }))),
    });
    expect(totals.vatBreakdown).toEqual([{ category: 'S', ratePercent: 20, basisCents: 6, vatCents: 1 }]);
    expect(totals.vatTotalCents).toBe(1);
  });

  it('rounds reduced rates half up: 5.5 % of 12.35 € is 0.68 €, 10 % of 0.05 € is 0.01 €', () => {
    const totals = computeTotals({
      lines: lines(
        { unitPriceCents: 1235, vat: { category: 'S', ratePercent: 5.5 } },
        { unitPriceCents: 5, vat: { category: 'S', ratePercent: 10 } },
      ),
    });
    expect(totals.vatBreakdown.map((group) => [group.ratePercent, group.vatCents])).toEqual([
      [10, 1],
      [5.5, 68],
    ]);
  });

  it('keeps one group per category and rate, standard rates first', () => {
    const totals = computeTotals({
      lines: lines(
        { unitPriceCents: 100, vat: { category: 'E' } },
        { unitPriceCents: 200, vat: { category: 'S', ratePercent: 10 } },
        { unitPriceCents: 300 },
        { unitPriceCents: 400, vat: { category: 'S', ratePercent: 10 } },
      ),
    });
    expect(totals.vatBreakdown).toEqual([
      { category: 'S', ratePercent: 20, basisCents: 300, vatCents: 60 },
      { category: 'S', ratePercent: 10, basisCents: 600, vatCents: 60 },
      { category: 'E', ratePercent: 0, basisCents: 100, vatCents: 0 },
    ]);
  });
});

describe('document totals', () => {
  it('subtracts what was already paid from the amount due', () => {
    const totals = computeTotals({ lines: lines({ unitPriceCents: 100_000 }), prepaidCents: 30_000 });
    expect(totals).toMatchObject({ grandTotalCents: 120_000, prepaidCents: 30_000, dueCents: 90_000 });
  });
});

const vatArbitrary = fc.constantFrom<DocumentLine['vat']>(
  { category: 'S', ratePercent: 20 },
  { category: 'S', ratePercent: 10 },
  { category: 'S', ratePercent: 5.5 },
  { category: 'S', ratePercent: 2.1 },
  { category: 'Z' },
  { category: 'E' },
  { category: 'AE' },
);

const lineArbitrary = fc.record({
  kind: fc.constantFrom('service' as const, 'agency-fee' as const),
  description: fc.constant('Line'),
  quantity: fc
    .integer({ min: -10_000_000, max: 10_000_000 })
    .map((tenThousandths) => tenThousandths / 10_000),
  unit: fc.constantFrom('HUR' as const, 'DAY' as const, 'C62' as const),
  unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  vat: vatArbitrary,
});

function rateOf(vat: DocumentLine['vat']): number {
  return vat.category === 'S' ? vat.ratePercent : 0;
}

describe('EN 16931 invariants for any lines', () => {
  it('hold: lines, VAT per category, grand total and amount due agree (BR-CO-10 to 17)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (documentLines, prepaidCents) => {
          const totals = computeTotals({ lines: documentLines, prepaidCents });
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          documentLines.forEach((line, index) => {
            // Within half a cent of the exact product (quantity has 4 decimals: compare in 1/10,000 cents).
            const exact = BigInt(Math.round(line.quantity * 10_000)) * BigInt(line.unitPriceCents);
            const rounded = BigInt(totals.lineNetCents[index] ?? 0) * 10_000n;
            const gap = exact > rounded ? exact - rounded : rounded - exact;
            expect(gap <= 5_000n).toBe(true);
          });
          expect(totals.lineTotalCents).toBe(sum(totals.lineNetCents)); // BR-CO-10
          expect(totals.taxBasisTotalCents).toBe(totals.lineTotalCents); // BR-CO-13, no allowance or charge
          expect(totals.vatTotalCents).toBe(sum(totals.vatBreakdown.map((group) => group.vatCents))); // BR-CO-14
          expect(totals.grandTotalCents).toBe(totals.taxBasisTotalCents + totals.vatTotalCents); // BR-CO-15
          expect(totals.dueCents).toBe(totals.grandTotalCents - prepaidCents); // BR-CO-16
          expect(sum(totals.vatBreakdown.map((group) => group.basisCents))).toBe(totals.taxBasisTotalCents);
          const keys = totals.vatBreakdown.map((group) => `${group.category}/${group.ratePercent}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const group of totals.vatBreakdown) {
            // BR-S-08 and its siblings: the basis is the sum of the lines of that category and rate.
            const basis = sum(
              documentLines
                .map((line, index) => ({ line, net: totals.lineNetCents[index] ?? 0 }))
                .filter(
                  ({ line }) =>
                    line.vat.category === group.category && rateOf(line.vat) === group.ratePercent,
                )
                .map(({ net }) => net),
            );
            expect(group.basisCents).toBe(basis);
            // BR-CO-17: the VAT is the basis × rate, within half a cent (compared in 1/10,000 cents).
            const exactVat = BigInt(group.basisCents) * BigInt(Math.round(group.ratePercent * 100));
            const vat = BigInt(group.vatCents) * 10_000n;
            const vatGap = exactVat > vat ? exactVat - vat : vat - exactVat;
            expect(vatGap <= 5_000n).toBe(true);
            if (group.category !== 'S') expect(group.vatCents).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
