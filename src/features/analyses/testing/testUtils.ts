/** Helpers of the analyses tests (the real mock server through MSW). */
import { screen, waitFor, within } from '@testing-library/react';

/** antd gives every dialog title the same id in tests, so find the dialog by its title text. */
export function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen
      .queryAllByRole('dialog')
      .find((d) =>
        within(d).queryByText(title, { selector: '.ant-modal-title, .ant-modal-title *' }),
      );
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}

/** The body row of a table that holds a link named `name`. */
export function rowWithLink(table: HTMLElement, name: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('link', { name }));
  if (!row) throw new Error(`no row with the link "${name}"`);
  return row;
}
