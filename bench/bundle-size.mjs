// Gzipped JavaScript that a first visit downloads, per page, from the production build of the web app.
//
//   npm run build -w apps/web && node bench/bundle-size.mjs [--json]
//
// A page downloads the entry chunk with everything it imports statically (Vite's manifest,
// apps/web/dist/.vite/manifest.json) and the chunks the server preloads for its URL: its layout and page modules
// and their translation namespaces in French, the default language, with their own imports
// (`.vite/route-preloads.json`, which the build derives from apps/web/src/app/route-assets.ts; a test checks that
// table against the router). Each page has a budget: over it, the script exits with status 1. As a baseline
// measured in the same run, it also builds the smallest app on the same framework (React's API rendered by
// Preact through the app's own aliases, React Router's data router, i18next, TanStack Query) and prints each
// page as a ratio of that floor. It also checks that every code file of a first visit opens with V8's compile
// hint (see COMPILE_HINT in apps/web/vite.config.ts), so that Chromium compiles it while it downloads.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const KIB = 1024;

const PAGES = [
  { path: '/', budgetKiB: 100 },
  { path: '/dashboard', budgetKiB: 150 },
];
const LANGUAGE = 'fr';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function readBuildFile(name) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', name), 'utf8'));
  } catch {
    console.error(`No ${name} in apps/web/dist/.vite: run \`npm run build -w apps/web\` first.`);
    process.exit(2);
  }
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

/** The JS files of the entry chunk and of everything it imports statically, each once. */
function entryFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest).filter((candidate) => manifest[candidate].isEntry)) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Files holding only translations (the JSON of a namespace, or the group of the site's namespaces). */
function translationFiles(manifest) {
  const codeFiles = new Set();
  const files = new Set();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.endsWith('.json') || chunk.name?.startsWith('locales-')) files.add(chunk.file);
    else codeFiles.add(chunk.file);
  }
  return new Set([...files].filter((file) => !codeFiles.has(file)));
}

function lacksCompileHint(file) {
  return !readFileSync(path.join(distDir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
}

function measurePage(entry, routePreloads, page) {
  const route = routePreloads.routes.find((candidate) => candidate.path === page.path);
  if (!route) throw new Error(`${page.path} is not in .vite/route-preloads.json`);
  const routeFiles = route.preload[LANGUAGE].map((href) => href.replace(/^\//, ''));
  const files = [...new Set([...entry, ...routeFiles])];
  const bytes = files.reduce((total, file) => total + gzipSize(file), 0);
  const entryBytes = entry.reduce((total, file) => total + gzipSize(file), 0);
  const withoutCompileHint = files.filter((file) => !translations.has(file) && lacksCompileHint(file));
  return {
    ...page,
    files: files.length,
    bytes,
    entryBytes,
    lazyBytes: bytes - entryBytes,
    withoutCompileHint,
  };
}

/**
 * The web app's `resolve` options (the aliases that render React code with Preact), so that the floor is
 * built on the same framework as the app, and whether they swap React for Preact.
 */
async function loadAppResolveOptions(vite) {
  const loaded = await vite.loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(webDir, 'vite.config.ts'),
    webDir,
    'silent',
  );
  const resolve = loaded?.config.resolve ?? {};
  const aliases = Array.isArray(resolve.alias) ? resolve.alias : [];
  const isPreact = aliases.some(
    ({ find, replacement }) =>
      (find instanceof RegExp ? find.test('react') : find === 'react') && replacement.startsWith('preact'),
  );
  return { resolve, framework: isPreact ? 'Preact (preact/compat)' : 'React' };
}

/** Builds the smallest app on the same framework and returns its gzipped JS size. */
async function measureFrameworkFloor(vite, resolve) {
  // Inside node_modules so that bare imports resolve to the workspace's packages.
  const floorDir = path.join(root, 'node_modules/.cache/escouade-bench-floor');
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(
    path.join(floorDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(floorDir, 'main.jsx'),
    `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const i18n = i18next.createInstance();
i18n.init({ resources: { fr: { common: { hello: 'Bonjour' } } }, fallbackLng: 'fr', defaultNS: 'common' });
function Page() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['x'], queryFn: async () => 1 });
  return <main><Link to="/">{t('hello')} {data}</Link><Outlet /></main>;
}
const router = createBrowserRouter([{ path: '/', Component: Page }]);
createRoot(document.getElementById('root')).render(
  <QueryClientProvider client={new QueryClient()}>
    <I18nextProvider i18n={i18n}><RouterProvider router={router} /></I18nextProvider>
  </QueryClientProvider>,
);
`,
  );
  const { default: react } = await import(path.join(root, 'node_modules/@vitejs/plugin-react/dist/index.js'));
  const output = await vite.build({
    root: floorDir,
    configFile: false,
    logLevel: 'silent',
    resolve,
    plugins: [react()],
    build: { outDir: path.join(floorDir, 'dist'), write: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0);
}

const manifest = readBuildFile('manifest.json');
const entry = entryFiles(manifest);
const translations = translationFiles(manifest);
const routePreloads = readBuildFile('route-preloads.json');
const results = PAGES.map((page) => measurePage(entry, routePreloads, page));
const vite = await import(path.join(root, 'node_modules/vite/dist/node/index.js'));
const { resolve, framework } = await loadAppResolveOptions(vite);
const floorBytes = await measureFrameworkFloor(vite, resolve);
const format = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ framework, floorBytes, pages: results }, null, 2));
} else {
  console.log(
    `Framework floor (${framework}, React Router, i18next, TanStack Query): ${format(floorBytes)} gzipped\n`,
  );
  for (const result of results) {
    const verdict = result.bytes <= result.budgetKiB * KIB ? 'ok' : 'OVER BUDGET';
    console.log(
      `${result.path.padEnd(12)} ${format(result.bytes).padStart(10)} in ${String(result.files).padStart(2)} files ` +
        `(entry ${format(result.entryBytes)}, route ${format(result.lazyBytes)}) ` +
        `= ${(result.bytes / floorBytes).toFixed(2)}× floor; budget ${result.budgetKiB} KiB: ${verdict}`,
    );
    for (const file of result.withoutCompileHint) {
      console.log(`  ${file} does not open with ${COMPILE_HINT}`);
    }
  }
}

const failures = results.filter(
  (result) => result.bytes > result.budgetKiB * KIB || result.withoutCompileHint.length > 0,
);
process.exit(failures.length > 0 ? 1 : 0);
