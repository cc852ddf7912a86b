// A lean HTTP/1.1 GET client for the open loop: keep-alive sockets, one request in flight on each, the request
// written from one prepared buffer and the answer read only as far as its status, its Retry-After header and
// where it ends (Content-Length or chunks). node:http's client costs this 2-CPU machine about a core at 7,000
// requests a second, the CPU the server under test then lacks; this one a fraction of it.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * A pool of up to `maxConnections` sockets to `url`'s host, sending `GET url` with `headers`.
 * `get({ timeoutMs }, onAnswer)`: `onAnswer({ status, retryAfter })` once the whole answer is read, or
 * `onAnswer({ error })` (a code: ECONNRESET, TIMEOUT...). `destroy()` closes every socket; answers still
 * awaited are then not reported.
 */
export function createRawGetPool(url, { headers = {}, maxConnections = 1000 } = {}) {
  const target = new URL(url);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  const idle = [];
  const waiting = [];
  const sockets = new Set();
  let isDestroyed = false;

  function open() {
    const socket = net.connect({ host: target.hostname, port: Number(target.port || 80) });
    socket.setNoDelay(true);
    const connection = { socket, buffer: Buffer.alloc(0), current: undefined, timer: undefined };
    sockets.add(connection);
    socket.on('data', (chunk) => {
      connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
      readAnswers(connection);
    });
    const fail = (code) => {
      sockets.delete(connection);
      const index = idle.indexOf(connection);
      if (index !== -1) idle.splice(index, 1);
      const { current } = connection;
      connection.current = undefined;
      clearTimeout(connection.timer);
      socket.destroy();
      if (current && !isDestroyed) current.onAnswer({ error: code });
      next();
    };
    socket.on('error', (error) => fail(error.code ?? error.message));
    socket.on('close', () => fail('ECONNRESET'));
    connection.fail = fail;
    return connection;
  }

  function readAnswers(connection) {
    while (connection.current) {
      const { buffer } = connection;
      const headerEnd = buffer.indexOf(HEADER_END);
      if (headerEnd === -1) return;
      const head = buffer.toString('latin1', 0, headerEnd);
      const status = Number(head.slice(9, 12));
      const lower = head.toLowerCase();
      const retryAfter = lower.includes('\r\nretry-after:');
      let end;
      const length = /\r\ncontent-length:\s*(\d+)/.exec(lower);
      if (length) {
        end = headerEnd + 4 + Number(length[1]);
        if (buffer.length < end) return;
      } else if (lower.includes('\r\ntransfer-encoding: chunked')) {
        end = chunkedEnd(buffer, headerEnd + 4);
        if (end === undefined) return;
      } else {
        end = headerEnd + 4;
      }
      connection.buffer = buffer.subarray(end);
      const { current } = connection;
      connection.current = undefined;
      clearTimeout(connection.timer);
      if (/\r\nconnection:\s*close/.test(lower)) {
        connection.socket.removeAllListeners('close');
        connection.fail = () => undefined;
        sockets.delete(connection);
        connection.socket.destroy();
      } else {
        idle.push(connection);
      }
      current.onAnswer({ status, retryAfter });
      next();
    }
  }

  function next() {
    if (isDestroyed) return;
    while (waiting.length > 0) {
      let connection = idle.pop();
      if (!connection) {
        if (sockets.size >= maxConnections) return;
        connection = open();
      }
      const job = waiting.shift();
      connection.current = job;
      connection.timer = setTimeout(() => connection.fail('TIMEOUT'), job.timeoutMs);
      connection.socket.write(request);
    }
  }

  return {
    get({ timeoutMs = 10_000 } = {}, onAnswer) {
      waiting.push({ timeoutMs, onAnswer });
      next();
    },
    destroy() {
      isDestroyed = true;
      waiting.length = 0;
      for (const connection of sockets) {
        clearTimeout(connection.timer);
        connection.socket.destroy();
      }
      sockets.clear();
    },
    /**
     * Opens up to `count` more sockets, idle until requests need them; resolves once each is connected (or
     * failed).
     */
    connect(count) {
      const opening = Math.max(0, Math.min(count, maxConnections - sockets.size));
      return Promise.all(
        Array.from({ length: opening }, () => {
          const connection = open();
          return new Promise((resolve) => {
            connection.socket.once('connect', () => {
              if (sockets.has(connection) && !connection.current) idle.push(connection);
              resolve();
            });
            connection.socket.once('error', () => resolve());
          });
        }),
      );
    },
    /** Requests sent and not answered, and those waiting for a socket. */
    pending: () => waiting.length + [...sockets].filter((connection) => connection.current).length,
  };
}

/** Where a chunked body that starts at `start` ends, or undefined when it is not all there yet. */
function chunkedEnd(buffer, start) {
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd === -1) return undefined;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) {
      // The last chunk, then trailers if any, then an empty line.
      const end = buffer.indexOf(HEADER_END, lineEnd);
      return end === -1 ? undefined : end + 4;
    }
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return undefined;
  }
}
