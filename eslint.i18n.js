import lingui from 'eslint-plugin-lingui';

/**
 * Every word a person reads comes from the message catalogues (decision 011): a string in the UI
 * code that looks like words and is not a Lingui message is an error. Not words, and so allowed:
 * class lists, ids, keys, URLs, codes, literal types (`status === 'active'`: useTsTypes).
 */
const notWords = [
  // Tailwind class lists: lower-case tokens, at least one with -, :, / or [ in it.
  '^(?=.*[-:/\\[])[a-z0-9!@:/_.%#&()\\[\\]=,>*~+-]+( [a-z0-9!@:/_.%#&()\\[\\]=,>*~+-]+)*$',
  // One lower-case word or camelCase/snake_case identifier (keys, event names, input types).
  '^[a-z][a-zA-Z0-9_]*$',
  // Constants and codes: ALL_CAPS, USD, X-Seed style header names, HTTP methods.
  '^[A-Z0-9_]+$',
  '^[A-Z][a-zA-Z0-9]*(-[A-Z][a-zA-Z0-9]*)+$',
  // URLs, paths, MIME types, storage keys.
  '^(https?:|/|\\./|\\.\\./|mailto:)',
  '^[a-z]+/[a-z0-9.+-]+$',
  '^vcs[. ]',
  // Algorithm names (SHA-256, AES-GCM).
  '^[A-Z0-9]+(-[A-Z0-9]+)+$',
  // A token with digits (3ds, routes such as cards/:cardId).
  '^[a-z0-9][a-zA-Z0-9:_/.-]*$',
  // Colours (#3b6cf6).
  '^#[0-9a-fA-F]{3,8}$',
  // Environment variables as written in a shell.
  '^[A-Z_]+=',
  // Names that stay as they are in every language.
  '^(Virtual Cards( vault)?|Ctrl K|Visa|Mastercard|VISA|Ctrl|Enter|Esc|Backspace|Tab)$',
];

/**
 * lingui's rule lets any `title` of a DOM element through (it reads it as markup); a title is a
 * tooltip a person reads. Words in it (two or more letters, then a space) come from a macro.
 * eslint.config.js adds it to its own no-restricted-syntax list where it has one.
 */
export const untranslatedTitle = {
  selector:
    "JSXAttribute[name.name='title'] > Literal[value=/\\p{L}{2,}\\s/u], JSXAttribute[name.name='title'] > JSXExpressionContainer > Literal[value=/\\p{L}{2,}\\s/u]",
  message: 'A title is read by people: write it with t`…` (lingui/no-unlocalized-strings).',
};

export const i18nRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/service/**',
      'src/contract/**',
      'src/demo/**',
      'src/test/**',
      'src/locales/**',
      // Build-time configuration errors, for the developer who set the variables.
      'src/lib/env.ts',
      // The push notifications' own five-language table (decision 025): npm run serve writes them
      // with no Lingui catalogue, and the demo's watcher reads the same table.
      'src/lib/alert-words.ts',
      // What an answer that does not fit the contract is called, for a developer (like
      // api/errors.ts formatPath): readers compiled from the contract (decision 005).
      'src/api/wire-reader.ts',
      'src/api/*.gen.ts',
    ],
    plugins: { lingui },
    // useTsTypes reads the types: `status === 'active'` compares a literal type, not words.
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: notWords,
          ignoreNames: [
            { regex: { pattern: '^(className|.*ClassName|class)$' } },
            {
              regex: {
                pattern:
                  '^(data-|aria-(hidden|controls|describedby|labelledby|live|current|haspopup|expanded|busy|atomic|relevant|invalid|modal|orientation|sort))',
              },
            },
            'id',
            'key',
            'type',
            'role',
            'href',
            'to',
            'rel',
            'target',
            'name',
            'lang',
            'method',
            'inputMode',
            'autoComplete',
            'variant',
            'size',
            'tone',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'strokeWidth',
            'strokeLinecap',
            'strokeLinejoin',
            'accept',
            'pattern',
            'step',
            'queryKey',
            // A language's own name (lib/i18n/locales.ts) and keyboard legends.
            'LOCALE_NAMES',
            'keys',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'URL',
            'URLSearchParams',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setAttribute',
            '*.getAttribute',
            '*.classList.*',
            'JSON.*',
            'navigate',
            'import',
            'matchMedia',
            'Intl.*',
            'new Intl.*',
            'Symbol',
            'lazyPart',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'no-restricted-syntax': ['error', untranslatedTitle],
    },
  },
];
