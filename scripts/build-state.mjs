// Decides whether the production build is missing or older than the sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/api/src',
  'apps/api/build.mjs',
  'packages/contract/src',
  'package-lock.json',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale() {
  const outputs = OUTPUTS.map((output) => path.join(root, output));
  if (outputs.some((output) => !existsSync(output))) return true;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}
