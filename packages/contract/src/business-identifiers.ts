// Checks of the identifiers of French and European businesses: SIREN, SIRET, intra-EU VAT number, IBAN, BIC.
// Shared by the web's forms and the API, which checks them again before saving: a mistyped number is caught
// before it reaches an invoice that cannot be changed once issued or a verification an admin relies on.

/** Luhn checksum, which SIREN and SIRET numbers obey. */
function hasLuhnChecksum(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A SIREN: the 9 digits that identify a French company. */
export function isSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && hasLuhnChecksum(value);
}

/** La Poste's establishments are numbered outside the Luhn rule: their digits add up to a multiple of 5. */
const LA_POSTE_SIREN = '356000000';

/** A SIRET: the SIREN followed by the 5-digit number of one establishment. */
export function isSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN)) {
    return [...value].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return hasLuhnChecksum(value);
}

/** The French intra-EU VAT number of a company: FR, a 2-digit key computed from the SIREN, the SIREN. */
export function frenchVatNumberOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/**
 * An intra-EU VAT number: a country prefix and 2 to 12 letters or digits (each member state has its own
 * format). A French one is FR, a 2-character key and the SIREN; a key of digits must be the SIREN's (keys of
 * letters, given to some companies, follow no published formula).
 */
export function isVatNumber(value: string): boolean {
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(value)) return false;
  if (!value.startsWith('FR')) return true;
  const key = value.slice(2, 4);
  const siren = value.slice(4);
  if (!/^\d{9}$/.test(siren)) return false;
  return /^\d{2}$/.test(key) ? frenchVatNumberOf(siren) === value : true;
}

/** An IBAN, written without spaces, whose check digits hold (ISO 13616, mod 97). */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A BIC (ISO 9362): bank, country, location and an optional branch. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);
}

/** The IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
