/**
 * Every docs page of the static Storybook build (the components' autodocs pages and the
 * Foundations MDX pages, the designers' reference) renders in Chromium against the mock, with
 * its title and content, without an error. Each page is loaded on its own address: switched in
 * place from a docs page whose inline stories still render, Storybook reloads the whole preview
 * (the stories suite switches stories in place, stories.e2e.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from './browser';
import { STORYBOOK, storybookEntries, storybookSession } from './storybook';

const docsPages = storybookEntries('docs');

let session: Awaited<ReturnType<typeof storybookSession>>;
const url = (id: string) => `${STORYBOOK}/iframe.html?id=${id}&viewMode=docs`;

beforeAll(async () => {
  session = await storybookSession();
  // the first visit registers the mock's service worker (msw reloads the page once it is there):
  // a component's page, whose stories start it (a Foundations page has none)
  const withStories = docsPages.find((d) => !d.tags?.includes('unattached-mdx'))!;
  await session.page.goto(url(withStories.id));
  await session.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});

afterAll(closeBrowser);

/** Resolves once the docs page and every story in it have rendered (or failed). */
function rendered() {
  return session.page.waitForFunction(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          currentRender?: { isPending?(): boolean };
          storyRenders: { isPending(): boolean }[];
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const docs = document.querySelector('#storybook-docs');
    return (
      document.body.classList.contains('sb-show-errordisplay') ||
      (!!preview?.currentRender &&
        !!docs?.querySelector('h1') &&
        preview.storyRenders.every((render) => !render.isPending()))
    );
  });
}

/**
 * The inline stories of the page that show nothing yet, by id. A story whose whole content goes
 * into a portal (an open dialog) leaves its preview empty for good, and its dialog covers the
 * docs page instead: such stories render in frames of their own (docs.story.inline false).
 */
const emptyPreviews = () =>
  session.page.evaluate(() =>
    [...document.querySelectorAll('#storybook-docs .docs-story [id$="-inner"]')]
      .filter((root) => root.childElementCount === 0)
      .map((root) => root.id),
  );

describe('every docs page renders', () => {
  it('lists the docs pages, the design tokens among them', () => {
    expect(docsPages.length).toBeGreaterThanOrEqual(15);
    expect(docsPages.map((d) => d.title)).toContain('Foundations/Colours');
  });

  it.each(docsPages.map((d) => [d.id] as const))('%s', async (id) => {
    session.errors.length = 0;
    await session.page.goto(url(id));
    await rendered();
    const shown = await session.page.evaluate(() => ({
      error: document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error')
        : null,
      text: document.querySelector<HTMLElement>('#storybook-docs')?.innerText ?? '',
    }));
    expect(shown.error).toBeNull();
    await expect.poll(emptyPreviews).toEqual([]);
    const escaped = await session.page.locator('.ant-modal-mask').count();
    expect(escaped, 'dialogs over the docs page').toBe(0);
    expect(session.errors).toEqual([]);
    // the page shows its title and something under it
    expect(shown.text.length).toBeGreaterThan(40);
  });
});
