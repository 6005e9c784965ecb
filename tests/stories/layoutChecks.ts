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
