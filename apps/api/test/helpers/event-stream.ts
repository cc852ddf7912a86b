export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * The events of a `text/event-stream` body, their data parsed as JSON. Lines end at CR, LF or CRLF only, as the
 * format says: not at U+2028 or U+2029, which JSON leaves unescaped and a regular expression's `.` and `$` would
 * take for line ends.
 */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split(/\r\n|\r|\n/);
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
    });
}
