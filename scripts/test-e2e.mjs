// `npm run test:e2e`: builds when needed, then runs the Playwright journeys in Debian's Chromium against the
// production server (started by Playwright on a fresh data directory).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale } from './build-state.mjs';
import { exportChromiumChoice } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
await exportChromiumChoice();
if (isBuildStale()) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
