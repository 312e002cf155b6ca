import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Import direction (docs/decisions/001-foundation.md):
//   lib, components -> api -> features -> app ; a feature never imports another feature;
//   only src/mocks imports src/service; src/service imports no React, DOM or MSW.
const featuresDir = new URL('./src/features', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const boundaryZones = [
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/api', './src/features', './src/app', './src/mocks', './src/service'],
    message: 'lib and components sit below api, features and app.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/mocks', './src/service', './src/components'],
    message: 'The API module may use lib only.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/mocks', './src/service'],
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
    message: 'Only src/mocks imports the sandbox service.',
  },
  {
    target: './src/service',
    from: ['./src/app', './src/features', './src/components', './src/mocks'],
    message: 'The sandbox service is plain TypeScript: no UI imports.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-live', 'node_modules', 'test-results', 'playwright-report', 'coverage'],
  },
  js.configs.recommended,
  { files: ['**/*.js'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
    files: ['src/service/**/*.ts'],
    rules: {
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
