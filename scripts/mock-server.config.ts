import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the mock's HTTP server (mocks/server/main.ts) for Node into `.mock-server/main.js`:
 * one file with every dependency inside (msw, faker, exceljs ...), so it runs with plain
 * `node` (Node 20 runs no TypeScript) and a container needs nothing else. `npm run mock:server`
 * builds and starts it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'warn',
  publicDir: false,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
    },
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'mocks/server/main.ts',
    outDir: '.mock-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
