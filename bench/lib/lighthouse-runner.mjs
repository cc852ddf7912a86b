// Lighthouse 12 in Debian's Chromium with the mobile preset (Moto G Power, simulated slow 4G and 4× CPU
// slowdown): shared by bench/lighthouse.mjs (one URL on a running server) and bench/lighthouse-pages.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run; `headers` go with every request (a session cookie for signed-in pages). */
export async function runLighthouse(url, { lang = 'fr', headers } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_FLAGS, `--lang=${lang === 'en' ? 'en-US' : 'fr-FR'}`],
  });
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    await chrome.kill();
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
  return { url: lhr.finalDisplayedUrl, scores, metrics, failedAudits };
}

/**
 * `runs` runs of `url`, the median by performance (as Lighthouse recommends when scores vary). A failed trace
 * (NO_NAVSTART, NO_FCP...) is tried once more, as Lighthouse itself advises.
 */
export async function medianRun(url, { runs = 1, lang = 'fr', headers } = {}) {
  const summaries = [];
  for (let run = 0; run < runs; run += 1) {
    try {
      summaries.push(summarize(await runLighthouse(url, { lang, headers })));
    } catch (error) {
      console.warn(`Run ${run + 1} of ${url} failed (${error.message}); trying again.`);
      summaries.push(summarize(await runLighthouse(url, { lang, headers })));
    }
  }
  summaries.sort((a, b) => a.scores.performance - b.scores.performance);
  return { median: summaries[Math.floor(summaries.length / 2)], runs: summaries };
}

/** Lines describing a summary against `thresholds`; `failed` when a score is under its threshold. */
export function describeSummary(summary, thresholds) {
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
  return { lines, failed };
}
