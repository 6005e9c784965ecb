/**
 * The demo build for the browser benchmarks: built by the benchmark itself (or BENCH_DIST, a
 * folder `npm run build:demo` wrote), served by `vite preview` like the e2e suite serves it, in
 * Chromium (launchChromium of ./browser).
 */
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';

/** Where the benchmark builds the demo when no BENCH_DIST is given. */
const BENCH_OUT = 'node_modules/.cache/bench-demo';

/** The folder of the demo build to measure: BENCH_DIST as it is, else a fresh build. */
export async function demoBuild(): Promise<string> {
  if (process.env.BENCH_DIST) return path.resolve(process.env.BENCH_DIST);
  // Vitest runs with NODE_ENV=test, which would give the build React's development code
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir: BENCH_OUT, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return path.resolve(BENCH_OUT);
}

/** Serves a demo build on 127.0.0.1 (BENCH_PORT, else the next free port from 4190). */
export async function serveDemo(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: PreviewServer = await preview({
    mode: 'demo',
    preview: { port: Number(process.env.BENCH_PORT ?? 4190), host: '127.0.0.1' },
    build: { outDir },
    logLevel: 'warn',
  });
  const url = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  return {
    url,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
