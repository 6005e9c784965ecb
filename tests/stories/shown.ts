/**
 * Story helper: wait until a text is on screen. The element is looked up again on every try,
 * because a table may replace its empty-state element while it settles (its first fetch, then
 * the column measurement), so an element found once can be detached by the time it is checked.
 */
import { expect, waitFor, within } from 'storybook/test';

export async function expectShownText(container: HTMLElement, text: string | RegExp) {
  await waitFor(() => expect(within(container).getByText(text)).toBeVisible(), { timeout: 5000 });
}
