/**
 * Every docs page of the static Storybook build (the components' and screens' autodocs pages and
 * the Foundations MDX pages, the designers' reference) renders in Chromium against the mock,
 * with its title and content, without an error; a shared component's page (Components/) with
 * its guidance, when to use it and when not; a screen's page with the list of its states. A page
 * that draws no story (a screen's page, a Foundations or other MDX page) is switched in place
 * after a page that rendered to its end; any other is loaded on its own address: switched in
 * place from a docs page whose inline stories still render, Storybook reloads the whole preview
 * (the stories suite switches stories in place, stories.e2e.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from './browser';
import { STORYBOOK, storybookEntries, storybookSession, type StorybookChannel } from './storybook';

const docsPages = storybookEntries('docs');

let session: Awaited<ReturnType<typeof storybookSession>>;
const url = (id: string) => `${STORYBOOK}/iframe.html?id=${id}&viewMode=docs`;

beforeAll(async () => {
  session = await storybookSession();
  // the first visit registers the mock's service worker (msw reloads the page once it is there):
  // a component's page, whose stories start it (a Foundations page has none, a screen's page
  // lists its states without drawing them)
  const withStories = docsPages.find(
    (d) => !d.tags?.includes('unattached-mdx') && !d.tags?.includes('screen'),
  )!;
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

/** whether the page shown last rendered to its end, its inline stories included */
let settled = false;

/**
 * Shows a docs page: on its own address, or (`inPlace`, a page without inline stories after one
 * that rendered to its end) switched in place through Storybook's channel, which skips loading
 * the preview again (about half a second per page on this machine).
 */
async function show(id: string, inPlace: boolean) {
  const switchInPlace = inPlace && settled;
  settled = false;
  if (!switchInPlace) await session.page.goto(url(id));
  else
    await session.page.evaluate(
      (docsId) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          // a page that fails to render says so on the page (rendered() reads it)
          const timer = setTimeout(finish, 20_000);
          function finish() {
            clearTimeout(timer);
            channel.off('docsRendered', onRendered);
            resolve();
          }
          function onRendered(renderedId: unknown) {
            if (renderedId === docsId) finish();
          }
          channel.on('docsRendered', onRendered);
          channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
        }),
      id,
    );
  await rendered();
  settled = true;
}

describe('every docs page renders', () => {
  it('lists the docs pages, the design tokens among them', () => {
    expect(docsPages.length).toBeGreaterThanOrEqual(15);
    expect(docsPages.map((d) => d.title)).toContain('Foundations/Colours');
  });

  it.each(docsPages.map((d) => [d.id, d.tags ?? []] as const))('%s', async (id, tags) => {
    session.errors.length = 0;
    // a screen's page lists its states without drawing them (tests/stories/screenDocs.tsx); an
    // MDX page of its own (unattached to stories: Welcome, Find a screen, Foundations) has none
    await show(id, tags.includes('screen') || tags.includes('unattached-mdx'));
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
    // a shared component's page says how to use it (tests/stories/guidance.ts)
    if (id.startsWith('components-')) expect(shown.text).toContain('How to use it');
    // a screen's page lists its states, each with its note (tests/stories/screenDocs.tsx)
    if (tags.includes('screen')) expect(shown.text).toMatch(/The states \(\d+\)/);
  });
});
