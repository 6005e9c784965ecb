/**
 * Stories are tests: every story of the static Storybook build (`npm run build-storybook`)
 * renders in Chromium against the mock, and every play function passes. A story that throws,
 * errors, or whose play function fails, fails this file with the story's id and the message.
 * The preview switches stories in place (Storybook's own `setCurrentStory` event), so the
 * mock's service worker keeps control of the page and no story pays for a page load.
 * Each story is checked for accessibility as the e2e pass checks a screen: the a11y addon runs
 * axe-core once after the story (rules of axeRules.ts, set in .storybook/preview.tsx) and its
 * report comes with Storybook's `storyFinished` event; a serious or critical violation fails the
 * story. A story opens at the viewport it names (`globals.viewport`), desktop otherwise. A screen
 * story linked from the page "Find a screen" shows the words of its heading (screenWords.ts).
 * Each screen's phone story (tags 'screen' and 'phone': one per screen, in its main state) is then
 * pictured at phone width and, unless it is a webview page (phone only), at desktop width, and
 * compared with its stored pictures (visual.ts): a visual change fails it until it is accepted.
 * E2E_VISUAL=0 leaves the pictures out (a quicker local run; `npm test` always compares).
 */
import type { AxeResults } from 'axe-core';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, failingViolations } from './axeRules';
import { closeBrowser } from './browser';
import { missingWords, screenWords } from './screenWords';
import {
  STORYBOOK,
  storybookEntries,
  storybookSession,
  type IndexEntry,
  type StorybookChannel,
} from './storybook';
import { timed } from './timing';
import {
  checkPicture,
  PHONE,
  pictureName,
  release,
  startVisualRun,
  unusedPictures,
  writeReport,
  type Width,
} from './visual';

const entries = storybookEntries('story');
const VISUAL = process.env.E2E_VISUAL !== '0';
/** the words each screen story linked from the page "Find a screen" shows (screenWords.ts) */
const WORDS = screenWords();
/** the stories pictured: each screen's phone story (see above) */
const screens = new Set(
  entries.filter((e) => e.tags?.includes('screen') && e.tags.includes('phone')).map((e) => e.id),
);
/** the pictures the stories of this run took, and the screen stories that took them */
const taken = new Set<string>();
const pictured = new Set<string>();

afterAll(async () => {
  if (VISUAL) writeReport(pictured.size === screens.size ? unusedPictures(taken) : []);
  await closeBrowser();
});

interface Outcome {
  status: 'success' | 'error' | 'timeout';
  messages: string[];
  /** what axe found after the story (the a11y addon's report), or why it could not run */
  a11y: Pick<AxeResults, 'violations'> | { error: string } | null;
  /** whether a dialog is open when the story has finished */
  dialogOpen: boolean;
}

const DESKTOP = { width: 1440, height: 900 };

/**
 * What a story names: the size of the viewport in `globals.viewport` (see preview.tsx), or null,
 * the demo account it logs in (`parameters.session`; user@example.com unless it says), and
 * whether it shows a screen still loading (`parameters.loading`, or "loading" in its name).
 */
function storySetup(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    type Viewports = Record<string, { styles: { width: string; height: string } }>;
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          loadStory(a: { storyId: string }): Promise<{
            storyGlobals: { viewport?: { value?: string } };
            parameters: {
              viewport?: { options?: Viewports };
              session?: string | null;
              loading?: boolean;
            };
          }>;
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.loadStory({ storyId: id });
    const name = story.storyGlobals.viewport?.value;
    const styles = name ? story.parameters.viewport?.options?.[name]?.styles : undefined;
    return {
      viewport: styles ? { width: parseInt(styles.width), height: parseInt(styles.height) } : null,
      session: story.parameters.session,
      loading: story.parameters.loading === true,
    };
  }, storyId);
}

/**
 * The sidebar's tag filter finds a story by the role it shows: one that logs in the admin or the
 * restricted user carries the tag 'admin' or 'restricted', one that ends with a dialog open
 * (over a screen or alone) the tag 'dialog'.
 */
