import type { FastifyReply } from 'fastify';
import { releaseInProgressPlace } from '../../plugins/overload-protection.ts';

export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
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
  return {
    send(event, data) {
      if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  };
}
