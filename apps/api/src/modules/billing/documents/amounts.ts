// Money is held in integer cents, quantities in ten-thousandths and VAT rates in hundredths of a percent, so
// that every product is an exact integer before the one rounding each rule asks for. Rounding is half away from
// zero, to the cent, as EN 16931 rounds amounts.

/** Quantities carry at most 4 decimals, the most a CII quantity may have. */
export const QUANTITY_DECIMALS = 4;
const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
/** VAT and fee rates are percents with at most 2 decimals (5.5 %, 2.1 %, 12.15 %). */
export const RATE_DECIMALS = 2;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS + 2);

/** Whether a number has at most `decimals` digits after the point (0.1 + 0.2 counts as 0.3). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function scaled(value: number, decimals: number): bigint {
  return BigInt(Math.round(value * 10 ** decimals));
}

/** numerator / denominator rounded half away from zero (the denominator is positive). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount out of range');
  return result;
}

/** A line's net amount: quantity × unit price, rounded to the cent once for the line. */
export function multiplyQuantity(quantity: number, unitPriceCents: number): number {
  return toSafeNumber(
    divideRounded(scaled(quantity, QUANTITY_DECIMALS) * BigInt(unitPriceCents), QUANTITY_SCALE),
  );
}

/** A percentage of an amount (VAT on a basis, an agency fee on the work), rounded to the cent. */
export function applyRate(amountCents: number, ratePercent: number): number {
  return toSafeNumber(divideRounded(BigInt(amountCents) * scaled(ratePercent, RATE_DECIMALS), RATE_SCALE));
}

/** Cents as the decimal EN 16931 expects in XML: `1234.5` € is `1234.50`, -5 cents `-0.05`. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A quantity or a rate without trailing zeros: 7, 7.5, 0.125. */
export function numberToDecimal(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}
