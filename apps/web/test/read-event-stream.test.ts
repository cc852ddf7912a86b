import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerSentEvent } from '../src/features/projects/api/read-event-stream';

/** A body that arrives as the given byte chunks. */
function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function readAll(chunks: Uint8Array[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readEventStream(bodyOf(chunks))) events.push(event);
  return events;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readEventStream', () => {
  it('keeps U+2028 and U+2029 inside the data: JSON leaves them unescaped and they end no line', async () => {
    const text = JSON.stringify({ title: 'C\u2028\u2029|-' });
    const events = await readAll([bytes(`event: brief\ndata: ${text}\n\n`)]);
    expect(events).toEqual([{ event: 'brief', data: text }]);
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({ title: 'C\u2028\u2029|-' });
  });

  it('reads CRLF line ends, skips comments and names an unnamed event "message"', async () => {
    const events = await readAll([
      bytes(': keep-alive\r\n\r\ndata: {"a":1}\r\n\r\nevent: done\r\ndata: 2\r\n\r\n'),
    ]);
    expect(events).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'done', data: '2' },
    ]);
  });

  it('joins an event and a character split across chunks, and reads a last event without a blank line', async () => {
    const whole = bytes('event: delta\ndata: {"text":"Équipe"}\n\nevent: done\ndata: {}');
    // Splits inside "É" (two bytes in UTF-8) and inside the blank line between the events.
    const splitAt = [whole.indexOf(0xc3) + 1, whole.indexOf(0x0a, 30) + 1];
    const chunks = [whole.slice(0, splitAt[0]), whole.slice(splitAt[0], splitAt[1]), whole.slice(splitAt[1])];
    expect(await readAll(chunks)).toEqual([
      { event: 'delta', data: '{"text":"Équipe"}' },
      { event: 'done', data: '{}' },
    ]);
  });
});
