/**
 * Test helpers of the screens with dialogs and rich-text fields (notifications, help editors).
 * - `dialog(title)`: the open dialog with this title, found by its title text: under test antd
 *   gives every generated id the same value ('test-id'), so a dialog's aria-labelledby can point
 *   at another element and its accessible name cannot be trusted.
 * - `paste(editor, text, html?)`: a paste into a rich-text editor as a browser delivers it
 *   (jsdom cannot type into an editable element; the e2e journeys type for real), done once the
 *   editor's text has changed. What the change sets off later (the form's check, a Save button
 *   enabled) the test waits for itself, as after typing.
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
  const before = editor.textContent;
  await act(async () => {
    editor.focus();
    fireEvent.paste(editor, {
      clipboardData: {
        types: html ? ['text/html', 'text/plain'] : ['text/plain'],
        getData: (type: string) =>
          type === 'text/html' ? html : type === 'text/plain' ? text : '',
      },
    });
  });
  // the editor took the paste (its text may be cut to the field's length)
  await waitFor(() => expect(editor.textContent).not.toBe(before));
}
