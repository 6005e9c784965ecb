/**
 * The static Storybook build (`storybook-static`, served by globalSetup.ts on the port after the
 * app's) as the stories and docs-pages suites open it: its address, its index, and a browser
 * session set up for it.
 */
import { readFileSync } from 'node:fs';
import { newSession } from './browser';

export const STORYBOOK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

/**
 * The preview's addons channel (`window.__STORYBOOK_ADDONS_CHANNEL__`) as the suites use it inside
 * the page: a type only, since code run in the page cannot import.
 */
export interface StorybookChannel {
  on(event: string, fn: (payload: unknown) => void): void;
  off(event: string, fn: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

export interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The entries of the build's index of one kind: its stories or its docs pages. */
export function storybookEntries(type: IndexEntry['type']): IndexEntry[] {
  const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((e) => e.type === type);
}

/** A browser session for the Storybook preview. */
export async function storybookSession() {
  // Storybook recognises its test runner by the user agent and then stops animations at their
  // end instead of waiting up to seconds for them after every play function.
  const session = await newSession(
    undefined,
    'Mozilla/5.0 (X11; Linux x86_64) StorybookTestRunner',
  );
  // Storybook's preview draws element highlights for its addons (the a11y panel's "highlight
  // results"); to place them it re-reads the computed overflow of every element of the page after
  // each DOM change of a story, whether a highlight is shown or not. Nobody looks at highlights
  // here: the preview is told they are set up already, and each story renders without that sweep.
  await session.page.addInitScript(() => {
    (
      globalThis as { __STORYBOOK_HIGHLIGHT_INITIALIZED?: boolean }
    ).__STORYBOOK_HIGHLIGHT_INITIALIZED = true;
  });
  return session;
}
