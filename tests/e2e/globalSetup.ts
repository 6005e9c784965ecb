/**
 * Serves the build:demo app (dist-demo) and the static Storybook (storybook-static) with
 * `vite preview` for the e2e journeys and the story checks.
 */
import { existsSync } from 'node:fs';
import { preview, type PreviewServer } from 'vite';

/** E2E_PORT / E2E_DIST let several runs (e.g. parallel developers) use their own build and port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Storybook is served on the next port. */
export const STORYBOOK_PORT = E2E_PORT + 1;
const E2E_DIST = process.env.E2E_DIST ?? 'dist-demo';

const serve = (outDir: string, port: number) =>
  // mode 'demo': the config's mock flag is on, so preview does not proxy /api to a real server
  preview({
    mode: 'demo',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
    logLevel: 'warn',
  });

export default async function setup() {
  const servers: PreviewServer[] = [await serve(E2E_DIST, E2E_PORT)];
  if (existsSync('storybook-static/index.json'))
    servers.push(await serve('storybook-static', STORYBOOK_PORT));
  return async () => {
    for (const server of servers)
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
