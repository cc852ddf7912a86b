// Closed-loop load with wrk (Debian's `wrk`): a fixed number of keep-alive connections, each sending its next
// request as soon as the previous one is answered. A generated Lua script counts the answers by status (and
// the 503s that lack Retry-After), and can build each request (method, path, body, X-Forwarded-For).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function hasWrk() {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** A directory for the generated scripts; `remove()` deletes it. */
export function createScriptDirectory() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-wrk-'));
  let written = 0;
  return {
    write(text) {
      written += 1;
      const file = path.join(directory, `script-${written}.lua`);
      writeFileSync(file, text);
      return file;
    },
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}

/**
 * A wrk script. `prelude` is Lua run once per thread state (tables of ids...); `request`, when given, is the
 * body of wrk's `request()` (a fresh request each time; `counter` counts this thread's requests from 1 and
 * `threadIndex` numbers the threads from 1) and must end with `return wrk.format(...)`.
 */
export function buildWrkScript({ prelude = '', request } = {}) {
  const requestFunction = request ? `function request()\n  counter = counter + 1\n${request}\nend\n` : '';
  return `${prelude}
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("threadIndex", #threads)
end

function init(args)
  statuses = {}
  missingRetryAfter = 0
  counter = 0
end

${requestFunction}
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 503 then
    local found = false
    for name, _ in pairs(headers) do
      if string.lower(name) == "retry-after" then found = true end
    end
    if not found then missingRetryAfter = missingRetryAfter + 1 end
  end
end

function done(summary, latency, requests)
  local total = {}
  local missing = 0
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
    end
    missing = missing + thread:get("missingRetryAfter")
  end
  for status, count in pairs(total) do
    io.write(string.format("STATUS %d %d\\n", status, count))
  end
  io.write(string.format("MISSING_RETRY_AFTER %d\\n", missing))
end
`;
}

/** A Lua string literal. */
export function luaString(value) {
  return JSON.stringify(String(value));
}

/**
 * Runs wrk for `seconds` on `url` over `connections`, with the script file `script` if given (without one,
 * `statuses` stays empty). Resolves to
 * `{ requestsPerSecond, okPerSecond, p50Ms, p99Ms, statuses, socketErrors, failed, missingRetryAfter }`:
 * `failed` counts socket errors and answers outside 2xx/3xx.
 */
export async function runWrk({ url, connections, seconds, headers = {}, script, timeoutSeconds = 30 }) {
  const threads = connections >= 50 ? 2 : 1;
  // A long timeout: a slow answer is a latency to measure, not a socket error.
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`];
  args.push('--timeout', `${timeoutSeconds}s`, '--latency');
  if (script) args.push('-s', script);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const output = await new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    let errorText = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.stderr.on('data', (chunk) => {
      errorText += chunk;
    });
    child.once('error', reject);
    child.once('exit', (status) =>
      status === 0 ? resolve(text) : reject(new Error(`wrk exited with ${status}: ${errorText}${text}`)),
    );
  });
  return parseWrkOutput(output);
}

function parseWrkOutput(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const duration = (pattern) => {
    const match = pattern.exec(output);
    if (!match) return Number.NaN;
    const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
    return Number(match[1]) * scale;
  };
  const statuses = {};
  for (const [, status, count] of output.matchAll(/^STATUS (\d+) (\d+)$/gm)) statuses[status] = Number(count);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((total, count) => total + Number(count), 0) : 0;
  const answered = Object.values(statuses).reduce((total, count) => total + count, 0);
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((total, [, count]) => total + count, 0);
  const requestsPerSecond = number(/Requests\/sec:\s+([\d.]+)/);
  return {
    requestsPerSecond,
    okPerSecond: answered > 0 ? (requestsPerSecond * ok) / answered : 0,
    p50Ms: duration(/^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m),
    p99Ms: duration(/^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m),
    statuses,
    socketErrors,
    failed: socketErrors + (number(/Non-2xx or 3xx responses: (\d+)/) || 0),
    missingRetryAfter: number(/^MISSING_RETRY_AFTER (\d+)$/m) || 0,
  };
}
