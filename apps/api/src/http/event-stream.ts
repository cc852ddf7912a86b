import type { FastifyReply } from 'fastify';
import { releaseInProgressPlace } from './busy.ts';

export interface EventStream {
  /** One event; with `id`, a client reconnecting sends it back as `Last-Event-ID`. */
  send(event: string, data: unknown, id?: number): void;
  /** An event already framed by `eventFrame`: one event sent to many streams is serialised once. */
  sendFrame(frame: string): void;
  /** A comment line: keeps proxies from closing an idle stream, ignored by the client. */
  comment(text: string): void;
  /** How long the client waits before reconnecting after the stream ends. */
  retryAfter(milliseconds: number): void;
  end(): void;
  /** Called once when the stream ends, by either side. */
  onClose(listener: () => void): void;
  /** Bytes queued and not yet taken by the socket: a client that stops reading is dropped, not buffered. */
  readonly pendingBytes: number;
}

/** The text of one event on the wire. */
export function eventFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Server-sent events on a hijacked reply. The headers Fastify's hooks already set (security headers, request
 * id) are kept; buffering proxies are told not to hold the stream back. A stream lasts as long as the service
 * it relays: it does not count among the requests in progress that load shedding limits.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  releaseInProgressPlace(reply.request);
  reply.hijack();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const raw = reply.raw;
  const write = (text: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(text);
  };
  return {
    send(event, data, id) {
      write(eventFrame(event, data, id));
    },
    sendFrame: write,
    comment(text) {
      write(`: ${text.replaceAll(/[\r\n]/g, ' ')}\n\n`);
    },
    retryAfter(milliseconds) {
      write(`retry: ${Math.round(milliseconds)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    onClose(listener) {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        listener();
      };
      // The response's 'close' comes when the connection goes or the stream ends; the request's comes as soon
      // as its (empty) body is read, so it says nothing here.
      raw.once('close', once);
    },
    get pendingBytes() {
      return raw.writableLength;
    },
  };
}
