import { MAX_EVIDENCE_QUOTE_LENGTH } from '@escouade/contract/projects';
import { normalizeText } from '../../../text/words.ts';
import type { BriefEvidence, ChatMessage, InferredBriefField } from './types.ts';
import { headOf, sliceWhole } from '@escouade/contract/whole-characters';

// The client's own words behind a value: a verbatim piece of one of their messages, so that the editor can
// say where a value comes from and a quote never puts words in the client's mouth.

/** A span of a message, in the message's own characters (end exclusive). */
export interface Span {
  start: number;
  end: number;
}

const CLAUSE_END = /[.;!?\n]/;

/** A clause ends at `at`; not at the point of a number (« 12.000 € », "2.5 days"). */
function endsClause(text: string, at: number): boolean {
  const char = text.charAt(at);
  if (!CLAUSE_END.test(char)) return false;
  return char !== '.' || !(/\d/.test(text.charAt(at - 1)) && /\d/.test(text.charAt(at + 1)));
}

/**
 * The clause around `span` (up to the nearest . ; ! ? or line break on each side), cut at word boundaries to
 * the longest quote kept, the matched words always included.
 */
export function quoteSpan(text: string, span: Span): string {
  const limit = MAX_EVIDENCE_QUOTE_LENGTH;
  // Past the longest quote on either side, the clause is cut anyway: a text without marks is not walked whole for
  // each of its mentions.
  const farthestStart = Math.max(0, span.start - limit - 1);
  const farthestEnd = Math.min(text.length, span.end + limit + 1);
  let start = span.start;
  while (start > farthestStart && !endsClause(text, start - 1)) start -= 1;
  let end = span.end;
  while (end < farthestEnd && !endsClause(text, end)) end += 1;
  if (end - start > limit) {
    // Keep the match, then as much of what surrounds it as fits, shared between both sides.
    const matched = Math.min(span.end - span.start, limit);
    const spare = limit - matched;
    const before = Math.min(span.start - start, Math.floor(spare / 2));
    start = span.start - before;
    end = Math.min(end, start + limit);
    start = Math.max(start, end - limit, 0);
    start = wordStart(text, start, span.start);
    end = wordEnd(text, end, span.end);
  }
  return trimQuote(sliceWhole(text, start, end));
}

function wordStart(text: string, position: number, limit: number): number {
  let at = position;
  if (at > 0 && /\S/.test(text.charAt(at - 1))) {
    while (at < limit && /\S/.test(text.charAt(at))) at += 1;
  }
  return at;
}

function wordEnd(text: string, position: number, limit: number): number {
  let at = position;
  if (at < text.length && /\S/.test(text.charAt(at))) {
    while (at > limit && /\S/.test(text.charAt(at - 1))) at -= 1;
  }
  return at;
}

function trimQuote(quote: string): string {
  const trimmed = quote
    .trim()
    .replace(/^[,:\-–—)\]\s]+/, '')
    .replace(/(?<![,:\-–—([\s])[,:\-–—([\s]+$/, '');
  return headOf(trimmed, MAX_EVIDENCE_QUOTE_LENGTH);
}

/**
 * Maps a span of `normalizeText(text)` back to `text`. Normalising keeps one character per character for
 * almost every text; when it does not (decomposed accents), each character is normalised alone to rebuild the
 * correspondence.
 */
export function toOriginalSpan(text: string, span: Span): Span {
  if (normalizeText(text).length === text.length) return span;
  const starts: number[] = [];
  let offset = 0;
  for (const char of text) {
    const normalized = normalizeText(char);
    for (let index = 0; index < normalized.length; index += 1) starts.push(offset);
    offset += char.length;
  }
  starts.push(text.length);
  return { start: starts[span.start] ?? text.length, end: starts[span.end] ?? text.length };
}

/** Whether `quote` is the client's own words: verbatim in one of their messages. */
export function isClientQuote(quote: string, messages: readonly ChatMessage[]): boolean {
  const trimmed = quote.trim();
  return (
    trimmed.length > 0 &&
    messages.some((message) => message.role === 'user' && message.content.includes(trimmed))
  );
}

/** The fields marked "to confirm": those whose evidence says the analyser worked them out. */
export function inferredFieldsOf(evidence: readonly BriefEvidence[]): InferredBriefField[] {
  const fields: InferredBriefField[] = [];
  for (const field of ['teamSize', 'budget'] as const) {
    if (evidence.some((item) => item.field === field && item.source === 'inferred')) fields.push(field);
  }
  return fields;
}
