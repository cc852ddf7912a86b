// Bundles the API into dist/ (dependencies stay external; the workspace contract, shipped as TypeScript
// source, is bundled in) and copies the SQL migrations and data files next to it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@escouade/'));

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  // The brief assistant's worker threads load their own entry, found next to server.js at run time
  // (analysis-pool.ts).
  entryPoints: {
    server: 'src/server.ts',
    'analysis-worker': 'src/modules/projects/brief-analysis/analysis-worker.ts',
  },
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some dependencies still use require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
// Data files read next to the module at run time (see password-policy.ts).
await cp(path.join(root, 'src/auth/common-passwords.txt'), path.join(root, 'dist/common-passwords.txt'));
console.log('api built into apps/api/dist');
