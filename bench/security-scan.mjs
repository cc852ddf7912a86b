// Security scanners against the built server: wapiti (every module but ssrf and wapp), sqlmap on the API
// endpoints that take parameters, and npm audit of the production dependencies.
//
//   npm run build && node bench/security-scan.mjs [--quick] [--keep-data] [--json]
//
// 1. Installs Debian's wapiti and sqlmap when they are missing (apt-get, as root or through sudo).
// 2. Starts `node apps/api/dist/server.js` on a fresh DATA_DIR as deployed: NODE_ENV=production (Secure
//    cookies, HSTS, no development mailbox; its mail goes to a local SMTP sink), plus the bench settings
//    (REQUIRE_EMAIL_VERIFICATION=false, TRUST_PROXY=true). Creates a professional allowed to post, with posts
//    and comments, another professional, a client with a project, and an administrator
//    (`npm run admin:create` on the same DATA_DIR), and signs them in.
// 3. Both scanners go through a local proxy that gives each request its own X-Forwarded-For address (the
//    per-address rate limits would otherwise answer 429 to most payloads) and refuses every host but the app.
// 4. npm audit --omit=dev. wapiti crawls the site from `/` and from every GET operation of the OpenAPI
//    document (path and query parameters filled with the fixtures' ids), with the administrator's session,
//    and attacks what it found. sqlmap (batch, PostgreSQL payloads) tests every marked parameter of the
//    requests of `sqlmapTargets()`: query strings, path segments, base64url cursors and JSON bodies, each
//    with the session its endpoint needs; the operations of the OpenAPI document it leaves out are listed.
// 5. Prints the findings by tool and severity and writes every report (and the server's log) to
//    reports/security/. Exits with status 1 when a finding is medium or higher (not listed in
//    ACCEPTED_FINDINGS) or the server exited during the scan, 2 when a scanner could not run to the end (no
//    verdict), 0 otherwise.
//
// `--quick`: shorter bounds (a few minutes instead of about 20), sqlmap at level 1 and risk 1 instead of 3 and 2.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './lib/bench-main.mjs';
import { startAddressRotatingProxy } from './lib/address-rotating-proxy.mjs';
import {
  createClient,
  describeFailure,
  makeEligibleToPost,
  randomIp,
  randomToken,
  signUp,
} from './lib/api-client.mjs';
import {
  assertBuilt,
  getFreePort,
  isRunning,
  root,
  serverEnv,
  spawnApiServer,
  stopApiServer,
  stopLeftoverPostgres,
  waitForHealth,
} from './lib/api-server.mjs';
import {
  SEVERITIES,
  WAPITI_SKIPPED_MODULES,
  ensureScanners,
  formatRawRequest,
  isBlocking,
  runNpmAudit,
  runSqlmap,
  runTool,
  runWapiti,
  stopRunningTools,
  writeWapitiCookieFile,
} from './lib/security-tools.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const BOUNDS = {
  full: { crawlSeconds: 60, attackSeconds: 25, wapitiTimeoutMs: 15 * 60_000, sqlmapLevel: 3, sqlmapRisk: 2 },
  quick: { crawlSeconds: 20, attackSeconds: 8, wapitiTimeoutMs: 8 * 60_000, sqlmapLevel: 1, sqlmapRisk: 1 },
};
const SQLMAP_TARGET_TIMEOUT_MS = { full: 300_000, quick: 60_000 };
const REPORT_DIR = path.join(root, 'reports/security');

/**
 * Findings judged false positives (see bench/README.md, "security-scan.mjs"), each matched precisely by tool,
 * title and place. Empty while the scan has none of medium or higher to explain.
 */
const ACCEPTED_FINDINGS = [];

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'keep-data': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const mode = options.quick ? 'quick' : 'full';
const bounds = BOUNDS[mode];
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();
try {
  ensureScanners(log);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-security-'));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-security-tools-'));
let server;
let serverLog;
let smtpSink;
let proxy;

