import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Import direction (docs/architecture.md):
//   contract -> lib, components -> api -> features -> app ; a feature never imports another feature;
//   only src/demo imports src/service; src/service imports only src/contract and itself;
//   server/ (npm run serve) imports src/, never the reverse.
const featuresDir = new URL('./src/features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Everything of the dashboard side (the browser app and its demo adapter).
const appLayers = [
  './src/app',
  './src/features',
  './src/components',
  './src/demo',
  './src/api',
  './src/lib',
];

const boundaryZones = [
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/api', './src/features', './src/app', './src/demo', './src/service'],
    message: 'lib and components sit below api, features and app.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/demo', './src/service', './src/components'],
    message: 'The API module may use lib only.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/demo', './src/service'],
    message: 'Features are composed by src/app; they do not reach up or into the sandbox.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature; compose them in src/app/routes.',
  })),
  {
    target: ['./src/app', './src/features', './src/components', './src/lib', './src/api'],
    from: './src/service',
    message: 'Only src/demo imports the sandbox service.',
  },
  {
    target: './src/service',
    from: appLayers,
    message: 'The sandbox imports only src/contract and itself.',
  },
  {
    target: './src/service/domain',
    from: ['./src/service/http', './src/service/node', './src/service/store'],
    message:
      'The domain works on records and cents; wire shapes, HTTP and storage live above it (src/service/http).',
  },
  {
    target: './src/contract',
    from: [...appLayers, './src/service'],
    message: 'The wire contract stands alone: both sides import it, it imports neither.',
  },
  {
    // npm run serve (server/) imports src/ — the contract, lib, the sandbox's Node helpers — and
    // never the other way: what both need lives in src/ (e.g. src/lib/alert-notification.ts).
    target: './src',
    from: './server',
    message: 'src/ never imports server/: put what both need in src/ and import it from server/.',
  },
];

// Browser globals the sandbox must not touch (it runs in Node too); the demo adapter is its
// only door to the browser.
const browserOnlyGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'navigator',
  'location',
].map((name) => ({
  name,
  message: 'The sandbox runs in Node too: browser storage and the DOM live in src/demo.',
}));

// In-app URLs come from src/lib/paths.ts (`paths.card(id)`), never a hand-written string.
const handWrittenUrl = 'Build in-app URLs with `paths` (src/lib/paths.ts).';
const noHandWrittenUrls = [
  { selector: "JSXAttribute[name.name='to'] > Literal[value=/^\\//]", message: handWrittenUrl },
  {
    selector: "JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral",
    message: handWrittenUrl,
  },
  {
    selector: "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]",
    message: handWrittenUrl,
  },
  { selector: "CallExpression[callee.name='navigate'] > TemplateLiteral", message: handWrittenUrl },
];

// kebab-case file names (`card-list.tsx`, `use-freeze-toggle.ts`), checked by a small local rule.
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(name))
          context.report({
            loc: { line: 1, column: 0 },
            message: `File name "${name}" is not kebab-case (e.g. card-list.tsx).`,
          });
        return {};
      },
    },
  },
};

import { i18nRules, untranslatedTitle } from './eslint.i18n.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
      'dist-server',
      'packages/*/dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  { files: ['**/*.js'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses imported TypeScript files itself (no-cycle follows them) with this parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/service/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Labels wrap their control and a title/description in spans.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // The app's schemas use zod/mini: classic zod costs ~13 KB gzip on every route (it carries
    // JSON-schema export). src/lib/zod.ts is the classic entry the sandbox uses in the browser.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/service/**', 'src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use `import * as z from 'zod/mini'` in the app." },
            { name: 'zod/v4', message: "Use `import * as z from 'zod/mini'` in the app." },
          ],
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mts}', 'e2e/**/*.ts'],
    plugins: { files: fileNames },
    rules: { 'files/kebab-case': 'error' },
  },
  // Before the next block: both set no-restricted-syntax, and the later one wins where they meet.
  ...i18nRules,
  {
    files: ['src/features/**/*.tsx', 'src/app/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noHandWrittenUrls, untranslatedTitle] },
  },
  {
    files: ['src/service/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-globals': ['error', ...browserOnlyGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'msw', 'msw/*', '@tanstack/*'],
              message: 'The sandbox imports no React, DOM or MSW.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/service/server.ts', 'src/service/node/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
