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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { CDPSession, Page } from 'playwright-core';
import { timed } from './timing';

export const PICTURES_DIR = 'tests/visual/pictures';
export const REPORT_DIR = 'test-results/visual';
/**
 * The SHA-256 of each stored picture's bytes as Chromium wrote them (the stored file is the same
 * pixels compressed harder): a screenshot with the same bytes passes without being decoded.
 */
export const HASHES_FILE = `${PICTURES_DIR}/sha256.json`;
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
 * Brings the screen to rest for a picture, in one call into the page. First it waits until the
 * screen has drawn what it is waiting for: nothing busy (aria-busy, a spinner: a lazy chart, a
 * map, data) for a loaded state; for a loading state, until its loader shows (a loader appears
 * after a short delay, so a quick answer never flashes one); a screen that stays otherwise after
 * ten seconds is pictured as it is. Then: fonts and images loaded, no CSS animation or transition
 * (an element shows its resting style; a spinner its first frame), script animations at their end
 * (endless ones at their start), no caret, the captcha (random by design) hidden, the top of the
 * page. The screenshot that follows draws a new frame: no frame is waited for but after a
 * resize. The style stays for the story's pictures (a resize then lays out without transitions);
 * release() ends it.
 */
async function still(page: Page, loading: boolean, resized = false) {
  await page.evaluate(
    async ({ loading, resized }) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      // after a resize, what depends on an element's width (a chart: its ResizeObserver, then a
      // React render that marks it busy) answers in the next frames: let it start before looking
      if (resized) for (let i = 0; i < 2; i++) await frame();
      // a chart that fits its box (G2's autoFit) redraws 300 ms after the window's resize event,
      // busy or not: wait until each chart's canvas is as wide as its box again
      const unfitted = () =>
        [...document.querySelectorAll('canvas:not([data-code])')].some((canvas) => {
          const box = canvas.parentElement;
          return box && Math.abs(canvas.getBoundingClientRect().width - box.clientWidth) > 1;
        });
      const fitBy = performance.now() + 3000;
      while (resized && unfitted() && performance.now() < fitBy) await frame();
      const busy = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active';
      const until = performance.now() + 10_000;
      while ((document.querySelector(busy) !== null) !== loading && performance.now() < until)
        await frame();
      await document.fonts.ready;
      const loadingImages = [...document.images].filter((img) => !img.complete);
      await Promise.all(
        loadingImages.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done);
              img.addEventListener('error', done);
            }),
        ),
      );
      if (!document.getElementById('visual-still')) {
        const style = document.createElement('style');
        style.id = 'visual-still';
        style.textContent =
          '*, *::before, *::after { animation: none !important; transition: none !important; ' +
          'caret-color: transparent !important; } canvas[data-code] { visibility: hidden !important; }';
        document.head.append(style);
      }
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
        else animation.finish();
      }
      window.scrollTo(0, 0);
    },
    { loading, resized },
  );
}

/** Ends what still() changed: the story goes on (or the next one starts) with its animations. */
export async function release(page: Page) {
  await page.evaluate(() => document.getElementById('visual-still')?.remove());
}

interface Shot {
  bytes: Buffer;
  png: PNG;
}

async function capture(
  page: Page,
  cdp: CDPSession,
  loading: boolean,
  resized = false,
): Promise<Buffer> {
  await timed('pic still', () => still(page, loading, resized));
  const { width, height } = page.viewportSize()!;
  const { data } = await timed('pic shot', () =>
    cdp.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: 0, y: 0, width, height, scale: SCALE },
      // the stored file is compressed again by visual:accept: Chromium need not try hard
      optimizeForSpeed: true,
    }),
  );
  return Buffer.from(data, 'base64');
}

const decoded = (bytes: Buffer): Shot => ({ bytes, png: PNG.sync.read(bytes) });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let hashes: Record<string, string> | undefined;
const storedHash = (name: string) =>
  (hashes ??= existsSync(HASHES_FILE) ? JSON.parse(readFileSync(HASHES_FILE, 'utf8')) : {})[name];

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
async function stablePicture(
  page: Page,
  cdp: CDPSession,
  loading: boolean,
  first: Shot,
): Promise<Shot> {
  let last = first;
  for (let i = 0; i < 3; i++) {
    const next = decoded(await capture(page, cdp, loading));
    if (differingPixels(last.png, next.png) === 0) return next;
    last = next;
  }
  return last;
}

/** Writes a picture of the report: bytes as they are, decoded pixels (pngjs's) encoded again. */
const write = (file: string, png: PNG | Buffer) =>
  writeFileSync(`${REPORT_DIR}/${file}`, Buffer.isBuffer(png) ? png : PNG.sync.write(png));

/**
 * Compares the page with its stored picture `name`; returns what differs, or null when it
 * matches. With `record`, a change or a new picture is kept for the report and visual:accept.
 */
export async function checkPicture(
  page: Page,
  cdp: CDPSession,
  name: string,
  how: { loading: boolean; resized: boolean; record: boolean },
) {
  const { loading, record } = how;
  const bytes = await capture(page, cdp, loading, how.resized);
  if (storedHash(name) === sha256(bytes)) return null;
  const stored = `${PICTURES_DIR}/${name}`;
  const expected = existsSync(stored) ? PNG.sync.read(readFileSync(stored)) : null;
  let shot = await timed('pic decode', async () => decoded(bytes));
  if (expected && differingPixels(expected, shot.png) <= MAX_DIFF_PIXELS) return null;
  shot = await stablePicture(page, cdp, loading, shot);
  const actual = shot.png;
  if (!record)
    return expected && differingPixels(expected, actual) <= MAX_DIFF_PIXELS ? null : `${name}`;
  mkdirSync(REPORT_DIR, { recursive: true });
  if (!expected) {
    write(`${name}.actual.png`, shot.bytes);
    changes.push({ name, kind: 'new', diffPixels: null });
    return `${name}: no stored picture`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = differingPixels(expected, actual, diff);
  if (diffPixels <= MAX_DIFF_PIXELS) return null;
  write(`${name}.expected.png`, expected);
  write(`${name}.actual.png`, shot.bytes);
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
