// Lighthouse 12 on a running server, mobile preset (Moto G Power, simulated slow 4G and 4× CPU slowdown),
// in Debian's Chromium. Starts nothing but the browser: run the production server first.
//
//   npm run build && DATA_DIR=$(mktemp -d) PORT=3077 node apps/api/dist/server.js &
//   node bench/lighthouse.mjs http://localhost:3077/ [--runs 3] [--lang fr|en] [--json]
//
// The browser speaks French by default (`--lang`), as most of Escouade's visitors and the bundle budget do;
// the app picks its language from the browser's.
// Prints the performance, accessibility and best-practices scores (the median run by performance) with the
// metrics behind performance, and exits with status 1 when performance is under 95 or accessibility under
// 100. `bench/lighthouse-pages.mjs` starts a server itself and measures home, login and the feed.
import { describeSummary, medianRun } from './lib/lighthouse-runner.mjs';

const THRESHOLDS = { performance: 95, accessibility: 100 };

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

const options = parseArguments(process.argv.slice(2));
await assertReachable(options.url);
const { median, runs } = await medianRun(options.url, { runs: options.runs, lang: options.lang });
const { lines, failed } = describeSummary(median, THRESHOLDS);

if (options.json) {
  console.log(JSON.stringify({ median, runs }, null, 2));
} else {
  const runsLabel = options.runs > 1 ? `, median of ${options.runs} runs` : '';
  console.log(
    `Lighthouse on ${median.url}: mobile, browser in ${options.lang === 'en' ? 'English' : 'French'}${runsLabel}`,
  );
  for (const line of lines) console.log(line);
}
process.exit(failed ? 1 : 0);
