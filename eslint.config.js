// @ts-check
/**
 * Lint: the house rules (tooling/eslint/house-plugin.js) and the few typed rules that catch real
 * bugs. Formatting is Prettier's job (`npm run format`), not the linter's. See docs/decisions/008-lint-format-and-forms.md.
 */
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';
import house from './tooling/eslint/house-plugin.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.vitest-data/**',
      'e2e/screenshots/**',
      'apps/api/src/db/migrations/**',
      // Written by `npm run client:generate` from the OpenAPI document.
      'packages/client/src/schema.ts',
      'tooling/lint-fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.ts',
            'scripts/*.ts',
            'tooling/*.ts',
            'tooling/eslint/*.js',
            'apps/web/postcss.config.cjs',
            'apps/web/scripts/*.mjs',
            'apps/api/scripts/*.mjs',
          ],
          // The root's configs, scripts and tooling files outnumber the default of 8.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { house },
    rules: {
      'house/no-foreign-repository': 'error',
      'house/no-cross-feature': 'error',
      'house/web-layers': 'error',
      'house/ledger-only': 'error',
      'house/typed-api-paths': 'error',
      'house/no-floating-promises': 'error',
      'house/no-explicit-any': 'error',
      'house/disable-needs-reason': 'error',
    },
  },
  {
    // No words a user reads are written in a screen (decision 009): text and the attributes a person
    // sees or hears come from the catalogues through t(). Field names passed to form helpers are not words.
    files: ['**/apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            // A prop named like a title, message or label (denyTitle, denyMessage) is read too, and so are
            // suffix and prefix; JSX handed to a prop (actions) is checked like any other.
            include: [
              '^(title|label|data-label|placeholder|aria-label|alt|description|message|error|suffix|prefix|actions|[a-z]+(Title|Message|Label|Description))$',
            ],
          },
          callees: {
            exclude: ['t', 'i18n(ext)?', 'exists', 'getInputProps', 'field', 'text', 'hasError', 'pluralize', 'format', 'navigate', 'includes', 'startsWith'],
          },
        },
      ],
    },
  },
  {
    files: ['**/apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/apps/web/src/lib/queryKeys.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rds/contract',
              importNames: ['MESSAGES'],
              message: "MESSAGES are the spec's English words; a screen says them in the user's language: t(MESSAGE_KEYS.name).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'A query key written in place. Every key lives in lib/queryKeys.ts, so that one record is cached under one key and a mutation can name exactly what it changed.',
        },
      ],
    },
  },
);
