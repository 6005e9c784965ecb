/**
 * Storybook 10 with the Vite builder. The project's vite.config.ts is loaded as the base (aliases
 * @, @mocks, @tests and the React plugin); viteFinal makes sure of the aliases and turns the mock
 * on (__API_MOCK__), whatever mode Storybook builds in. Every story runs against the app's own
 * mock server (msw-storybook-addon, see preview.tsx); public/ serves its service worker.
 * No docs addon is installed, so there are no autodocs pages.
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Storybook builds in production mode, where vite.config.ts drops the mock's service worker
 * from the output (a real-server build must not ship it). Stories need the worker: keep it.
 */
function withoutDropMockWorker<T extends { plugins?: unknown[] }>(viteConfig: T): T {
  const keep = (p: unknown): unknown =>
    Array.isArray(p)
      ? p.map(keep)
      : p && typeof p === 'object' && (p as { name?: string }).name === 'drop-mock-worker'
        ? false
        : p;
  return { ...viteConfig, plugins: viteConfig.plugins?.map(keep) };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)', '../mocks/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(withoutDropMockWorker(viteConfig), {
      resolve: {
        alias: { '@': dir('../src'), '@mocks': dir('../mocks'), '@tests': dir('../tests') },
      },
      define: { __API_MOCK__: 'true' },
      // one preview bundle holds antd, msw, faker and exceljs; its size is not a concern here
      build: { chunkSizeWarningLimit: 4000 },
    }),
};

export default config;
