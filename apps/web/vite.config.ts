import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative, not the package name: Vite bundles relative imports of its config, and loads packages as they are (TypeScript here).
import { LANGUAGES, type Language } from '../../packages/contract/src/constants.ts';
import { preactAliases } from './preact-aliases.ts';
import { ROUTE_ASSETS, type RouteAssets } from './src/app/route-assets.ts';

const API_ORIGIN = 'http://127.0.0.1:3000';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines ignore the comment): compile every function of
 * the file while it downloads, on a background thread. Without it V8 only pre-parses a function and compiles it on
 * the main thread the first time it runs, and nearly every function of a chunk runs when the chunk is loaded (a
 * page renders, a dialog opens). That compilation was most of the first render of a page on a slow phone.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The `output.postBanner` of every chunk: {@link COMPILE_HINT} for code (added after minification, which drops
 * comments, and before the file name's hash is computed), nothing for translation chunks, which are data.
 */
function compileHintBanner(chunk: { moduleIds: readonly string[] }): string {
  return chunk.moduleIds.every((id) => id.endsWith('.json')) ? '' : COMPILE_HINT;
}

/**
 * Vite puts its dynamic-import helper above the banner, and V8 reads the hint only at the very top of a file:
 * this moves the hint back to the first line.
 */
function keepCompileHintFirst(): Plugin {
  return {
    name: 'escouade:keep-compile-hint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.code.startsWith(COMPILE_HINT)) continue;
          const hintLine = `\n${COMPILE_HINT}\n`;
          if (output.code.includes(hintLine)) {
            output.code = `${COMPILE_HINT}\n${output.code.replace(hintLine, '\n')}`;
          }
        }
      },
    },
  };
}

/**
 * Writes `.vite/route-preloads.json`: for each page of src/app/route-assets.ts and each language, the chunk files
 * a first visit needs besides the entry chunk (the page's modules, its translations in that language, and what
 * they import). The server lists them as `<link rel="modulepreload">` in the index.html it sends for that URL.
 * The bundle-size benchmark reads it next to Vite's manifest.
 */
function writeRoutePreloads(): Plugin {
  let root = '';
  return {
    name: 'escouade:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
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
      const chunkOf = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(path.join(root, module)));
        if (!chunk) throw new Error(`${module} is in no chunk: update src/app/route-assets.ts`);
        return chunk.fileName;
      };
      const preloadsFor = (assets: RouteAssets, language: Language) => {
        const files = new Set<string>();
        const modules = [
          ...assets.modules,
          ...assets.namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`),
        ];
        for (const module of modules) collect(chunkOf(module), files);
        return [...files].filter((fileName) => !entryFiles.has(fileName)).map((fileName) => `/${fileName}`);
      };
      const routes = ROUTE_ASSETS.map((assets) => ({
        path: assets.path,
        preload: Object.fromEntries(LANGUAGES.map((language) => [language, preloadsFor(assets, language)])),
      }));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * Writes a Brotli and a gzip copy of each asset next to it (`.br`, `.gz`), at their highest levels, which the
 * API sends to browsers that accept them (`preCompressed` in apps/api/src/plugins/web-app.ts): 11 % smaller than
 * the Brotli level a server can afford per response, and no compression at request time. Files under 1 KiB are
 * left alone, as the API's on-the-fly compression leaves them.
 */
function precompressAssets(): Plugin {
  return {
    name: 'escouade:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const compressible = Object.keys(bundle).filter((fileName) =>
        /^assets\/.+\.(js|css|svg)$/.test(fileName),
      );
      await Promise.all(
        compressible.map(async (fileName) => {
          const filePath = path.join(outDir, fileName);
          const content = await readFile(filePath);
          if (content.length < 1024) return;
          const [brotli, gzipped] = await Promise.all([
            compressWithBrotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            compressWithGzip(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${filePath}.br`, brotli), writeFile(`${filePath}.gz`, gzipped)]);
        }),
      );
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

const SHARED_PIECE =
  /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Our own components and helpers, and Lucide's icons: what the `shared` chunk may take (see below). */
function isSharedPiece(moduleId: string): boolean {
  return SHARED_PIECE.test(moduleId) && !moduleId.includes('toaster');
}

export default defineConfig({
  resolve: { alias: preactAliases },
  plugins: [
    // React Fast Refresh needs React itself: with Preact it would accept an edit and show nothing new. Without
    // it, an edit in development reloads the page.
    react({ refreshExclude: /./ }),
    tailwindcss(),
    writeRoutePreloads(),
    paintSplashBeforeStylesheet(),
    keepCompileHintFirst(),
    precompressAssets(),
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
        postBanner: compileHintBanner,
        codeSplitting: {
          groups: [
            // What the entry imports statically, in three files of similar size downloaded in parallel. Left to
            // the automatic chunking, it is split by which lazy pages share each module: a dozen files, most of
            // a few hundred bytes, and every first visit pays a request for each.
            {
              name: 'router',
              test: /[\\/]node_modules[\\/]react-router[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
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
            {
              // The small pieces the lazy pages share (icons, form fields, dates, avatar...) in one file. Left
              // to the automatic chunking, each set of pages sharing them gets a file of a few hundred bytes:
              // the feed downloaded 19 files before its first paint, 11 of them under 1 KiB gzipped. Over
              // HTTP/1.1 (6 connections) each costs a round trip. In one file of 7 KiB, a page pays 1 to 6 KiB
              // for pieces it does not use, and 3 to 16 requests fewer. Not the toaster: it would bring sonner
              // (33 KiB), which only the admin pages use.
              name: 'shared',
              test: (id) => isSharedPiece(id),
              minShareCount: 2,
              maxModuleSize: 3000,
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
