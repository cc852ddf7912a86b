// Lighthouse 12 in Chromium (the system's, or the packaged one: scripts/chromium.mjs) with the mobile preset (Moto G Power, simulated slow 4G and 4× CPU
// slowdown): shared by bench/lighthouse.mjs (one URL on a running server) and bench/lighthouse-pages.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { resolveChromium } from '../../scripts/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

export function languageFlags(lang) {
  const tags = lang === 'en' ? 'en-US,en' : 'fr-FR,fr';
  return [`--lang=${tags.split(',')[0]}`, `--accept-lang=${tags}`];
}

/**
 * One Lighthouse run. `cookies` ("name=value; other=value") go into the browser's cookie jar for the page's
 * origin before the run (a session for signed-in pages): an extra Cookie header would be replaced by the jar as
 * soon as the page sets a cookie of its own, and the run would measure the sign-in page instead. Lighthouse
 * clears caches and storage before a run, but not cookies.
 */
export async function runLighthouse(url, { lang = 'fr', cookies } = {}) {
  const chromium = await resolveChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.path,
    // --lang alone leaves headless Chromium's navigator.language and Accept-Language in English on Linux.
    chromeFlags: [...chromium.args, ...languageFlags(lang)],
  });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: not the page to measure`);
    }
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

async function setCookies(port, url, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const cookieList = cookies.split(';').map((pair) => {
      const [name, ...value] = pair.trim().split('=');
      return { name, value: value.join('='), url: new URL(url).origin };
    });
    await browser.setCookie(...cookieList);
  } finally {
    await browser.disconnect();
  }
}

export function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  );
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].score})`),
  );
  return { url: lhr.finalDisplayedUrl, scores, metrics, failedAudits, details: describeDetails(lhr) };
}

/** Where the time goes: the LCP element, the longest main-thread tasks and the requests (simulated run). */
function describeDetails(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpItems[0]?.items?.[0]?.node?.nodeLabel ?? '?';
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (task) =>
        `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url.replace(origin, '')}`,
    );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = requests.reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return [
    `LCP element: ${lcpElement}`,
    `${requests.length} requests, ${(transferred / 1024).toFixed(1)} KiB transferred`,
    ...longTasks.map((task) => `long task ${task}`),
  ];
}

// A failed trace gives no score; Chromium fails one now and then, at times twice in a row.
const ATTEMPTS_PER_RUN = 3;

/** One run of `url`, summarized; a failed trace (NO_NAVSTART, NO_FCP...) is tried again, as Lighthouse asks. */
export async function summarizedRun(url, { lang = 'fr', cookies } = {}, label = url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return summarize(await runLighthouse(url, { lang, cookies }));
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error;
      console.warn(`${label} failed (${error.message}); trying again.`);
    }
  }
}

/**
 * `runs` runs of `url`, the median by performance (as Lighthouse recommends when scores vary). A failed trace
 * (NO_NAVSTART, NO_FCP...) is tried again (`summarizedRun`).
 */
export async function medianRun(url, { runs = 1, lang = 'fr', cookies } = {}) {
  const summaries = [];
  for (let run = 0; run < runs; run += 1) {
    summaries.push(await summarizedRun(url, { lang, cookies }, `Run ${run + 1} of ${url}`));
  }
  summaries.sort((a, b) => a.scores.performance - b.scores.performance);
  return { median: summaries[Math.floor(summaries.length / 2)], runs: summaries };
}

/**
 * Lines describing a summary against `thresholds` (and with `withDetails`, where the time went); `failed` when a
 * score is under its threshold.
 */
export function describeSummary(summary, thresholds, { withDetails = false } = {}) {
  const lines = [];
  let failed = false;
  for (const [category, score] of Object.entries(summary.scores)) {
    const threshold = thresholds[category];
    const passes = threshold === undefined || score >= threshold;
    failed ||= !passes;
    const verdict =
      threshold === undefined ? '' : passes ? `  ok (≥ ${threshold})` : `  FAIL (< ${threshold})`;
    lines.push(`  ${category.padEnd(15)} ${String(score).padStart(3)}${verdict}`);
  }
  lines.push(
    `  ${Object.entries(summary.metrics)
      .map(([label, value]) => `${label} ${value}`)
      .join(' · ')}`,
  );
  for (const audit of summary.failedAudits) lines.push(`  - ${audit}`);
  if (withDetails) for (const detail of summary.details) lines.push(`  · ${detail}`);
  return { lines, failed };
}
