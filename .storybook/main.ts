/**
 * Storybook 10 with the Vite builder. The project's vite.config.ts is loaded as the base (aliases
 * @, @mocks, @tests and the React plugin); viteFinal makes sure of the aliases and turns the mock
 * on (__API_MOCK__), whatever mode Storybook builds in. Every story runs against the app's own
 * mock server (msw-storybook-addon, see preview.tsx); public/ serves its service worker.
 * The docs addon builds a page for every component whose stories carry the 'autodocs' tag (props
 * from the TypeScript types through react-docgen, Storybook's default: it follows imported types;
 * buildPlugins.ts runs it on the files that can define a component) and the MDX pages of
 * Foundations; the a11y addon runs axe-core
 * after every story (the rules are set in preview.tsx).
 */
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storybookPlugins } from './buildPlugins';
import { appIconsPlugin } from './foundations/appIcons';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './Welcome.mdx',
    './FindScreen.mdx',
    './foundations/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../mocks/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  typescript: { reactDocgen: 'react-docgen' },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // the sidebar's search also reads the headings of docs pages (Storybook's own switch, still
  // marked experimental): the page "Find a screen" lists the words on the screens as headings
  features: { experimentalSearchDocsHeadings: true },
  viteFinal: (viteConfig, options) =>
    mergeConfig(
      {
        ...viteConfig,
        plugins: storybookPlugins(viteConfig.plugins ?? [], {
          stats: Boolean(options.statsJson || options.webpackStatsJson),
        }),
      },
      {
        resolve: {
          alias: { '@': dir('../src'), '@mocks': dir('../mocks'), '@tests': dir('../tests') },
        },
        define: { __API_MOCK__: 'true' },
        // the Icons page's list of the icons the app imports
        plugins: [appIconsPlugin(dir('..'), dir('../src'))],
        // one preview bundle holds antd, msw, faker and exceljs; its size is not a concern here,
        // nor the gzip size of each of the 400 files, which Vite would compute to list them
        build: { chunkSizeWarningLimit: 4000, reportCompressedSize: false },
      },
    ),
};

export default config;
