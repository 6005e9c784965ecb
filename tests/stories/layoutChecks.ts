/**
 * Story helper: layout checks for play functions. A long value (a 10,000-character name) must be
 * cut with an ellipsis or wrapped inside its box, never make the page wider than the window.
 */
import { expect, waitFor, within } from 'storybook/test';

/** Waits until the page has rendered `ready`, then checks nothing sticks out to the right. */
export async function expectNoHorizontalOverflow(ready: () => unknown) {
  await waitFor(ready, { timeout: 5000 });
  const root = document.documentElement;
  await expect(root.scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(
    root.clientWidth,
  );
}

/** A play function: once a text matching `shown` is on screen, the page fits the window. */
export function fitsTheWindowOnce(shown: RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(() =>
      expect(canvas.getAllByText(shown).length).toBeGreaterThan(0),
    );
  };
}

const middle = (el: Element) => {
  const box = el.getBoundingClientRect();
  return (box.top + box.bottom) / 2;
};

/**
 * Every sub- and superscript under `root` drops below or rises above the text it follows (NO₃⁻,
 * not 'NO3-' on one line): its middle at least 2 px lower or higher than that text's.
 */
export async function expectScriptsRaisedAndDropped(root: HTMLElement) {
  const scripts = [...root.querySelectorAll('sub, sup')];
  await expect(scripts.length, 'sub- or superscripts to check').toBeGreaterThan(0);
  for (const script of scripts) {
    const base = script.parentElement?.firstElementChild;
    if (!base || base === script) throw new Error(`no text before ${script.outerHTML}`);
    const shift = middle(script) - middle(base);
    const label = `${script.tagName} '${script.textContent}' after '${base.textContent}'`;
    if (script.tagName === 'SUB') await expect(shift, label).toBeGreaterThanOrEqual(2);
    else await expect(shift, label).toBeLessThanOrEqual(-2);
  }
}

/** Two elements side by side sit on one line: their middles at most 1 px apart. */
export async function expectOnOneLine(a: Element, b: Element) {
  await expect(Math.abs(middle(a) - middle(b)), 'distance of the middles').toBeLessThanOrEqual(1);
}
