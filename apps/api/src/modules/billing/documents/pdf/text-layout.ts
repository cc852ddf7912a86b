import type { PDFFont } from 'pdf-lib';

// Text as a PDF page can show it: only characters the embedded font draws (PDF/A forbids showing the font's
// empty .notdef glyph), cut into lines that fit a width.

/** Shown instead of a character the font lacks (an emoji, a script Inter does not cover). */
const REPLACEMENT = '?';

/** Text the font can draw: controls become spaces (line breaks stay), missing characters a question mark. */
export function toDrawableText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n') result += char;
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) result += ' ';
    else if (/\p{Mn}|\p{Cf}/u.test(char)) continue;
    else result += hasGlyph(codePoint) ? char : REPLACEMENT;
  }
  return result;
}

/**
 * Lines of at most `width` points: words are kept whole unless one alone is wider than the line, then it is cut.
 * Line breaks in the text are kept. Each word is measured once: without shaping (see font-program.ts) the
 * width of a line is the sum of its words' and spaces' widths.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (part: string) => font.widthOfTextAtSize(part, size);
  const spaceWidth = measure(' ');
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    let currentWidth = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const wordWidth = measure(word);
      const candidateWidth = current ? currentWidth + spaceWidth + wordWidth : wordWidth;
      if (candidateWidth <= width) {
        current = current ? `${current} ${word}` : word;
        currentWidth = candidateWidth;
        continue;
      }
      if (current) lines.push(current);
      // Cut between characters, never inside one written as a surrogate pair (an astral glyph the font has).
      let rest = Array.from(word);
      while (measure(rest.join('')) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut).join('')) > width) cut--;
        lines.push(rest.slice(0, cut).join(''));
        rest = rest.slice(cut);
      }
      current = rest.join('');
      currentWidth = measure(current);
    }
    lines.push(current);
  }
  return lines;
}
