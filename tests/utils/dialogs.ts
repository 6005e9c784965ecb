/**
 * Test helpers of the screens with dialogs and rich-text fields (notifications, help editors).
 * - `dialog(title)`: the open dialog with this title, found by its title text: under test antd
 *   gives every generated id the same value ('test-id'), so a dialog's aria-labelledby can point
 *   at another element and its accessible name cannot be trusted.
 * - `paste(editor, text, html?)`: a paste into a rich-text editor as a browser delivers it
 *   (jsdom cannot type into an editable element; the e2e journeys type for real). The editor's
 *   follow-up renders (selection, toolbar, counter) land inside the same act.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export async function dialog(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => within(d).queryByText(title, { selector: '.ant-modal-title' }));
    expect(found).toBeDefined();
  });
  return found!;
}

export async function paste(editor: HTMLElement, text: string, html = '') {
  await act(async () => {
    editor.focus();
    fireEvent.paste(editor, {
      clipboardData: {
        types: html ? ['text/html', 'text/plain'] : ['text/plain'],
        getData: (type: string) =>
          type === 'text/html' ? html : type === 'text/plain' ? text : '',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  await waitFor(() => expect(editor.textContent).not.toBe(''));
}
