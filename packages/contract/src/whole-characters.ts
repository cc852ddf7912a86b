// Cutting text at a length counted in UTF-16 code units can split a character written as a surrogate pair
// (an emoji, many CJK ideographs). The half left over is not Unicode text: PostgreSQL's `jsonb` refuses it,
// a `text` column stores U+FFFD instead, and the API refuses it as input. Every cut of a person's text goes
// through these, which move the cut off the middle of a pair.

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Whether `index` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, index: number): boolean {
  return (
    index > 0 &&
    index < text.length &&
    isHighSurrogate(text.charCodeAt(index - 1)) &&
    isLowSurrogate(text.charCodeAt(index))
  );
}

/**
 * `text.slice(start, end)` (negative and missing bounds as `slice` reads them) with no half character at
 * either end: a start inside a pair moves past it, an end inside a pair moves before it, so the result is
 * never longer than `slice`'s.
 */
export function sliceWhole(text: string, start = 0, end = text.length): string {
  const from = clamp(start < 0 ? text.length + start : start, text.length);
  const to = clamp(end < 0 ? text.length + end : end, text.length);
  const wholeFrom = splitsPair(text, from) ? from + 1 : from;
  const wholeTo = splitsPair(text, to) ? to - 1 : to;
  return wholeTo > wholeFrom ? text.slice(wholeFrom, wholeTo) : '';
}

/** At most the first `length` code units of `text`, ending on a whole character. */
export function headOf(text: string, length: number): string {
  return sliceWhole(text, 0, Math.max(0, length));
}

function clamp(index: number, length: number): number {
  return Math.min(Math.max(index, 0), length);
}