function expectTagsOfWhatItShows(
  story: IndexEntry,
  account: string | null | undefined,
  dialogOpen: boolean,
) {
  const shown = [
    account === 'admin@example.com' && 'admin',
    account === 'restricted@example.com' && 'restricted',
    dialogOpen && 'dialog',
  ].filter((tag): tag is string => Boolean(tag));
  const missing = shown.filter((tag) => !story.tags?.includes(tag));
  expect(missing, 'tags of the role and the dialog the story shows').toEqual([]);
}

/** Shows one story in the preview and resolves when Storybook says it finished. */
function runStory(
  page: Page,
  storyId: string,
  how: 'setCurrentStory' | 'forceRemount' = 'setCurrentStory',
): Promise<Outcome> {
  return page.evaluate(
    ({ id, how }) =>
      new Promise<Outcome>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const messages: string[] = [];
        const text = (p: unknown) => {
          const e = p as { message?: string; title?: string; description?: string } | undefined;
          return String(e?.message ?? [e?.title, e?.description].filter(Boolean).join(': ') ?? p);
        };
        const failures = [
          'playFunctionThrewException',
          'storyThrewException',
          'storyErrored',
          'unhandledErrorsWhilePlaying',
          'storyMissing',
        ];
        const handlers = failures.map((event) => {
          const fn = (p: unknown) => messages.push(`${event}: ${text(p)}`);
          channel.on(event, fn);
          return [event, fn] as const;
        });
        const timer = setTimeout(() => finish('timeout'), 20_000);
        let a11y: Outcome['a11y'] = null;
        const onFinished = (p: unknown) => {
          const payload = p as {
            storyId: string;
            status: string;
            reporters?: { type: string; result: Outcome['a11y'] & { error?: unknown } }[];
          };
          if (payload.storyId !== id) return;
          const report = payload.reporters?.find((r) => r.type === 'a11y')?.result;
          if (report) a11y = 'violations' in report ? report : { error: text(report.error) };
          finish(payload.status === 'success' ? 'success' : 'error');
        };
        function finish(status: Outcome['status']) {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished);
          for (const [event, fn] of handlers) channel.off(event, fn);
          const dialogOpen =
            document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal') !==
            null;
          resolve({ status: messages.length ? 'error' : status, messages, a11y, dialogOpen });
        }
        channel.on('storyFinished', onFinished);
        channel.emit(how, { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, how },
  );
}

let session: Awaited<ReturnType<typeof storybookSession>>;
let cdp: CDPSession;

beforeAll(async () => {
  if (VISUAL) startVisualRun();
  session = await storybookSession();
  cdp = await session.context.newCDPSession(session.page);
  // The first visit registers the mock's service worker, and msw reloads the page by itself
  // when the worker is registered but not yet in control: wait for the preview under its control
  // (a reload from the test as well could cross msw's and leave the suite in a page that is
  // about to go). It opens at the last story: the first test then switches to another story,
  // which renders (asked for the story already shown, Storybook does nothing and says nothing).
  await session.page.goto(`${STORYBOOK}/iframe.html?id=${entries.at(-1)!.id}&viewMode=story`);
  await session.page.waitForFunction(
    () => navigator.serviceWorker.controller !== null && '__STORYBOOK_ADDONS_CHANNEL__' in window,
  );
  // The preview starts by rendering the story of its address. Switched away from a story whose
  // render has not finished, Storybook reloads the whole page: let that first render end.
  await session.page.waitForFunction(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { isPending(): boolean } };
      }
    ).__STORYBOOK_PREVIEW__;
    return preview?.currentRender !== undefined && !preview.currentRender.isPending();
  });
});

let viewport = DESKTOP;

