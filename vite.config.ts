/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * Modes:
 * - development (`npm run dev`): mock backend on, unless VITE_API_MOCK=false; then /api is proxied
 *   to VITE_API_PROXY (default http://localhost:8000).
 * - demo (`npm run build:demo`): the same app with the mock backend, for static hosting and e2e.
 * - production (`npm run build`): talks to a real server at /api; msw and faker are not bundled.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMock =
    mode === 'test' || mode === 'demo' || (mode === 'development' && env.VITE_API_MOCK !== 'false');
  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    define: { __API_MOCK__: JSON.stringify(useMock) },
    server: {
      port: 5173,
      proxy: useMock
        ? undefined
        : { '/api': { target: env.VITE_API_PROXY ?? 'http://localhost:8000', changeOrigin: true } },
    },
    build: { chunkSizeWarningLimit: 1500, sourcemap: false },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      testTimeout: 20000,
      pool: 'threads',
      css: false,
    },
  };
});