const cleanUp = async () => {
  stopRunningTools();
  await proxy?.close();
  if (server) await stopApiServer(server);
  await new Promise((resolve) => (serverLog ? serverLog.end(resolve) : resolve()));
  await stopLeftoverPostgres(dataDir).catch((error) => console.error(`Could not stop PostgreSQL: ${error}`));
  await smtpSink?.close();
  rmSync(workDir, { recursive: true, force: true });
  if (!options['keep-data']) rmSync(dataDir, { recursive: true, force: true });
};
await runBench({
  run,
  cleanUp,
  serverLog: () => server?.logTail(),
});

async function run() {
  const startedAt = performance.now();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(path.join(REPORT_DIR, 'sqlmap'), { recursive: true });

  smtpSink = await startSmtpSink();
  const port = await getFreePort();
  const env = serverEnv({
    dataDir,
    port,
    extra: { NODE_ENV: 'production', SMTP_URL: smtpSink.url },
  });
  const baseUrl = env.APP_URL;
  log(`Server on ${baseUrl} (NODE_ENV=production), data in ${dataDir}; reports in ${REPORT_DIR}.`);
  // A 503 is the overload protection shedding load: on a busy machine, read it with the load average.
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}, ${os.cpus().length} CPUs.`);
  // Its warnings and errors, kept for the triage.
  serverLog = createWriteStream(path.join(REPORT_DIR, 'server.log'));
  server = spawnApiServer(env, { onLine: (line) => serverLog.write(`${line}\n`) });
  if ((await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child })) === undefined) {
    throw new Error('the server did not become healthy');
  }

  const fixtures = await createFixtures(baseUrl, env);
  const openApi = await fetch(`${baseUrl}/api/docs/json`).then((response) => response.json());
  proxy = await startAddressRotatingProxy(baseUrl);
  const host = new URL(baseUrl).host;

  const results = { mode, tools: {} };
  results.tools.cookies = checkSessionCookie(fixtures.admin.setCookies);
  log(`Session cookie as set at sign-in: ${results.tools.cookies.attributes}`);

  log('\nnpm audit --omit=dev');
  const audit = await runNpmAudit({
    root,
    reportFile: path.join(REPORT_DIR, 'npm-audit.json'),
    logFile: path.join(REPORT_DIR, 'npm-audit.log'),
    timeoutMs: 120_000,
  });
  results.tools.npmAudit = audit;
  log(audit.error ? `  ${audit.error}` : `  ${audit.findings.length} vulnerable packages`);

  const startUrls = wapitiStartUrls(openApi, baseUrl, fixtures);
  const cookieFile = path.join(workDir, 'cookies.json');
  writeWapitiCookieFile(cookieFile, new URL(baseUrl).hostname, fixtures.admin.cookie);
  log(
    `\nwapiti: ${startUrls.length} start URLs, administrator's session, stopped after ${bounds.wapitiTimeoutMs / 60_000} min at most`,
  );
  const before = proxyTotal();
  const wapiti = await runWapiti({
    baseUrl: `${baseUrl}/`,
    startUrls,
    cookieFile,
    proxyUrl: proxy.url,
    workDir,
    reportFile: path.join(REPORT_DIR, 'wapiti.json'),
    logFile: path.join(REPORT_DIR, 'wapiti.log'),
    crawlSeconds: bounds.crawlSeconds,
    attackSeconds: bounds.attackSeconds,
    timeoutMs: bounds.wapitiTimeoutMs,
  });
  wapiti.counts.requests = proxyTotal() - before;
  assertServerRunning('wapiti');
  results.tools.wapiti = wapiti;
  log(
    wapiti.error
      ? `  ${wapiti.error}`
      : `  ${wapiti.counts.urls} URLs crawled, ${wapiti.counts.launchedModules.length} modules, ` +
          `${wapiti.counts.requests} requests in ${wapiti.seconds.toFixed(0)} s: ${wapiti.findings.length} findings`,
  );

  const targets = sqlmapTargets(fixtures);
  log(`\nsqlmap: ${targets.length} requests, level ${bounds.sqlmapLevel}, risk ${bounds.sqlmapRisk}`);
  const sqlmap = { findings: [], targets: [], requests: 0, seconds: 0 };
  for (const target of targets) {
    const requestFile = path.join(workDir, `${target.name}.http`);
    const headers = {};
    if (target.cookie) headers.Cookie = target.cookie;
    if (target.method !== 'GET') headers.Origin = baseUrl;
    writeFileSync(requestFile, formatRawRequest({ ...target, host, headers }));
    const requestsBefore = proxyTotal();
    const outcome = await runSqlmap({
      target,
      requestFile,
      outputDir: path.join(workDir, 'sqlmap'),
      logFile: path.join(REPORT_DIR, 'sqlmap', `${target.name}.log`),
      proxyUrl: proxy.url,
      level: bounds.sqlmapLevel,
      risk: bounds.sqlmapRisk,
      timeoutMs: SQLMAP_TARGET_TIMEOUT_MS[mode],
    });
    const requests = proxyTotal() - requestsBefore;
    assertServerRunning(`sqlmap on ${target.method} ${target.label}`);
    sqlmap.findings.push(...outcome.findings);
    sqlmap.targets.push({
      name: target.name,
      request: `${target.method} ${target.label}`,
      verdict: outcome.verdict,
      requests,
      seconds: Math.round(outcome.seconds),
      httpCodes: outcome.httpCodes,
    });
    sqlmap.requests += requests;
    sqlmap.seconds += outcome.seconds;
    log(
      `  ${`${target.method} ${target.label}`.padEnd(52)} ${outcome.verdict.padEnd(10)} ` +
        `${String(requests).padStart(5)} requests ${outcome.seconds.toFixed(0).padStart(4)} s  ${formatCodes(outcome.httpCodes)}`,
    );
  }
  const incomplete = sqlmap.targets.filter((target) => target.verdict === 'incomplete');
  if (incomplete.length > 0) sqlmap.error = `no verdict for ${incomplete.map((t) => t.name).join(', ')}`;
  sqlmap.uncovered = uncoveredOperations(openApi, targets);
  if (sqlmap.uncovered.length > 0) {
    log(`  Operations with parameters not given to sqlmap: ${sqlmap.uncovered.join(', ')}`);
  }
  results.tools.sqlmap = sqlmap;

  results.proxy = proxy.counts;
  results.mailsSent = smtpSink.received;
  results.seconds = Math.round((performance.now() - startedAt) / 1000);
  results.loadAverage = formatLoadAverage();
  const findings = [
    ...audit.findings,
    ...wapiti.findings,
    ...sqlmap.findings,
    ...results.tools.cookies.findings,
  ].map((finding) => ({
    ...finding,
    isAccepted: ACCEPTED_FINDINGS.some((accepted) => matches(accepted, finding)),
  }));
  results.findings = findings;
  results.summary = summarize(findings);
  results.blocking = findings.filter((finding) => isBlocking(finding.severity) && !finding.isAccepted);
  results.errors = Object.entries(results.tools)
    .filter(([, tool]) => tool.error)
    .map(([name, tool]) => `${name}: ${tool.error}`);
  writeFileSync(path.join(REPORT_DIR, 'summary.json'), `${JSON.stringify(results, null, 2)}\n`);

  if (options.json) console.log(JSON.stringify(results, null, 2));
  else printSummary(results);
  if (results.blocking.length > 0) return 1;
  return results.errors.length > 0 ? 2 : 0;

  /** A server that exits under the scan is a failure of the scan, whatever the findings. */
  function assertServerRunning(during) {
    if (isRunning(server.child)) return;
    const { exitCode, signalCode } = server.child;
    throw Object.assign(
      new Error(
        `the server exited during ${during} (${signalCode ?? `status ${exitCode}`}): see reports/security/server.log`,
      ),
      { isFailure: true },
    );
  }

  function proxyTotal() {
    return Object.values(proxy.counts.byStatus).reduce((sum, count) => sum + count, 0);
  }
}

