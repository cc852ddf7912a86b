/** A piece of a post's text: plain text, or a web address to show as a link. */
export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/**
 * Web addresses people type: with `http(s)://`, or starting with `www.`. Nothing else becomes a link, so
 * `javascript:`, `data:` or `mailto:` text stays text whatever it contains.
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
/** Punctuation that ends a sentence rather than the address: "see https://example.com." */
const TRAILING_PUNCTUATION = /[.,;:!?…»"'*]$/u;
const CLOSING_TO_OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * Splits a post's text into plain text and links, for React to render as text nodes and `<a>` elements
 * (never as HTML). Every link is an absolute `http:` or `https:` URL.
 */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const candidate = trimTrailing(match[0]);
    const href = toWebHref(candidate);
    if (!href) continue;
    if (match.index > position) segments.push({ type: 'text', text: text.slice(position, match.index) });
    segments.push({ type: 'link', text: candidate, href });
    position = match.index + candidate.length;
  }
  if (position < text.length) segments.push({ type: 'text', text: text.slice(position) });
  return segments;
}

/** Drops closing punctuation, and a closing bracket without its opening one: "(https://example.com)". */
function trimTrailing(candidate: string): string {
  let result = candidate;
  for (;;) {
    const last = result.at(-1) ?? '';
    const opening = CLOSING_TO_OPENING[last];
    if (TRAILING_PUNCTUATION.test(last)) {
      result = result.slice(0, -1);
    } else if (opening && countOf(result, opening) < countOf(result, last)) {
      result = result.slice(0, -1);
    } else {
      return result;
    }
  }
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

function toWebHref(candidate: string): string | null {
  const withProtocol = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withProtocol);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}
