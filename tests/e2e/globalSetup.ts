/** Serves the build:demo app (dist-demo) with `vite preview` for the e2e journeys. */
import { preview } from 'vite';

/** E2E_PORT / E2E_DIST let several runs (e.g. parallel developers) use their own build and port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const E2E_DIST = process.env.E2E_DIST ?? 'dist-demo';

export default async function setup() {
  // mode 'demo': the config's mock flag is on, so preview does not proxy /api to a real server
  const server = await preview({
    mode: 'demo',
    preview: { port: E2E_PORT, strictPort: true, host: '127.0.0.1' },
    build: { outDir: E2E_DIST },
    logLevel: 'warn',
  });
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