/**
 * The accounts and content the scanners work with: a professional with posts and comments (and the cursors of
 * their second pages), another professional, a client with a draft project, and an administrator.
 */
async function createFixtures(baseUrl, env) {
  const client = createClient(baseUrl);
  const expect = async (what, request, statuses = [200, 201]) => {
    const response = await client.request(request);
    if (!statuses.includes(response.status)) throw describeFailure(what, response);
    return response;
  };
  const professional = await signUp(client);
  await makeEligibleToPost(client, professional);
  const posts = [];
  for (let index = 1; index <= 3; index++) {
    const body = { content: `Scan post ${index}: looking for a designer in Lyon` };
    const post = await expect('post', {
      method: 'POST',
      path: '/api/posts',
      cookie: professional.cookie,
      body,
    });
    posts.push(post.body);
  }
  const postId = posts[0].id;
  for (let index = 1; index <= 3; index++) {
    const body = { content: `Scan comment ${index}` };
    const comment = {
      method: 'POST',
      path: `/api/posts/${postId}/comments`,
      cookie: professional.cookie,
      body,
    };
    await expect('comment', comment);
  }
  const other = await signUp(client);
  const customer = await signUp(client, { role: 'user' });
  const project = await expect('project', {
    method: 'POST',
    path: '/api/projects',
    cookie: customer.cookie,
    body: { language: 'fr' },
  });

  const admin = {
    email: `scan-admin-${randomToken()}@example.com`,
    password: randomBytes(18).toString('base64url'),
  };
  // Asynchronously: the SMTP sink lives in this process and must keep answering the server meanwhile.
  const created = await runTool('npm', ['run', 'admin:create', '--', '--email', admin.email], {
    cwd: root,
    env: { ...env, ESCOUADE_ADMIN_PASSWORD: admin.password },
    timeoutMs: 120_000,
  });
  if (created.code !== 0) throw new Error(`admin:create failed:\n${created.output}`);
  // Through fetch, for the Set-Cookie attributes (checked by checkSessionCookie).
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const setCookies = signIn.headers.getSetCookie();
  if (signIn.status !== 200 || setCookies.length === 0) {
    throw new Error(`administrator sign-in failed: ${signIn.status} ${await signIn.text()}`);
  }
  admin.cookie = setCookies
    .map((header) => header.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  admin.setCookies = setCookies;
  // An audit entry, so that the audit list has something to page through.
  await expect('ban', {
    method: 'POST',
    path: `/api/admin/users/${other.id}/ban`,
    cookie: admin.cookie,
    body: { reason: 'Scan fixture' },
  });
  await expect('unban', { method: 'POST', path: `/api/admin/users/${other.id}/unban`, cookie: admin.cookie });

  const nextCursor = async (requestPath, cookie) =>
    (await expect('page', { path: requestPath, cookie })).body.nextCursor ?? undefined;
  const fixtures = {
    professional,
    other,
    customer,
    admin,
    postId,
    projectId: project.body.id,
    cursors: {
      '/api/posts': await nextCursor('/api/posts?limit=2', professional.cookie),
      '/api/posts/{postId}/comments': await nextCursor(
        `/api/posts/${postId}/comments?limit=2`,
        professional.cookie,
      ),
      '/api/admin/users': await nextCursor('/api/admin/users?limit=2', admin.cookie),
      '/api/admin/audit': await nextCursor('/api/admin/audit?limit=1', admin.cookie),
    },
  };
  client.close();
  return fixtures;
}

/** Every GET operation of the OpenAPI document, with its path and query parameters filled in. */
function wapitiStartUrls(openApi, baseUrl, fixtures) {
  const pathValues = {
    userId: fixtures.professional.id,
    postId: fixtures.postId,
    projectId: fixtures.projectId,
    token: 'scan-token-0123456789abcdef',
  };
  const queryValues = { q: 'scan', limit: '2' };
  // A few pages of the interface (the server answers them all with index.html) and the API's documentation.
  const pages = [
    '/',
    '/pricing',
    '/login',
    '/update-password?token=scan',
    '/newsletter/confirm?token=scan',
    '/api/docs',
  ];
  const urls = pages.map((page) => `${baseUrl}${page}`);
  for (const [template, operations] of Object.entries(openApi.paths)) {
    const operation = operations.get;
    if (!operation || template.startsWith('/api/docs')) continue;
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    if (pathParameters.some((parameter) => pathValues[parameter.name] === undefined)) continue;
    const filled = template.replace(/\{(\w+)\}/g, (_match, name) => encodeURIComponent(pathValues[name]));
    const query = new URLSearchParams();
    for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
      const value = parameter.name === 'cursor' ? fixtures.cursors[template] : queryValues[parameter.name];
      if (value !== undefined) query.set(parameter.name, value);
    }
    urls.push(`${baseUrl}${filled}${query.size > 0 ? `?${query}` : ''}`);
  }
  return urls;
}

