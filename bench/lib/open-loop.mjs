// Load generators in this process, over keep-alive connections:
// - open loop: requests start at a fixed rate, evenly spaced, whether or not earlier ones were answered (as
//   many independent visitors do), so that an overloaded server cannot slow its own load down;
// - closed loop by time windows: a few connections in a loop, counting answers per window, to see the moment
//   a server is back to its usual throughput.
import http from 'node:http';
import { createRawGetPool } from './raw-http.mjs';

/**
 * Starts `rate` requests per second for `seconds`, over the lean client of raw-http.mjs (the generator must
 * leave the server the CPU it measures). When all `maxConnections` sockets are busy, requests wait
 * in the client (their latency counts from when they were due). `sample()` is called every second and its
 * result kept with that second's counts. At the end, requests still unanswered are abandoned (the visitors
 * leave) and counted as `abandoned`, not as errors.
 *
 * Resolves to `{ perSecond, totals, okLatenciesMs, unavailableLatenciesMs }` (latencies sorted; the same
 * `...SecondHalfMs` for the requests due in the second half). With `connectFirst`, that many sockets are
 * opened before the first request is due, and the server is left a second to accept them.: `perSecond[i]` and `totals` hold `{ due, ok,
 * unavailable, unavailableWithoutRetryAfter, otherStatus, errors, errorCodes }`, by the second the answer (or
 * error) came; `ok` is 2xx and `unavailable` 503.
 */
export async function runOpenLoop({
  url,
  headers = {},
  rate,
  seconds,
  maxConnections = 1000,
  timeoutMs = 10_000,
  connectFirst = 0,
  sample = () => undefined,
}) {
  const pool = createRawGetPool(url, { headers, maxConnections });
  if (connectFirst > 0) {
    await pool.connect(connectFirst);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const emptyCounts = () => ({
    due: 0,
    ok: 0,
    unavailable: 0,
    unavailableWithoutRetryAfter: 0,
    otherStatus: 0,
    errors: 0,
    errorCodes: {},
  });
  const perSecond = Array.from({ length: seconds }, emptyCounts);
  const totals = emptyCounts();
  totals.abandoned = 0;
  const okLatenciesMs = [];
  const unavailableLatenciesMs = [];
  // Of the requests due in the second half, once the overload is sustained.
  const okLatenciesSecondHalfMs = [];
  const unavailableLatenciesSecondHalfMs = [];
  const isSecondHalf = (dueAt) => dueAt - startedAt >= (seconds * 1000) / 2;
  const total = Math.round(rate * seconds);
  let issued = 0;
  let isStopping = false;

  const startedAt = performance.now();
  const secondOf = (at) => Math.min(seconds - 1, Math.floor((at - startedAt) / 1000));
  const count = (at, field, code) => {
    for (const counts of [perSecond[secondOf(at)], totals]) {
      counts[field] += 1;
      if (code) counts.errorCodes[code] = (counts.errorCodes[code] ?? 0) + 1;
    }
  };

  const send = (dueAt) => {
    perSecond[secondOf(dueAt)].due += 1;
    totals.due += 1;
    pool.get({ timeoutMs }, ({ status, retryAfter, error }) => {
      const at = performance.now();
      if (error) {
        if (isStopping) totals.abandoned += 1;
        else count(at, 'errors', error);
      } else if (status >= 200 && status < 300) {
        count(at, 'ok');
        okLatenciesMs.push(at - dueAt);
        if (isSecondHalf(dueAt)) okLatenciesSecondHalfMs.push(at - dueAt);
      } else if (status === 503) {
        count(at, 'unavailable');
        unavailableLatenciesMs.push(at - dueAt);
        if (isSecondHalf(dueAt)) unavailableLatenciesSecondHalfMs.push(at - dueAt);
        if (!retryAfter) count(at, 'unavailableWithoutRetryAfter');
      } else {
        count(at, 'otherStatus');
      }
    });
  };

  const samples = [];
  const sampler = setInterval(() => samples.push(sample()), 1000);
  await new Promise((resolve) => {
    const ticker = setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      const due = Math.min(total, Math.floor((elapsedMs / 1000) * rate));
      while (issued < due) {
        send(startedAt + (issued / rate) * 1000);
        issued += 1;
      }
      if (elapsedMs >= seconds * 1000) {
        clearInterval(ticker);
        resolve();
      }
    }, 2);
  });
  clearInterval(sampler);
  while (samples.length < seconds) samples.push(sample());
  isStopping = true;
  totals.abandoned += pool.pending();
  pool.destroy();
  await new Promise((resolve) => setImmediate(resolve));
  samples.forEach((value, index) => {
    if (perSecond[index]) perSecond[index].sample = value;
  });
  return {
    perSecond,
    totals,
    okLatenciesMs: okLatenciesMs.sort((a, b) => a - b),
    unavailableLatenciesMs: unavailableLatenciesMs.sort((a, b) => a - b),
    okLatenciesSecondHalfMs: okLatenciesSecondHalfMs.sort((a, b) => a - b),
    unavailableLatenciesSecondHalfMs: unavailableLatenciesSecondHalfMs.sort((a, b) => a - b),
  };
}

/**
 * `connections` clients in a closed loop on `url`, counting 2xx answers per `windowMs` window, until
 * `isDone(windows)` holds at the end of a window or `maxSeconds` have passed. Resolves to the windows:
 * `{ endMs, ok, failed }`, `endMs` from the start.
 */
export async function runClosedLoopWindows({
  url,
  headers = {},
  connections,
  windowMs = 500,
  maxSeconds,
  isDone = () => false,
  timeoutMs = 10_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const windows = [];
  const startedAt = performance.now();
  const windowAt = (at) => {
    const index = Math.floor((at - startedAt) / windowMs);
    while (windows.length <= index)
      windows.push({ endMs: (windows.length + 1) * windowMs, ok: 0, failed: 0 });
    return windows[index];
  };
  let isRunning = true;
  const once = () =>
    new Promise((resolve) => {
      const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
        response.resume();
        response.once('end', () => {
          const isOk = response.statusCode >= 200 && response.statusCode < 300;
          windowAt(performance.now())[isOk ? 'ok' : 'failed'] += 1;
          resolve();
        });
      });
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', () => {
        if (isRunning) windowAt(performance.now()).failed += 1;
        resolve();
      });
    });
  const workers = Array.from({ length: connections }, async () => {
    while (isRunning) await once();
  });
  await new Promise((resolve) => {
    let checked = 0;
    const checker = setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      const complete = Math.floor(elapsedMs / windowMs);
      windowAt(startedAt + complete * windowMs - 1);
      if (complete > checked) {
        checked = complete;
        if (isDone(windows.slice(0, complete)) || elapsedMs >= maxSeconds * 1000) {
          clearInterval(checker);
          resolve();
        }
      }
    }, 10);
  });
  isRunning = false;
  const complete = Math.floor((performance.now() - startedAt) / windowMs);
  agent.destroy();
  await Promise.race([Promise.all(workers), new Promise((resolve) => setTimeout(resolve, 1000))]);
  return windows.slice(0, complete);
}

/** The value at percentile `p` (0–100) of an ascending array, or NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
