// A forward HTTP proxy for scanners: it passes requests to one target only (anything else is refused, so a
// scanner pointed at it cannot reach another host) and gives each request a random X-Forwarded-For address,
// so that a server trusting its proxy (TRUST_PROXY=true) applies its per-address rate limits to each request
// on its own: a scanner then sees what the endpoint does, not 429.
import http from 'node:http';
import { randomIp } from './api-client.mjs';

/**
 * Starts the proxy on 127.0.0.1 (a free port). Resolves to `{ url, counts, close }`; `counts` tallies the
 * forwarded requests by response status (`refused` for requests to another host, `failed` for transport
 * errors towards the target).
 */
export async function startAddressRotatingProxy(targetUrl) {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const counts = { refused: 0, failed: 0, byStatus: {} };

  const server = http.createServer((request, response) => {
    const destination = parseDestination(request.url, request.headers.host);
    if (!destination || destination.host !== target.host || destination.protocol !== 'http:') {
      counts.refused += 1;
      response
        .writeHead(403, { 'content-type': 'text/plain' })
        .end('Only the scanned server is reachable.\n');
      return;
    }
    const headers = withoutHopByHopHeaders(request.headers);
    headers.host = target.host;
    headers['x-forwarded-for'] = randomIp();
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: `${destination.pathname}${destination.search}`,
        headers,
        agent,
      },
      (incoming) => {
        counts.byStatus[incoming.statusCode] = (counts.byStatus[incoming.statusCode] ?? 0) + 1;
        response.writeHead(incoming.statusCode ?? 502, withoutHopByHopHeaders(incoming.headers));
        incoming.pipe(response);
      },
    );
    outgoing.once('error', () => {
      counts.failed += 1;
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end();
    });
    request.pipe(outgoing);
  });
  // Tunnels (HTTPS through the proxy) lead elsewhere than the plain-HTTP target: refused.
  server.on('connect', (_request, socket) => {
    counts.refused += 1;
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A proxy request names an absolute URL; a direct one only a path (then the Host header says where). */
function parseDestination(requestUrl = '/', host = '') {
  try {
    return new URL(requestUrl, `http://${host}`);
  } catch {
    return undefined;
  }
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHopHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}
