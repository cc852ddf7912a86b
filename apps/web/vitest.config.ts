import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

export default defineConfig({
  plugins: [react()],
  // The tests render with Preact, like the build. Libraries resolve to their ES modules, whose imports of React
  // Vite can alias; their CommonJS builds would `require` React itself.
  resolve: {
    alias: preactAliases,
    mainFields: ['module', 'jsnext:main', 'jsnext'],
    conditions: ['module', 'node', 'development|production'],
  },
  test: {
    environment: 'jsdom',
    // Vitest's default is one worker fewer than the cores: a single one on a two-core machine, whose main
    // thread is idle meanwhile. Two take the suite from about 340 to 195 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share its loaded modules and its jsdom (setup.ts resets the document, the storages,
    // the cookies and the address after each test; each test renders with its own i18next instance, query
    // client and router): importing the app's modules again for each file took half the suite's time (99 to 52 s
    // here). The suite passes in shuffled orders (`--sequence.shuffle`).
    isolate: false,
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    server: {
      deps: {
        // Node loads external dependencies itself, without the aliases: the libraries that import React (and
        // Testing Library, which must share one copy of @testing-library/dom with user-event) go through Vite.
        inline: [
          /react/,
          /@testing-library/,
          /radix-ui/,
          /@floating-ui/,
          /@hookform/,
          /sonner/,
          /use-callback-ref|use-sidecar/,
        ],
      },
    },
  },
});
