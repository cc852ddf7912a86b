// The sentences of a normalised text with where each starts, for the readers of needs said in a sentence: cut
// after a full stop, a question or exclamation mark, a semicolon or a line break, each keeping its end.

export interface SentenceAt {
  text: string;
  /** Where the sentence starts in the whole text. */
  start: number;
}

export function sentencesOf(normalized: string): SentenceAt[] {
  const sentences: SentenceAt[] = [];
  let start = 0;
  for (const text of normalized.split(/(?<=[.!?;\n])/)) {
    sentences.push({ text, start });
    start += text.length;
  }
  return sentences;
}

/** `match` (found in a sentence starting at `start`) as a span of the whole text. */
export function spanIn(start: number, match: RegExpExecArray): { start: number; end: number } {
  return { start: start + match.index, end: start + match.index + match[0].length };
}
