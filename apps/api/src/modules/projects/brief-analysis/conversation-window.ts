import type { ChatMessage } from './types.ts';

/**
 * Both analysers read the whole conversation on every turn, so without a bound each turn costs more than the
 * last: a client posting long messages made every turn block the event loop for a second after some sixty
 * of them, and the server answered 503 to everyone. Past this many characters the
 * oldest messages are left out: about 40 ms of the rules analyser, and still a whole brief (two messages of
 * the maximum length, or dozens of ordinary ones).
 */
export const MAX_ANALYSED_CHARACTERS = 8_000;

/** The most recent messages whose contents add up to at most `maxCharacters`, and always the latest one. */
export function selectRecentMessages<T extends ChatMessage>(
  messages: T[],
  maxCharacters: number = MAX_ANALYSED_CHARACTERS,
): T[] {
  let start = messages.length;
  let total = 0;
  while (start > 0) {
    const length = messages[start - 1]?.content.length ?? 0;
    if (start < messages.length && total + length > maxCharacters) break;
    total += length;
    start -= 1;
  }
  return messages.slice(start);
}
