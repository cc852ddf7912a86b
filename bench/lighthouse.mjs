// Lighthouse 12 on a running server, mobile preset (Moto G Power, simulated slow 4G and 4× CPU slowdown),
// in Debian's Chromium. Starts nothing but the browser: run the production server first.
//
//   npm run build && DATA_DIR=$(mktemp -d) PORT=3077 node apps/api/dist/server.js &
//   node bench/lighthouse.mjs http://localhost:3077/ [--runs 3] [--lang fr|en] [--json]
//
// The browser speaks French by default (`--lang`), as most of Escouade's visitors and the bundle budget do;
// the app picks its language from the browser's.
// Prints the performance, accessibility and best-practices scores (the median run by performance, as
// Lighthouse recommends when scores vary) with the metrics behind performance, and exits with status 1 when
// performance is under 95 or accessibility under 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const THRESHOLDS = { performance: 95, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
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

function parseArguments(argv) {
  const options = { url: 'http://localhost:3000/', runs: 1, json: false, lang: 'fr' };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--json') options.json = true;
    else if (argument === '--runs') options.runs = Math.max(1, Number(argv[(index += 1)]) || 1);
    else if (argument === '--lang') options.lang = argv[(index += 1)] === 'en' ? 'en' : 'fr';
    else if (argument.startsWith('http')) options.url = argument;
    else {
      console.error(`Unknown argument: ${argument}`);
      process.exit(2);
    }
  }
  return options;
}

async function assertReachable(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.error(`${url} is not reachable (${error.message}). Start the production server first.`);
    process.exit(2);
  }
}

async function runLighthouse(url, lang) {
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
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summarize(lhr) {
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

const options = parseArguments(process.argv.slice(2));
await assertReachable(options.url);
const runs = [];
for (let run = 0; run < options.runs; run += 1) {
  try {
    runs.push(summarize(await runLighthouse(options.url, options.lang)));
  } catch (error) {
    // Lighthouse itself asks to try again after a failed trace (NO_NAVSTART, NO_FCP...): once.
    console.warn(`Run ${run + 1} failed (${error.message}); trying again.`);
    runs.push(summarize(await runLighthouse(options.url, options.lang)));
  }
}
runs.sort((a, b) => a.scores.performance - b.scores.performance);
const median = runs[Math.floor(runs.length / 2)];

if (options.json) {
  console.log(JSON.stringify({ median, runs }, null, 2));
} else {
  const runsLabel = options.runs > 1 ? `, median of ${options.runs} runs` : '';
  console.log(
    `Lighthouse on ${median.url}: mobile, browser in ${options.lang === 'en' ? 'English' : 'French'}${runsLabel}`,
  );
  for (const [category, score] of Object.entries(median.scores)) {
    const threshold = THRESHOLDS[category];
    const verdict =
      threshold === undefined ? '' : score >= threshold ? `  ok (≥ ${threshold})` : `  FAIL (< ${threshold})`;
    console.log(`  ${category.padEnd(15)} ${String(score).padStart(3)}${verdict}`);
  }
  console.log(
    `  ${Object.entries(median.metrics)
      .map(([label, value]) => `${label} ${value}`)
      .join(' · ')}`,
  );
  for (const audit of median.failedAudits) console.log(`  - ${audit}`);
}

const failed = Object.entries(THRESHOLDS).some(
  ([category, threshold]) => median.scores[category] < threshold,
);
process.exit(failed ? 1 : 0);
