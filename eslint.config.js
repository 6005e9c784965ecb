import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';

// One zone per feature: a feature never imports another feature (ARCHITECTURE.md rule 3).
const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];
const featureZones = features.map((f) => ({
  target: `./src/features/${f.name}`,
  from: './src/features',
  except: [`./${f.name}`],
  message: 'Features must not import each other; move shared code to src/shared.',
}));

const layerZones = [
  ...featureZones,
  { target: './src/features', from: './src/app', message: 'Code flows app -> features.' },
  {
    target: ['./src/shared', './src/api'],
    from: ['./src/features', './src/app'],
    message: 'shared/ and api/ sit below features and app.',
  },
  {
    target: './src/api',
    from: './src/shared',
    message:
      'src/api depends on nothing else of the app (shared code uses the api, not the reverse).',
  },
  {
    target: ['./src/app', './src/features', './src/shared'],
    from: './src/api/generated',
    message: 'Import hooks and named types from @/api, never from the generated files.',
  },
];
// App code reaches the mock only through mocks/browser.ts and the controls panel (loaded behind
// __API_MOCK__); tests and stories may drive the mock store directly.
const mockZone = {
  target: './src',
  from: './mocks',
  except: ['./browser.ts', './controls'],
  message: 'The app reaches the mock only through mocks/browser.ts and the controls panel.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'storybook-static',
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
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'boundaries/no-restricted-paths': ['error', { zones: [...layerZones, mockZone] }] },
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
