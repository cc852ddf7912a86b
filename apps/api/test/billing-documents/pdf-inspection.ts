import fontkit from '@pdf-lib/fontkit';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
} from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a generated PDF the way a viewer or a validator would: its text through PDF.js (Mozilla's renderer, not
// the library that wrote it), its fonts and content streams through pdf-lib's object model.

/**
 * The text of every page, one line of the PDF a line here. PDF.js turns no-break spaces into plain spaces; the
 * fonts' ToUnicode maps (`listFonts`) say which spaces were drawn.
 */
export async function extractText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

export function lookupDict(dict: PDFDict | undefined, key: string): PDFDict | undefined {
  const value = dict?.lookup(PDFName.of(key));
  return value instanceof PDFDict ? value : undefined;
}

export function decodeStream(value: PDFObject | undefined): Uint8Array | undefined {
  return value instanceof PDFRawStream ? decodePDFRawStream(value).decode() : undefined;
}

export interface EmbeddedFont {
  baseFont: string;
  subtype: string;
  program: Uint8Array | undefined;
  /** Character code → text, from the font's ToUnicode map. */
  toUnicode: Map<number, string>;
}

function parseToUnicode(cmap: Uint8Array | undefined): Map<number, string> {
  const map = new Map<number, string>();
  const text = new TextDecoder('latin1').decode(cmap);
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '', unicode = ''] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const units = unicode.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
      map.set(Number.parseInt(code, 16), String.fromCharCode(...units));
    }
  }
  return map;
}

/** Every font the pages use, with the font program embedded for it (if any). */
export function listFonts(pdf: PDFDocument): EmbeddedFont[] {
  const fonts = new Map<string, EmbeddedFont>();
  for (const page of pdf.getPages()) {
    const resources = lookupDict(page.node.Resources(), 'Font');
    for (const key of resources?.keys() ?? []) {
      const font = resources?.lookup(key);
      if (!(font instanceof PDFDict)) continue;
      const baseFont = font.lookup(PDFName.of('BaseFont'))?.toString() ?? '';
      const descendants = font.lookup(PDFName.of('DescendantFonts'));
      const descendant = descendants instanceof PDFArray ? descendants.lookup(0) : font;
      const descriptor = descendant instanceof PDFDict ? lookupDict(descendant, 'FontDescriptor') : undefined;
      const program = ['FontFile', 'FontFile2', 'FontFile3']
        .map((name) => descriptor?.lookup(PDFName.of(name)))
        .find(Boolean);
      fonts.set(baseFont, {
        baseFont,
        subtype: font.lookup(PDFName.of('Subtype'))?.toString() ?? '',
        program: decodeStream(program),
        toUnicode: parseToUnicode(decodeStream(font.lookup(PDFName.of('ToUnicode')))),
      });
    }
  }
  return [...fonts.values()];
}

/** Glyph ids the pages' text operators show, read from the content streams (2-byte codes, Identity-H). */
export function shownGlyphIds(pdf: PDFDocument): number[] {
  const ids: number[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      const text = new TextDecoder('latin1').decode(decodeStream(stream as PDFObject));
      for (const match of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
        for (let index = 0; index < (match[1] ?? '').length; index += 4) {
          ids.push(Number.parseInt((match[1] ?? '').slice(index, index + 4), 16));
        }
      }
    }
  }
  return ids;
}

/**
 * The characters whose glyph in the embedded subset is not the typeface's: a letter or a digit must be drawn
 * exactly as the original font file draws it, any other character by one of the font's glyphs (layout may pick
 * an alternate, as the parentheses and hyphens that suit capitals). A broken subset draws nothing, or garbage.
 */
export function charactersDrawnWrong(font: EmbeddedFont, original: Uint8Array): string[] {
  const subset = fontkit.create(font.program ?? new Uint8Array());
  const reference = fontkit.create(original);
  const outlines = new Set<string>();
  for (let id = 0; id < reference.numGlyphs; id++) outlines.add(reference.getGlyph(id).path.toSVG());
  const wrong: string[] = [];
  for (const [code, text] of font.toUnicode) {
    let actual: string;
    try {
      actual = subset.getGlyph(code).path.toSVG();
    } catch {
      wrong.push(text);
      continue;
    }
    const isLetterOrDigit = /^[\p{L}\p{N}]$/u.test(text);
    const expected = reference.glyphForCodePoint(text.codePointAt(0) ?? 0).path.toSVG();
    if (isLetterOrDigit ? actual !== expected : !outlines.has(actual)) wrong.push(text);
  }
  return wrong;
}
