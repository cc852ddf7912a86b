import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { prepareFontProgram } from './font-program.ts';

// The typeface every document is set in: Inter (SIL Open Font License 1.1), regular and bold, read from the
// TrueType files of the @expo-google-fonts/inter package. PDF/A wants every glyph it shows embedded: the PDF
// embeds the subset of each font its text uses.

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

export interface DocumentFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** Whether both fonts draw a character (the bold and regular cuts cover the same characters). */
  hasGlyph(codePoint: number): boolean;
}

let fonts: Promise<DocumentFonts> | undefined;

export function loadDocumentFonts(): Promise<DocumentFonts> {
  fonts ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then((files) => {
    const [regular, bold] = files.map((file) => prepareFontProgram(file));
    if (!regular || !bold) throw new Error('Fonts missing');
    const regularFont = fontkit.create(regular);
    const boldFont = fontkit.create(bold);
    const coverage = new Map<number, boolean>();
    return {
      regular,
      bold,
      hasGlyph(codePoint) {
        let covered = coverage.get(codePoint);
        if (covered === undefined) {
          covered = regularFont.hasGlyphForCodePoint(codePoint) && boldFont.hasGlyphForCodePoint(codePoint);
          coverage.set(codePoint, covered);
        }
        return covered;
      },
    };
  });
  return fonts;
}
