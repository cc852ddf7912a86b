import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './preact-aliases.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * What the home page needs besides the entry chunk: its layout, its page, and its translations in French, the
 * default language. Must match the loaders of `/` in src/app/router.tsx (bench/bundle-size.mjs checks the
 * same list).
 */
const LANDING_PAGE_MODULES = [
  'src/app/layouts/public-layout.tsx',
  'src/features/marketing/routes/home-page.tsx',
  ...['meta', 'errors', 'notFound', 'nav', 'footer', 'newsletter', 'validation', 'home'].map(
    (namespace) => `src/locales/fr/${namespace}.json`,
  ),
];

/**
 * `<link rel="modulepreload">` for the chunks of the home page (the page most visits start on) that the entry
 * chunk does not hold, today its French translations: the browser fetches them with the entry chunk instead
 * of after running it, which saves a round trip before the first render. Other pages and English visitors pay
 * a few unused kilobytes. Also writes `.vite/chunk-modules.json` (the source modules
 * of each chunk), which the bundle-size benchmark reads next to Vite's manifest.
 */
function preloadLandingPage(): Plugin {
  let root = '';
  return {
    name: 'escouade:preload-landing-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkModules = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            chunk.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(root, id)),
          ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunkModules, null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const collect = (fileName: string, files: Set<string>) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFileName.get(fileName)?.imports ?? []) collect(imported, files);
        };
        const entryFiles = new Set<string>();
        for (const chunk of chunks.filter((candidate) => candidate.isEntry))
          collect(chunk.fileName, entryFiles);
        const landingFiles = new Set<string>();
        for (const module of LANDING_PAGE_MODULES) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(path.join(root, module)));
          if (!chunk) throw new Error(`${module} is in no chunk: update LANDING_PAGE_MODULES`);
          collect(chunk.fileName, landingFiles);
        }
        return [...landingFiles]
          .filter((fileName) => !entryFiles.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Moves the stylesheet from `<head>` to the end of `<body>`, after `#root`: the splash screen in index.html (styled inline) then
 * paints as soon as the HTML arrives, instead of after the stylesheet. The page itself is not rendered without
 * its styles: the browser runs the module scripts (the app) only once every stylesheet of the document loaded.
 */
function paintSplashBeforeStylesheet(): Plugin {
  return {
    name: 'escouade:paint-splash-before-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (stylesheets.length === 0) return html;
        const withoutStylesheets = stylesheets.reduce((result, link) => result.replace(link, ''), html);
        return withoutStylesheets.replace(/\n(\s*)<\/body>/, (_match, indent: string) =>
          [...stylesheets.map((link) => `\n${indent}  ${link.trim()}`), `\n${indent}</body>`].join(''),
        );
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: preactAliases },
  plugins: [
    // React Fast Refresh needs React itself: with Preact it would accept an edit and show nothing new. Without
    // it, an edit in development reloads the page.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    preloadLandingPage(),
    paintSplashBeforeStylesheet(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API caches everything under /assets/ for a year, which is only safe because names carry a hash.
    assetsDir: 'assets',
    // Read by bench/bundle-size.mjs to add up what each page downloads.
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router uses React's useOptimistic when there is one and does without it otherwise; preact/compat
        // has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The translations of the layout and error pages, needed on every public page: one file per
              // language instead of seven.
              name: (id) => {
                const match =
                  /[\\/]locales[\\/](fr|en)[\\/](meta|errors|notFound|nav|footer|newsletter|validation)\.json$/.exec(
                    id,
                  );
                return match ? `locales-${match[1]}-site` : null;
              },
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Anchored patterns so a future SPA route such as /developers is not sent to the API.
      '^/api(?:[/?]|$)': { target: API_ORIGIN, ws: true },
      '^/dev(?:[/?]|$)': { target: API_ORIGIN },
    },
  },
  preview: { port: 4173, strictPort: true },
});
