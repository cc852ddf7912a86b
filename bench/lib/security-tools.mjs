// The scanners behind bench/security-scan.mjs: Debian's wapiti and sqlmap, and npm audit. Each runner returns
// findings in one shape, `{ tool, severity, title, where, detail }`, with severities normalized to
// critical, high, medium, low and info (npm's "moderate" is medium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'];

/** Medium or higher: what fails the scan. */
export function isBlocking(severity) {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf('medium');
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian's wapiti and sqlmap when missing (root, or password-less sudo). Throws with the command to
 * run by hand when it cannot.
 */
export function ensureScanners(log) {
  const missing = ['wapiti', 'sqlmap'].filter((name) => !hasCommand(name));
  if (missing.length === 0) return;
  const install = `apt-get update -qq && apt-get install -y -qq ${missing.join(' ')}`;
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !hasCommand('sudo')) {
    throw new Error(`${missing.join(' and ')} missing: run \`sudo ${install}\``);
  }
  log(`Installing ${missing.join(' and ')} (Debian packages)...`);
  const result = spawnSync(asRoot ? 'sh' : 'sudo', asRoot ? ['-c', install] : ['-n', 'sh', '-c', install], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const stillMissing = missing.filter((name) => !hasCommand(name));
  if (result.status !== 0 || stillMissing.length > 0) {
    throw new Error(`could not install ${stillMissing.join(' and ')}: run \`sudo ${install}\``);
  }
}

const runningTools = new Set();

/** Kills the tools still running (their whole process groups), e.g. on Ctrl-C. */
export function stopRunningTools() {
  for (const child of runningTools) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs `command args` with no standard input, its output (both streams) written to `logFile`. Killed after
 * `timeoutMs`. Resolves to `{ code, signal, output, isTimedOut, seconds }`.
 */
export function runTool(command, args, { logFile, timeoutMs, env = process.env, cwd }) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, cwd, detached: true });
    runningTools.add(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        output += chunk;
      });
    }
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      // The tool's own children (if any) go with it: it leads its own process group.
      process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    const finish = (code, signal) => {
      clearTimeout(timer);
      runningTools.delete(child);
      if (logFile) writeFileSync(logFile, `$ ${command} ${args.join(' ')}\n\n${output}`);
      resolve({ code, signal, output, isTimedOut, seconds: (performance.now() - startedAt) / 1000 });
    };
    child.once('error', (error) => {
      output += `\n${error.message}\n`;
      finish(null, null);
    });
    child.once('exit', finish);
  });
}

// ---------------------------------------------------------------------------------------------------------
// wapiti

/** Every module of wapiti 3.0.4 (`wapiti --list-modules`). */
const WAPITI_MODULES = [
  'backup',
  'blindsql',
  'brute_login_form',
  'buster',
  'cookieflags',
  'crlf',
  'csp',
  'csrf',
  'exec',
  'file',
  'htaccess',
  'http_headers',
  'methods',
  'nikto',
  'permanentxss',
  'redirect',
  'shellshock',
  'sql',
  'ssrf',
  'wapp',
  'xss',
  'xxe',
];
/**
 * ssrf needs an endpoint on the internet that the target calls back; wapp only fingerprints technologies
 * (no vulnerability) and downloads its database from the internet first.
 */
export const WAPITI_SKIPPED_MODULES = ['ssrf', 'wapp'];
const WAPITI_LEVELS = { 4: 'critical', 3: 'high', 2: 'medium', 1: 'low', 0: 'info' };

/**
 * Writes the session cookies in wapiti's JSON cookie-file format (for an IP address the domain key is the
 * address itself). `secure: false` so that the scanner sends them over plain HTTP.
 */
export function writeWapitiCookieFile(file, host, cookieHeader) {
  const cookies = {};
  for (const pair of cookieHeader.split(/;\s*/)) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    cookies[pair.slice(0, separator)] = {
      value: pair.slice(separator + 1),
      version: 0,
      secure: false,
      expires: null,
      port: null,
    };
  }
  writeFileSync(file, JSON.stringify({ [host]: { '/': cookies } }));
}

