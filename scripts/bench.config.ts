import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run bench`: benchmarks that print figures (no timed assertions in tests). */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('../tests', import.meta.url)),
    },
  },
  define: { __API_MOCK__: 'true' },
  test: {
    environment: 'node',
    benchmark: { include: ['scripts/**/*.bench.ts'] },
  },
});
