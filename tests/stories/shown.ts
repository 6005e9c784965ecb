/**
 * Story helper: wait until a text is on screen. The element is looked up again on every try,
 * because a table may replace its empty-state element while it settles (its first fetch, then
 * the column measurement), so an element found once can be detached by the time it is checked.
 */
import { expect, waitFor, within } from 'storybook/test';

export async function expectShownText(container: HTMLElement, text: string | RegExp) {
  await waitFor(() => expect(within(container).getByText(text)).toBeVisible(), { timeout: 5000 });
}

/**
 * Story helper: wait until a dialog of the page is shown and return it. A dialog is in the
 * document before its opening motion has made it visible, so it is looked up again until it is.
 */
export async function expectShownDialog(
  container: HTMLElement,
  name: string | RegExp,
): Promise<HTMLElement> {
  let dialog: HTMLElement | undefined;
  await waitFor(
    () => {
      dialog = within(container.ownerDocument.body).getByRole('dialog', { name });
      expect(dialog).toBeVisible();
    },
    { timeout: 5000 },
  );
  return dialog!;
}
