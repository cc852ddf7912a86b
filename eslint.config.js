// One lint setup for every workspace (see docs/decisions/0001-eslint-and-prettier.md).
import js from '@eslint/js';
import escouade from './scripts/eslint/layer-boundaries.mjs';
import escouadeApi from './scripts/eslint/module-tiers.mjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/data/**',
      '**/node_modules/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The web app's layers: shared code (lib, components) knows no feature, a feature knows no other feature,
    // and only the app shell (router, layouts) composes them. Import cycles, type-only ones included, are
    // refused by scripts/check-import-cycles.mjs.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { escouade },
    rules: { 'escouade/layer-boundaries': 'error' },
  },
  {
    // The API's tiers: infrastructure imports no module; core modules import core, features import core and
    // a few written edges between features, and only app.ts imports the orchestrators (admin, data rights,
    // the notifications' fan-out). Cycles between modules are refused by scripts/check-import-cycles.mjs.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'escouade-api': escouadeApi },
    rules: { 'escouade-api/module-tiers': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          // Preact runs effects after the paint, possibly after the user's next click or key press
          // (docs/decisions/0006-preact-compat.md).
          selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.property.name='focus']",
          message: 'Move focus in useLayoutEffect: Preact runs useEffect after the paint.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'Use useTranslation from src/lib/use-translation.ts (a fifth of a first render cheaper).',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools, benchmarks and journeys print on purpose.
    files: ['scripts/**', 'bench/**', '**/scripts/**', 'e2e/**', '**/build.mjs', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