/**
 * Crawls `baseUrl` from `startUrls` and runs every module but WAPITI_SKIPPED_MODULES, through `proxyUrl`.
 * wapiti bounds the crawl by `crawlSeconds` and each module by `attackSeconds`; the whole run is killed after
 * `timeoutMs`. Resolves to `{ findings, counts, seconds, error }`.
 */
export async function runWapiti({
  baseUrl,
  startUrls,
  excludedUrls = [],
  cookieFile,
  proxyUrl,
  workDir,
  reportFile,
  logFile,
  crawlSeconds,
  attackSeconds,
  timeoutMs,
}) {
  const configDir = path.join(workDir, 'wapiti-config');
  const sessionDir = path.join(workDir, 'wapiti-session');
  // wapp's constructor downloads its database when none is there, even when the module is not selected.
  spawnSync('mkdir', ['-p', configDir, sessionDir]);
  writeFileSync(path.join(configDir, 'apps.json'), '{}');
  const modules = WAPITI_MODULES.filter((name) => !WAPITI_SKIPPED_MODULES.includes(name));
  const args = [
    '--url',
    baseUrl,
    '--scope',
    'folder',
    '--module',
    modules.join(','),
    '--cookie',
    cookieFile,
    '--proxy',
    proxyUrl,
    // Out-of-band checks (xxe) call this endpoint back: the proxy, which refuses anything but the target.
    '--endpoint',
    `${proxyUrl}/`,
    '--max-scan-time',
    String(crawlSeconds),
    '--max-attack-time',
    String(attackSeconds),
    '--timeout',
    '15',
    '--flush-session',
    '--store-session',
    sessionDir,
    '--store-config',
    configDir,
    '--no-bugreport',
    '--verbose',
    '1',
    '--format',
    'json',
    '--output',
    reportFile,
    ...startUrls.flatMap((url) => ['--start', url]),
    ...excludedUrls.flatMap((url) => ['--exclude', url]),
  ];
  const run = await runTool('wapiti', args, { logFile, timeoutMs });
  if (!existsSync(reportFile) || run.isTimedOut) {
    const reason = run.isTimedOut ? `killed after ${Math.round(timeoutMs / 1000)} s` : `exit ${run.code}`;
    return { findings: [], counts: {}, seconds: run.seconds, error: `wapiti produced no report (${reason})` };
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const findings = [];
  const counts = { urls: Number(/Wapiti found (\d+) URLs/.exec(run.output)?.[1] ?? 0) };
  for (const kind of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, items] of Object.entries(report[kind] ?? {})) {
      for (const item of items) {
        findings.push({
          tool: 'wapiti',
          severity: WAPITI_LEVELS[item.level] ?? 'info',
          title: category,
          where: `${item.method} ${item.path}${item.parameter ? ` [${item.parameter}]` : ''}`,
          detail: item.info,
        });
      }
    }
  }
  counts.launchedModules = [...run.output.matchAll(/Launching module (\w+)/g)].map((match) => match[1]);
  return { findings, counts, seconds: run.seconds };
}

// ---------------------------------------------------------------------------------------------------------
// sqlmap

/**
 * A raw HTTP request for `sqlmap -r`: `*` marks each injection point (in the path, the query or a JSON value).
 */
export function formatRawRequest({ method, path: requestPath, host, headers = {}, body }) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const lines = [`${method} ${requestPath} HTTP/1.1`, `Host: ${host}`, 'Accept: application/json'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push('Content-Type: application/json');
  return `${lines.join('\r\n')}\r\n\r\n${payload}`;
}

/**
 * Runs sqlmap in batch mode on one raw request (PostgreSQL payloads only: the app runs on nothing else).
 * Resolves to `{ findings, httpCodes, verdict, seconds }`: `verdict` is `injectable`, `clean` (every marked
 * parameter tested, none injectable) or `incomplete` (stopped or failed before the end: see the log).
 */
