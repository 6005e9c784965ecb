/**
 * Visual review of the screens: each screen's phone story (tags 'screen' and 'phone', the screen's
 * main state) is pictured at phone and desktop width (a webview page at phone width only) in
 * the stories suite's own visit, right after its play function and axe, and
 * compared with the picture stored in tests/visual/pictures by pixelmatch, the comparer
 * Playwright's own screenshot assertions use. A picture that differs fails the story; the suite
 * then writes a report (test-results/visual/index.html: before, after and the difference of each
 * change) and `npm run visual:accept` stores the new pictures.
 *
 * What makes a picture repeatable: the browser's fonts (Debian's, as on every machine of the
 * project), the mock's frozen clock and fixed seed, animations at their end (endless ones, such as
 * spinners, at their start), no text caret, fonts and images loaded. Pictures are taken at half
 * the CSS pixels (Chromium renders the clip at that scale): a quarter of the bytes and of the
 * comparing, while a change of colour, spacing or layout still shows.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { CDPSession, Page } from 'playwright-core';

export const PICTURES_DIR = 'tests/visual/pictures';
export const REPORT_DIR = 'test-results/visual';
const SCALE = 0.5;
/** pixelmatch's colour distance under which two pixels count as the same (0 to 1) */
const THRESHOLD = 0.1;
/** differing pixels (anti-aliasing not counted) a picture may have and still pass */
const MAX_DIFF_PIXELS = 8;

export const PHONE = { width: 390, height: 844 };
export type Width = 'desktop' | 'phone';
export const pictureName = (storyId: string, width: Width) => `${storyId}.${width}.png`;

interface Change {
  name: string;
  kind: 'changed' | 'new';
  diffPixels: number | null;
}
const changes: Change[] = [];

/** Starts a run: the report of the last one goes. */
export function startVisualRun() {
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

/**
 * Waits until the screen has drawn what it is waiting for: nothing busy (aria-busy, a spinner: a
 * lazy chart, a map, data) for a loaded state; for a loading state (a story named so), until its
 * loader shows (a loader appears after a short delay, so a quick answer never flashes one).
 */
export async function settle(page: Page, loading: boolean) {
  const busy = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active';
  await page
    .waitForFunction(
      ({ busy, loading }) => (document.querySelector(busy) !== null) === loading,
      { busy, loading },
      { timeout: 10_000 },
    )
    .catch(() => {
      // a loading story without a loader, or a screen that stays busy: pictured as it is
    });
}

/**
 * Brings the preview to rest for a picture: fonts and images loaded, no CSS animation or
 * transition (an element shows its resting style; a spinner its first frame), script animations
 * at their end (endless ones at their start), no caret, the captcha (random by design) hidden, the
 * top of the page. The style goes again after the picture.
 */
async function still(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      loading.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done);
            img.addEventListener('error', done);
          }),
      ),
    );
    const style = document.createElement('style');
    style.id = 'visual-still';
    style.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; ' +
      'caret-color: transparent !important; } canvas[data-code] { visibility: hidden !important; }';
    document.head.append(style);
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
    window.scrollTo(0, 0);
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

async function capture(page: Page, cdp: CDPSession): Promise<PNG> {
  await still(page);
  const { width, height } = page.viewportSize()!;
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: 0, y: 0, width, height, scale: SCALE },
  });
  await page.evaluate(() => document.getElementById('visual-still')?.remove());
  return PNG.sync.read(Buffer.from(data, 'base64'));
}

function differingPixels(a: PNG, b: PNG, diff?: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return a.width * a.height;
  return pixelmatch(a.data, b.data, diff?.data, a.width, a.height, {
    threshold: THRESHOLD,
  });
}

/**
 * The picture of the page as it is now, taken again until two in a row agree (a chart that
 * draws after a resize), at most four times.
 */
async function stablePicture(page: Page, cdp: CDPSession, first: PNG): Promise<PNG> {
  let last = first;
  for (let i = 0; i < 3; i++) {
    const next = await capture(page, cdp);
    if (differingPixels(last, next) === 0) return next;
    last = next;
  }
  return last;
}

const write = (file: string, png: PNG) =>
  writeFileSync(`${REPORT_DIR}/${file}`, PNG.sync.write(png));

/**
 * Compares the page with its stored picture `name`; returns what differs, or null when it
 * matches. With `record`, a change or a new picture is kept for the report and visual:accept.
 */
export async function checkPicture(page: Page, cdp: CDPSession, name: string, record: boolean) {
  const stored = `${PICTURES_DIR}/${name}`;
  const expected = existsSync(stored) ? PNG.sync.read(readFileSync(stored)) : null;
  let actual = await capture(page, cdp);
  if (expected && differingPixels(expected, actual) <= MAX_DIFF_PIXELS) return null;
  actual = await stablePicture(page, cdp, actual);
  if (!record)
    return expected && differingPixels(expected, actual) <= MAX_DIFF_PIXELS ? null : `${name}`;
  mkdirSync(REPORT_DIR, { recursive: true });
  if (!expected) {
    write(`${name}.actual.png`, actual);
    changes.push({ name, kind: 'new', diffPixels: null });
    return `${name}: no stored picture`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = differingPixels(expected, actual, diff);
  if (diffPixels <= MAX_DIFF_PIXELS) return null;
  write(`${name}.expected.png`, expected);
  write(`${name}.actual.png`, actual);
  if (expected.width === actual.width && expected.height === actual.height)
    write(`${name}.diff.png`, diff);
  changes.push({ name, kind: 'changed', diffPixels });
  return `${name}: ${diffPixels} pixels differ`;
}

/** Stored pictures that no screen story takes any more (removed by visual:accept). */
export function unusedPictures(taken: Set<string>): string[] {
  if (!existsSync(PICTURES_DIR)) return [];
  return readdirSync(PICTURES_DIR).filter((file) => file.endsWith('.png') && !taken.has(file));
}

/** Writes the report of this run's changes (index.html and changes.json), when there are any. */
export function writeReport(unused: string[]) {
  if (changes.length === 0 && unused.length === 0) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(`${REPORT_DIR}/changes.json`, JSON.stringify({ changes, unused }, null, 2));
  const img = (file: string) => (existsSync(`${REPORT_DIR}/${file}`) ? `<img src="${file}">` : '');
  const rows = changes.map(
    (c) =>
      `<tr><th>${c.name}<br>${c.kind === 'new' ? 'new' : `${c.diffPixels} pixels`}</th>` +
      `<td>${img(`${c.name}.expected.png`)}</td><td>${img(`${c.name}.actual.png`)}</td>` +
      `<td>${img(`${c.name}.diff.png`)}</td></tr>`,
  );
  const gone = unused.map((file) => `<li>${file}</li>`).join('');
  writeFileSync(
    `${REPORT_DIR}/index.html`,
    `<!doctype html><meta charset="utf-8"><title>Visual changes</title>
<style>body{font:14px sans-serif}td,th{vertical-align:top;padding:4px;text-align:left}img{max-width:32vw;border:1px solid #ccc}</style>
<h1>Visual changes: ${changes.length}</h1>
<p>Accept them all with <code>npm run visual:accept</code>.</p>
<table><tr><th>picture</th><th>before (stored)</th><th>after (this run)</th><th>difference</th></tr>${rows.join('')}</table>
${gone ? `<h2>Pictures no story takes any more</h2><ul>${gone}</ul>` : ''}`,
  );
}