/**
 * What sqlmap tests: `*` marks each injection point; cursors (base64url of "timestamp|id") are tested through
 * sqlmap's base64 support. Mutating requests run on the fixtures (a draft project, a throw-away professional).
 */
function sqlmapTargets(fixtures) {
  const { professional, admin, customer, other, postId, projectId, cursors } = fixtures;
  const cursorArgs = ['-p', 'cursor', '--base64=cursor', '--base64-safe'];
  const get = (name, label, requestPath, cookie, sqlmapArgs) => ({
    name,
    method: 'GET',
    label,
    path: requestPath,
    cookie,
    sqlmapArgs,
  });
  const send = (name, method, label, requestPath, body, cookie, sqlmapArgs) => ({
    name,
    method,
    label,
    path: requestPath,
    body,
    cookie,
    sqlmapArgs,
  });
  const targets = [
    get('feed-search', '/api/posts?q&limit', '/api/posts?q=designer*&limit=2*', professional.cookie),
    get(
      'comments',
      '/api/posts/:postId/comments?limit',
      `/api/posts/${postId}*/comments?limit=2*`,
      professional.cookie,
    ),
    get('profile', '/api/profiles/:userId', `/api/profiles/${professional.id}*`, professional.cookie),
    get(
      'skill-suggestions',
      '/api/skills/suggestions?q&limit',
      '/api/skills/suggestions?q=comm*&limit=5*',
      professional.cookie,
    ),
    get('admin-users', '/api/admin/users?q&limit', '/api/admin/users?q=scan*&limit=2*', admin.cookie),
    get('project', '/api/projects/:projectId', `/api/projects/${projectId}*`, customer.cookie),
    get(
      'password-reset-token',
      '/api/account/password-reset/:token',
      '/api/account/password-reset/scan0123456789abcdef*',
    ),
    // An empty JSON body: without one, sqlmap sends a form content type, which the API refuses (415).
    send(
      'follow',
      'PUT',
      '/api/profiles/:userId/follow',
      `/api/profiles/${other.id}*/follow`,
      {},
      professional.cookie,
    ),
    send('like', 'PUT', '/api/posts/:postId/like', `/api/posts/${postId}*/like`, {}, professional.cookie),
    send(
      'sign-in-email',
      'POST',
      '/api/auth/sign-in/email {email}',
      '/api/auth/sign-in/email',
      { email: `${professional.email}*`, password: 'not the password 42' },
      undefined,
      // A failed sign-in answers 401, which sqlmap otherwise takes for HTTP authentication.
      ['--ignore-code=401'],
    ),
    send(
      'sign-in-password',
      'POST',
      '/api/auth/sign-in/email {password}',
      '/api/auth/sign-in/email',
      { email: 'scan@example.com', password: 'not the password 42*' },
      undefined,
      // A new address for each request: the per-account limit (3 attempts in 10 s) would answer 429.
      [
        '--ignore-code=401',
        '--eval',
        "import random; email='scan-%d@example.com' % random.randint(0, 10**12)",
      ],
    ),
    send('sign-up', 'POST', '/api/auth/sign-up/email {email,name}', '/api/auth/sign-up/email', {
      email: `scan-${randomToken()}@example.com*`,
      password: 'a long scan password 42',
      name: 'Scan*',
      firstName: 'Scan*',
      lastName: 'Probe*',
      role: 'professional',
      locale: 'fr',
    }),
    send(
      'password-reset-request',
      'POST',
      '/api/auth/request-password-reset {email}',
      '/api/auth/request-password-reset',
      {
        email: `${other.email}*`,
        redirectTo: '/update-password',
      },
    ),
    send('contact', 'POST', '/api/contact {name,email,message}', '/api/contact', {
      name: 'Scan*',
      email: 'scan@example.com*',
      subject: 'information',
      message: 'A question about your services*',
      locale: 'fr',
    }),
    send('newsletter', 'POST', '/api/newsletter {email}', '/api/newsletter', {
      email: 'scan@example.com*',
      locale: 'fr',
    }),
    send('newsletter-confirm', 'POST', '/api/newsletter/confirm {token}', '/api/newsletter/confirm', {
      token: 'scan0123456789abcdef*',
    }),
    send(
      'newsletter-unsubscribe',
      'POST',
      '/api/newsletter/unsubscribe {token}',
      '/api/newsletter/unsubscribe',
      {
        token: 'scan0123456789abcdef*',
      },
    ),
    send(
      'profile-update',
      'PATCH',
      '/api/profiles/:userId {firstName,lastName,profession,city,country,biography}',
      `/api/profiles/${professional.id}`,
      {
        firstName: 'Bench*',
        lastName: 'Mark*',
        profession: 'Consultant*',
        city: 'Lyon*',
        country: 'France*',
        biography: 'Designer in Lyon*',
      },
      professional.cookie,
    ),
    send(
      'skill-add',
      'POST',
      '/api/profiles/:userId/skills {newSkill.name}',
      `/api/profiles/${professional.id}/skills`,
      { newSkill: { name: 'Scanning*' }, level: 3 },
      professional.cookie,
    ),
    send(
      'post',
      'POST',
      '/api/posts {content}',
      '/api/posts',
      { content: 'Scan post*' },
      professional.cookie,
    ),
    send(
      'comment',
      'POST',
      '/api/posts/:postId/comments {content}',
      `/api/posts/${postId}/comments`,
      { content: 'Scan comment*' },
      professional.cookie,
    ),
    send(
      'project-message',
      'POST',
      '/api/projects/:projectId/messages {content}',
      `/api/projects/${projectId}/messages`,
      { content: 'We need a website for our shop in Lyon*' },
      customer.cookie,
    ),
    send(
      'admin-ban',
      'POST',
      '/api/admin/users/:userId/ban {reason}',
      `/api/admin/users/${other.id}/ban`,
      { reason: 'Scan*' },
      admin.cookie,
    ),
  ];
  const cursorTargets = [
    ['/api/posts', '/api/posts?limit=2&cursor=', professional.cookie],
    ['/api/posts/{postId}/comments', `/api/posts/${postId}/comments?limit=2&cursor=`, professional.cookie],
    ['/api/admin/users', '/api/admin/users?limit=2&cursor=', admin.cookie],
    ['/api/admin/audit', '/api/admin/audit?limit=1&cursor=', admin.cookie],
  ];
  for (const [template, prefix, cookie] of cursorTargets) {
    if (cursors[template] === undefined) continue;
    const cursor = String(cursors[template]);
    const name = `${template.replaceAll(/[{}]/g, '').split('/').filter(Boolean).slice(1).join('-')}-cursor`;
    const label = `${template.replace(/\{(\w+)\}/g, ':$1')}?cursor`;
    // Keyset cursors are base64url of "timestamp|id"; the audit log pages by its numeric id.
    const isKeyset = Buffer.from(cursor, 'base64url').toString('utf8').includes('|');
    targets.push(
      isKeyset
        ? get(name, label, `${prefix}${cursor}`, cookie, cursorArgs)
        : get(name, label, `${prefix}${cursor}*`, cookie),
    );
  }
  return targets;
}

