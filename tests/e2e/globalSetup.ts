/**
 * Serves the build:demo app (dist-demo) and the static Storybook (storybook-static) with
 * `vite preview` for the e2e journeys and the story checks.
 */
import { existsSync } from 'node:fs';
import { preview, type Plugin, type PreviewServer } from 'vite';

/** E2E_PORT / E2E_DIST let several runs (e.g. parallel developers) use their own build and port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** Storybook is served on the next port. */
export const STORYBOOK_PORT = E2E_PORT + 1;
const E2E_DIST = process.env.E2E_DIST ?? 'dist-demo';

/**
 * The built files under /assets/ have hashed names, so they are kept like the production server
 * keeps them (scripts/production/site.conf.template: a year). `vite preview` answers every file
 * with `no-cache`, and each app start of a journey then asked the server again for each of its
 * seventy-odd scripts and styles (answered 304) before it could run them.
 */
const immutableAssets: Plugin = {
  name: 'e2e-immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url?.startsWith('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      next();
    });
  },
};

const serve = (outDir: string, port: number) =>
  // mode 'demo': the config's mock flag is on, so preview does not proxy /api to a real server
  preview({
    mode: 'demo',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
    plugins: [immutableAssets],
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
