// A closed-loop load: `connections` clients each sending their next request when the last one ends, with wrk
// when the machine has it, or a small keep-alive Node client otherwise (always for a URL that changes with
// each request).
import http from 'node:http';
import { hasWrk, runWrk } from './wrk-runner.mjs';

/**
 * The load generator a benchmark uses: `--loader wrk` or `--loader node` when given (`wrk` must then be
 * installed), else wrk when the machine has it. The two drive the hello-world baseline at very different rates
 * (wrk at about twice the Node client's), so a ratio is only compared with one measured by the same generator.
 */
export function chooseLoader(requested) {
  if (requested === undefined) return hasWrk() ? 'wrk' : 'node';
  if (requested !== 'wrk' && requested !== 'node')
    throw new Error(`--loader must be wrk or node, not ${requested}`);
  if (requested === 'wrk' && !hasWrk())
    throw new Error('--loader wrk: wrk is not installed (apt-get install wrk)');
  return requested;
}

/**
 * `{ requestsPerSecond, p50Ms, p99Ms, errors }` for `seconds` of load on `url` over `connections`; `url` may be
 * a function of the request's number (from 0), for a different URL each time. The Node client also gives every
 * request's latency, sorted (`latencies`).
 */
export function load(loader, request) {
  return loader === 'wrk' && typeof request.url === 'string' ? loadWithWrk(request) : loadWithNode(request);
}

async function loadWithWrk({ url, headers, connections, seconds }) {
  const { requestsPerSecond, p50Ms, p99Ms, failed } = await runWrk({ url, headers, connections, seconds });
  return { requestsPerSecond, p50Ms, p99Ms, errors: failed };
}

/** Fallback without wrk: `connections` keep-alive clients in a closed loop. */
async function loadWithNode({ url, headers, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const urlOf = typeof url === 'function' ? url : () => url;
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get(urlOf(sent++), { agent, headers }, (response) => {
          response.resume();
          response.once('end', () => {
            if (response.statusCode !== 200) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .once('error', () => {
          errors += 1;
          resolve();
        });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors,
    latencies,
  };
}