/** Operations of the OpenAPI document that take parameters or a body and that no sqlmap target exercises. */
function uncoveredOperations(openApi, targets) {
  const covered = new Set(
    targets.map((target) => `${target.method} ${target.label.split(/[?\s]/)[0].replace(/:(\w+)/g, '{$1}')}`),
  );
  const uncovered = [];
  for (const [template, operations] of Object.entries(openApi.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const hasInput = (operation.parameters ?? []).length > 0 || operation.requestBody;
      const key = `${method.toUpperCase()} ${template}`;
      if (hasInput && !covered.has(key)) uncovered.push(key);
    }
  }
  return uncovered;
}

/**
 * wapiti's cookieflags module judges the cookies of its own jar (loaded from the cookie file, where they must
 * lack Secure to travel over plain HTTP), not what the server sets: the attributes are checked here instead.
 */
function checkSessionCookie(setCookies) {
  const header = setCookies.find((candidate) => /session_token=/.test(candidate.split(';')[0])) ?? '';
  const attributes = header
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim());
  const has = (pattern) => attributes.some((attribute) => pattern.test(attribute));
  const missing = [
    ['Secure', /^secure$/i],
    ['HttpOnly', /^httponly$/i],
    ['SameSite=Lax or Strict', /^samesite=(lax|strict)$/i],
  ].filter(([, pattern]) => !has(pattern));
  const name = header.split('=')[0] || 'session cookie';
  return {
    attributes: `${name}: ${attributes.filter((attribute) => !/^(max-age|expires)=/i.test(attribute)).join('; ')}`,
    findings: missing.map(([flag]) => ({
      tool: 'cookie check',
      severity: 'medium',
      title: 'Session cookie attribute missing',
      where: name,
      detail: `${flag} not set at sign-in`,
    })),
  };
}

