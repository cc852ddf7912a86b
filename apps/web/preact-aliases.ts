import type { Alias } from 'vite';

/**
 * The app is written against React's API and rendered by Preact through `preact/compat`, whose framework
 * code is about 30 KiB smaller gzipped: what lets the landing page fit its 100 KiB budget (see
 * docs/decisions/0006-preact-compat.md). Shared by the build, the unit tests and the bundle-size benchmark;
 * removing these aliases renders the same code with React again.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React's own shim of a hook that preact/compat has (react-i18next imports it).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