describe('every story renders, passes its play function and axe', () => {
  it.each(entries.map((e) => [e.id, e] as const))('%s', async (_id, story) => {
    const setup = await storySetup(session.page, story.id);
    const wanted = setup.viewport ?? DESKTOP;
    const { dialogOpen } = await expectStoryPasses(story.id, wanted, 'setCurrentStory');
    expectTagsOfWhatItShows(story, setup.session, dialogOpen);
    const words = WORDS.get(story.id);
    if (words) await expectWordsShown(story.id, words);
    if (!VISUAL || !screens.has(story.id)) return;
    const onPhone = story.title.startsWith('Webview/');
    const loading = setup.loading || /loading/i.test(story.name);
    if ((await pictureProblems(story, onPhone, loading, false)).length === 0) return;
    // once more from a fresh render: a late answer or notice of the story before can mark the
    // first render; a real change shows both times, and only then is it reported
    await expectStoryPasses(story.id, wanted, 'forceRemount');
    const problems = await pictureProblems(story, onPhone, loading, true);
    if (problems.length)
      throw new Error(
        `Visual change of ${story.id} (report: test-results/visual/index.html; ` +
          `npm run visual:accept stores the new pictures):\n${problems.join('\n')}`,
      );
  });

  it('finds each screen that "Find a screen" links to', () => {
    const screenIds = new Set(entries.filter((e) => e.tags?.includes('screen')).map((e) => e.id));
    expect([...WORDS.keys()].filter((id) => !screenIds.has(id))).toEqual([]);
  });

  it.runIf(VISUAL)('keeps no picture that no screen story takes', () => {
    expect(pictured.size).toBe(screens.size);
    expect(unusedPictures(taken)).toEqual([]);
  });
});

/**
 * Renders the story at its viewport; its play function, the page and axe must pass. Resolves
 * with what Storybook and the page said when the story finished.
 */
async function expectStoryPasses(
  storyId: string,
  wanted: { width: number; height: number },
  how: 'setCurrentStory' | 'forceRemount',
) {
  if (wanted.width !== viewport.width || wanted.height !== viewport.height) {
    await session.page.setViewportSize(wanted);
    viewport = wanted;
  }
  const outcome = await runStory(session.page, storyId, how);
  expect(outcome.messages).toEqual([]);
  expect(outcome.status).toBe('success');
  expect(session.errors).toEqual([]);
  if (!outcome.a11y || 'error' in outcome.a11y)
    throw new Error(`axe did not check ${storyId}: ${outcome.a11y?.error ?? 'no a11y report'}`);
  const bad = failingViolations(outcome.a11y);
  if (bad.length)
    throw new Error(`Accessibility violations on ${storyId}:\n${describeViolations(bad)}`);
  return outcome;
}

/** The story shows each of `words` (its data may come after the play function: waited for). */
async function expectWordsShown(storyId: string, words: string[]) {
  const text = () => session.page.locator('#storybook-root').innerText();
  await session.page
    .waitForFunction(
      (lower) => {
        const shown = document.querySelector('#storybook-root')?.textContent?.toLowerCase() ?? '';
        return lower.every((word) => shown.includes(word));
      },
      words.map((word) => word.toLowerCase()),
      { timeout: 5000 },
    )
    .catch(() => undefined);
  expect(missingWords(await text(), words), `words of "Find a screen" on ${storyId}`).toEqual([]);
}

/**
 * A screen as it is now (`loading`: waiting for an answer), at phone width and then (unless
 * `phoneOnly`) at desktop width, against its pictures: what differs (kept for the report and
 * visual:accept when `record`).
 */
function pictureProblems(story: IndexEntry, phoneOnly: boolean, loading: boolean, record: boolean) {
  return timed('pictures', async () => {
    pictured.add(story.id);
    const problems: string[] = [];
    const widths: Width[] = phoneOnly ? ['phone'] : ['phone', 'desktop'];
    try {
      for (const width of widths) {
        const size = width === 'phone' ? PHONE : DESKTOP;
        const resized = viewport.width !== size.width || viewport.height !== size.height;
        if (resized) {
          await timed('pic resize', () => session.page.setViewportSize(size));
          viewport = size;
        }
        const name = pictureName(story.id, width);
        taken.add(name);
        const how = { loading, resized, record };
        const problem = await checkPicture(session.page, cdp, name, how);
        if (problem) problems.push(problem);
      }
    } finally {
      await release(session.page);
    }
    return problems;
  });
}
