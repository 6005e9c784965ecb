/**
 * Story helper: what a screen must look like on a phone (390 px), checked by the phone stories'
 * play functions once the screen shows `ready`:
 * - the page is no wider than the window (a wide table scrolls inside its card);
 * - a table that scrolls sideways shows it: the side with more columns has its shadow;
 * - a table's toolbar keeps to two lines (or the `toolbarLines` a story names);
 * - no line starts with the dot between two facts ('· 307 tests').
 */
import { expect, waitFor, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from './layoutChecks';

export const PHONE_GLOBALS = { viewport: { value: 'phone', isRotated: false } } as const;

/**
 * The viewport of a screen's phone story: `{ tags: ['phone'], ...onAPhone, play:
 * looksRightOnAPhone(...) }` (the tag written out: Storybook's index reads tags from the source).
 */
export const onAPhone = { globals: PHONE_GLOBALS };

/** How many lines the elements take (middles more than 8 px apart start a new line). */
function lineCount(elements: Element[]) {
  const middles = elements
    .map((e) => {
      const box = e.getBoundingClientRect();
      return (box.top + box.bottom) / 2;
    })
    .sort((a, b) => a - b);
  return middles.filter((middle, i) => i === 0 || middle - middles[i - 1] > 8).length;
}

/** Areas of tables that scroll sideways, with more to see at the end, show their shadow. */
function expectScrollSigns(doc: Document) {
  for (const area of doc.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    const more = area.scrollWidth - area.clientWidth - Math.abs(area.scrollLeft) > 1;
    if (!more) continue;
    const sign = area.closest('.ant-table-fix-end-shadow-show');
    const label = area.closest('table, .ant-table-wrapper')?.textContent?.slice(0, 40);
    expect(sign, `a sign that the table '${label}' scrolls sideways`).not.toBeNull();
  }
}

/** A DataTable's toolbar (search, table controls, the list's actions) on at most `lines` lines. */
function expectCompactToolbars(doc: Document, lines: number) {
  for (const search of doc.querySelectorAll('.ant-card input[aria-label="Search"]')) {
    const toolbar = search.closest('.ant-input-search')?.parentElement?.parentElement;
    if (!toolbar) continue;
    const controls = [...toolbar.querySelectorAll('button, .ant-input-search')];
    expect(lineCount(controls), 'lines of the table toolbar').toBeLessThanOrEqual(lines);
  }
}

/** No line of text starts with a separating dot. */
function expectNoLineStartsWithADot(doc: Document) {
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let at = text.indexOf('·'); at > 0; at = text.indexOf('·', at + 1)) {
      const dot = doc.createRange();
      dot.setStart(node, at);
      dot.setEnd(node, at + 1);
      const before = doc.createRange();
      before.setStart(node, at - 1);
      before.setEnd(node, at);
      const [d, b] = [dot.getBoundingClientRect(), before.getBoundingClientRect()];
      if (d.width === 0) continue; // not shown
      expect(d.top - b.top, `'·' in '${text.slice(0, 60)}' on the line of what it follows`).toBe(0);
    }
  }
}

/**
 * A play function: once `ready` is on screen (by default the page's title, its h1), the screen
 * passes the phone checks above.
 */
export function looksRightOnAPhone(ready?: string | RegExp, { toolbarLines = 2 } = {}) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    await expectNoHorizontalOverflow(() =>
      ready === undefined
        ? expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
        : expect(canvas.getAllByText(ready).length).toBeGreaterThan(0),
    );
    // the table's scroll sign follows its first layout
    await waitFor(() => expectScrollSigns(doc), { timeout: 5000 });
    expectCompactToolbars(doc, toolbarLines);
    expectNoLineStartsWithADot(doc);
  };
}
