/** Helpers of the results list tests (the real mock server through MSW). */
import { screen, waitFor, within } from '@testing-library/react';
import type { Result } from '@/api';
import { call } from '@tests/utils/apiClient';

export const rowIds = () =>
  Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
    Number(tr.getAttribute('data-row-key')),
  );

/** The ids of a page of GET /results for the logged-in user. */
export async function expectedIds(query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(
    Object.entries({ itemsPerPage: 20, ...query }).map(([k, v]) => [k, String(v)]),
  );
  const res = await call('GET', `/results?${qs}`);
  return (res.body['hydra:member'] as Result[]).map((r) => r.id);
}

export async function showsRows(query: Record<string, string | number> = {}) {
  const ids = await expectedIds(query);
  await waitFor(() => expect(rowIds()).toEqual(ids));
  return ids;
}

/** antd gives every dialog title the same id in tests, so find the dialog by its title text. */
export function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}
