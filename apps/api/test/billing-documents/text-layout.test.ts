import type { PDFFont } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/modules/billing/documents/pdf/text-layout.ts';

/**
 * A font whose every character is as wide as its size, and half a surrogate pair as wide as nothing (as a real
 * font measures a code unit it has no glyph for): a cut inside a pair would seem to fit.
 */
const monospace = {
  widthOfTextAtSize: (text: string, size: number) =>
    Array.from(text).filter((character) => !/\p{Cs}/u.test(character)).length * size,
} as PDFFont;

describe('lines of a PDF page', () => {
  it('cuts a word wider than the line between characters, never inside a surrogate pair', () => {
    // Squared letters (U+1F130…) are astral characters Inter draws.
    const word = '🄰🄱🄲🄳🄴🄵'.repeat(4);
    const lines = wrapText(`Client ${word}`, monospace, 10, 50);
    expect(lines.join('')).toBe(`Client${word}`);
    for (const line of lines) {
      expect(/\p{Cs}/u.test(line), line).toBe(false);
      expect(Array.from(line).length * 10).toBeLessThanOrEqual(50);
    }
  });

  it('keeps words whole when they fit, and the text’s own line breaks', () => {
    expect(wrapText('un deux trois\nquatre', monospace, 10, 90)).toEqual(['un deux', 'trois', 'quatre']);
  });
});
