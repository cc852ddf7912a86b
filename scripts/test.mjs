// `npm test`: every suite (contract and web units, API against real PostgreSQL, browser journeys in
// Chromium), then one summary line. Runs all suites even when one fails, so a run reports everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportChromiumChoice } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportsDir = path.join(root, 'reports');

await exportChromiumChoice();
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const suites = [
  vitestSuite('contract', 'packages/contract'),
  vitestSuite('web', 'apps/web'),
  vitestSuite('api', 'apps/api'),
  {
    name: 'e2e',
    command: ['node', ['scripts/test-e2e.mjs']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportsDir, 'e2e.json') },
    readCounts: () => {
      const { stats } = readJson('e2e.json');
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
    },
    readFailures: () => playwrightFailures(readJson('e2e.json')),
  },
];
const failures = [];

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`);
  const [command, args] = suite.command;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  let counts;
  try {
    counts = suite.readCounts();
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 };
    console.error(`✗ ${suite.name}: the suite did not produce results (exit code ${result.status})`);
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  if (counts.failed > 0) failures.push(...namedFailures(suite));
  console.log(`  ${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}

// The names of what failed come last, where a truncated log still shows them.
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);

function vitestSuite(name, workspace) {
  const output = path.join(reportsDir, `${name}.json`);
  return {
    name,
    command: [
      'npx',
      [
        'vitest',
        'run',
        '--root',
        workspace,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${output}`,
      ],
    ],
    env: {},
    readFailures: () =>
      readJson(`${name}.json`).testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map(
            (test) =>
              `${name}: ${path.relative(root, file.name)} › ${test.fullName}${why(test.failureMessages?.[0])}`,
          ),
      ),
    readCounts: () => {
      const report = readJson(`${name}.json`);
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
    },
  };
}

function readJson(file) {
  const fullPath = path.join(reportsDir, file);
  if (!existsSync(fullPath)) throw new Error(`missing ${file}`);
  return JSON.parse(readFileSync(fullPath, 'utf8'));
}

function namedFailures(suite) {
  try {
    const names = suite.readFailures();
    return names.length > 0 ? names : [`${suite.name}: the suite failed outside any test`];
  } catch {
    return [`${suite.name}: no report`];
  }
}

/**
 * The first lines of a failure's message, indented under its name: the end of a truncated log is often all
 * there is to read of a run on another machine.
 */
function why(message) {
  if (!message) return '';
  const lines = message
    // eslint-disable-next-line no-control-regex -- terminal colours are stripped
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 6);
  return lines.map((line) => `\n      ${line.slice(0, 200)}`).join('');
}

function playwrightFailures(report) {
  const names = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((candidate) => candidate.status === 'unexpected')) {
        const error = test.results.flatMap((result) => result.errors ?? [])[0];
        const where = error?.location
          ? ` (${path.relative(root, error.location.file)}:${error.location.line})`
          : '';
        names.push(
          `e2e: [${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}${where}${why(error?.message)}`,
        );
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return names;
}
