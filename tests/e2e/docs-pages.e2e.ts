/**
 * Every docs page of the static Storybook build (the components' and screens' autodocs pages and
 * the Foundations MDX pages, the designers' reference) renders in Chromium against the mock,
 * with its title and content, without an error; a shared component's page (Components/) with
 * its guidance, when to use it and when not; a screen's page with the list of its states. Each
 * page is switched in place (Storybook's channel, as the stories suite switches stories,
 * stories.e2e.ts) once the page before has rendered to its end, each of its inline stories
 * drawn: switched away from a story still rendering, Storybook reloads the whole preview. The
 * first page is loaded on its own address.
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
    // each inline story has its render (they start after the page itself) and none is pending
    const inline = docs?.querySelectorAll('.docs-story [id$="-inner"]').length ?? 0;
    return (
      document.body.classList.contains('sb-show-errordisplay') ||
      (!!preview?.currentRender &&
        !!docs?.querySelector('h1') &&
        preview.storyRenders.length >= inline &&
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
 * Shows a docs page: switched in place through Storybook's channel after a page that rendered to
 * its end (skipping a load of the preview, about half a second per page on this machine), else
 * on its own address.
 */
async function show(id: string) {
  const switchInPlace = settled;
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
}

describe('every docs page renders', () => {
  it('lists the docs pages, the design tokens among them', () => {
    expect(docsPages.length).toBeGreaterThanOrEqual(15);
    expect(docsPages.map((d) => d.title)).toContain('Foundations/Colours');
  });

  it.each(docsPages.map((d) => [d.id, d.tags ?? []] as const))('%s', async (id, tags) => {
    session.errors.length = 0;
    await show(id);
    const shown = await session.page.evaluate(() => ({
      error: document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error')
        : null,
      text: document.querySelector<HTMLElement>('#storybook-docs')?.innerText ?? '',
    }));
    expect(shown.error).toBeNull();
    await expect.poll(emptyPreviews).toEqual([]);
    // every inline story drawn: the next page can be switched in place
    settled = true;
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
