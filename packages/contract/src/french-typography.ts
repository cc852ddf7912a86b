/**
 * French typography for interface and e-mail texts: a no-break space before a colon (U+00A0) and a narrow
 * no-break space (U+202F) before ; ? ! and inside « », so that a punctuation mark never starts a line; a
 * non-breaking hyphen (U+2011) in "e-mail", which a line must not cut; "9 h" and "de 9 h à 18 h" kept
 * together. Interpolation placeholders ({{name}}, $t(...)), HTML tags and web addresses are left as they are.
 * Applying it twice changes nothing.
 */
export function applyFrenchTypography(text: string): string {
  return text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : typesetProse(part)))
    .join('');
}

/** Parts of a text that typography must not touch; the capturing group keeps them in `split`'s result. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|https?:\/\/[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/u;

const NBSP = '\u00a0';
const NNBSP = '\u202f';

function typesetProse(text: string): string {
  return (
    text
      // A space (or none, after a word) before a colon, followed by a space or the end: not 14:30. The space
      // may open the part, after a placeholder ("le {{date}} : voir").
      .replace(/(?:(?<=\S) |^ |(?<=[\p{L}\p{N}»)]))(:)(?=\s|$)/gu, `${NBSP}$1`)
      .replace(/ ([;?!])/g, `${NNBSP}$1`)
      .replace(/(?<=[\p{L}\p{N}»)])([;?!])(?=\s|$|[?!])/gu, `${NNBSP}$1`)
      .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`)
      .replace(/\b([eE])-mail/g, '$1\u2011mail')
      // The apostrophe of French elision is the typographic one: « l’équipe », « aujourd’hui ».
      .replace(/(?<=\p{L})'(?=\p{L})/gu, '’')
      .replace(/(\d) h\b/g, `$1${NBSP}h`)
      .replace(new RegExp(`(\\d${NBSP}h) à (?=\\d)`, 'g'), `$1${NBSP}à${NBSP}`)
  );
}