function matches(accepted, finding) {
  return Object.entries(accepted).every(([field, expected]) =>
    expected instanceof RegExp ? expected.test(finding[field]) : finding[field] === expected,
  );
}

function summarize(findings) {
  const summary = {};
  for (const finding of findings) {
    summary[finding.tool] ??= Object.fromEntries(SEVERITIES.map((severity) => [severity, 0]));
    summary[finding.tool][finding.severity] += 1;
  }
  return summary;
}

function printSummary(results) {
  const tools = { 'npm audit': 'npmAudit', wapiti: 'wapiti', sqlmap: 'sqlmap', 'cookie check': 'cookies' };
  console.log(
    `\nFindings by severity (${results.mode} scan, ${results.seconds} s, load average after: ${results.loadAverage})`,
  );
  console.log(`  ${'tool'.padEnd(12)}${SEVERITIES.map((severity) => severity.padStart(10)).join('')}`);
  for (const [tool, key] of Object.entries(tools)) {
    const counts = results.summary[tool] ?? {};
    const cells = SEVERITIES.map((severity) => String(counts[severity] ?? 0).padStart(10)).join('');
    console.log(`  ${tool.padEnd(12)}${cells}${results.tools[key].error ? '  (incomplete: see below)' : ''}`);
  }
  const shown = results.findings.filter((finding) => finding.severity !== 'info');
  if (shown.length > 0) console.log('\nFindings (info omitted; all in reports/security/summary.json)');
  for (const finding of shown.sort(
    (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  )) {
    const mark = finding.isAccepted ? ' (accepted: see bench/README.md)' : '';
    console.log(
      `  ${finding.severity.padEnd(8)} ${finding.tool.padEnd(9)} ${finding.title}: ${finding.where}${mark}`,
    );
    if (finding.detail) console.log(`${' '.repeat(20)}${finding.detail}`);
  }
  const refused = results.proxy.refused;
  console.log(
    `\nProxy: ${refused} request${refused === 1 ? '' : 's'} to other hosts refused; wapiti skipped ${WAPITI_SKIPPED_MODULES.join(' and ')}.`,
  );
  for (const error of results.errors) console.log(`Could not complete: ${error}`);
  const blocking = results.blocking.length;
  console.log(
    blocking > 0
      ? `FAIL: ${blocking} finding${blocking === 1 ? '' : 's'} of medium severity or higher.`
      : `No finding of medium severity or higher${results.errors.length > 0 ? ' among the scanners that ran' : ''}.`,
  );
}

function formatLoadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

function formatCodes(codes) {
  return Object.entries(codes)
    .map(([code, times]) => `${code}×${times}`)
    .join(' ');
}
