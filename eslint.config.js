import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';
import {
  handlerTagZones,
  layerZones,
  mockAppZone,
  mockLevelZones,
  mockZone,
  modelZones,
  productionZones,
} from './scripts/lintZones.js';

const productionFiles = {
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**'],
};
// A file over 250 lines (every line counted, comments and blank ones too, as `wc -l` does) is too
// long: the app's and the mock's code, and the code of the tests, scripts and Storybook (their
// helpers, configs and benchmarks). Test files (unit tests, e2e journeys) and stories are
// exempt: one describes one subject and may list many cases. A warning, and lint runs with
// --max-warnings 0, so it fails lint.
const maxLines = ['warn', { max: 250, skipBlankLines: false, skipComments: false }];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'dist-e2e-*',
      'dist-demo-*',
      'storybook-static',
      '.mock-server',
      '.mock-data',
      'src/api/generated',
      'public/mockServiceWorker.js',
      'openapi.parts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // the host's settings, a classic script of the page (index.html)
    files: ['public/config.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'boundaries/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...productionFiles,
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...productionZones, mockZone] },
      ],
      'max-lines': maxLines,
      // antd's `theme` object brings its dark and compact algorithms to every page that reads
      // a token; the hook alone does not
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['theme'],
              message: 'Read the design token with useThemeToken (src/shared/ui/useThemeToken).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    ...productionFiles,
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones,
            ...productionZones,
            mockAppZone,
            ...mockLevelZones,
            ...handlerTagZones,
            ...modelZones,
          ],
        },
      ],
      'max-lines': maxLines,
    },
  },
  {
    // the tests', scripts' and Storybook's own code and the root configs: the same limit
    files: [
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.{ts,js,mjs}',
      '.storybook/**/*.{ts,tsx}',
      '*.{ts,js}',
    ],
    ignores: [...productionFiles.ignores, '**/*.e2e.ts'],
    rules: { 'max-lines': maxLines },
  },
  {
    // A unit test gets its environment from its name (vite.config.ts: `*.test.ts` node,
    // `*.dom.test.ts` and `*.test.tsx` jsdom). A `@vitest-environment` comment would switch a
    // worker's environment between files, and the worker then loads every module again.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-warning-comments': ['error', { terms: ['@vitest-environment'], location: 'start' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