export async function runSqlmap({
  target,
  requestFile,
  outputDir,
  logFile,
  proxyUrl,
  level,
  risk,
  timeoutMs,
}) {
  const args = [
    '-r',
    requestFile,
    '--batch',
    '--ignore-stdin',
    '--disable-coloring',
    '--flush-session',
    `--level=${level}`,
    `--risk=${risk}`,
    '--dbms=PostgreSQL',
    `--proxy=${proxyUrl}`,
    '--timeout=15',
    '--retries=1',
    `--output-dir=${outputDir}`,
    ...(target.sqlmapArgs ?? []),
  ];
  const run = await runTool('sqlmap', args, { logFile, timeoutMs });
  const { output } = run;
  const httpCodes = parseHttpCodes(output);
  const findings = [];
  const isInjectable = /identified the following injection point/.test(output);
  if (isInjectable) {
    for (const match of output.matchAll(/^Parameter: (.+)$/gm)) {
      findings.push({
        tool: 'sqlmap',
        severity: 'critical',
        title: 'SQL injection',
        where: `${target.method} ${target.label} [${match[1]}]`,
        detail: `sqlmap confirmed an injection (see ${path.basename(logFile)})`,
      });
    }
  }
  const serverErrors = Object.entries(httpCodes).filter(([code]) => Number(code) >= 500);
  for (const [code, times] of serverErrors) {
    findings.push({
      tool: 'sqlmap',
      severity: 'medium',
      title: 'Server error under injection payloads',
      where: `${target.method} ${target.label}`,
      detail: `HTTP ${code} answered ${times} times`,
    });
  }
  const isClean = /all tested parameters do not appear to be injectable/.test(output);
  const verdict = isInjectable ? 'injectable' : isClean && !run.isTimedOut ? 'clean' : 'incomplete';
  return { findings, httpCodes, verdict, seconds: run.seconds, isTimedOut: run.isTimedOut };
}

/** "HTTP error codes detected during run:\n400 (Bad Request) - 151 times, 429 (...) - 3 times" */
function parseHttpCodes(output) {
  const codes = {};
  const block = /HTTP error codes detected during run:\s*\n(.+)/.exec(output)?.[1] ?? '';
  for (const match of block.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)) {
    codes[match[1]] = (codes[match[1]] ?? 0) + Number(match[2]);
  }
  return codes;
}

// ---------------------------------------------------------------------------------------------------------
// npm audit

const NPM_SEVERITIES = { critical: 'critical', high: 'high', moderate: 'medium', low: 'low', info: 'info' };

/**
 * `npm audit --omit=dev --json` on the workspace: one finding per vulnerable package. `error` when the
 * registry gave no audit (offline, or a registry without the advisory endpoint).
 */
export async function runNpmAudit({ root, reportFile, logFile, timeoutMs }) {
  const run = await runTool('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    logFile,
    timeoutMs,
    // A user-level `audit=false` must not turn the command into a no-op.
    env: { ...process.env, npm_config_audit: 'true' },
  });
  const jsonStart = run.output.indexOf('{');
  let report;
  try {
    report = JSON.parse(run.output.slice(jsonStart, run.output.lastIndexOf('}') + 1));
  } catch {
    return { findings: [], seconds: run.seconds, error: 'npm audit printed no JSON report' };
  }
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  if (!report.vulnerabilities) {
    const reason = report.error?.summary || report.message || `exit ${run.code}`;
    return { findings: [], seconds: run.seconds, error: `npm audit failed: ${reason}` };
  }
  const findings = Object.values(report.vulnerabilities).map((vulnerability) => ({
    tool: 'npm audit',
    severity: NPM_SEVERITIES[vulnerability.severity] ?? 'info',
    title: vulnerability.via
      .map((via) => (typeof via === 'string' ? `via ${via}` : via.title))
      .filter(Boolean)
      .join('; '),
    where: `${vulnerability.name}@${vulnerability.range}`,
    detail: vulnerability.fixAvailable ? 'fix available' : 'no fix available',
  }));
  return { findings, seconds: run.seconds, dependencies: report.metadata?.dependencies };
}
