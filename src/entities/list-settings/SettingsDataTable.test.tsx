/**
 * The settings-backed table over the real results list of the mock server
 * (user@example.com): it starts from the settings on the user's record, saves every change
 * there and keeps the session's user up to date.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListResultsQuery, type Result } from '@/api';
import type { DataTableColumn } from '@/shared/ui/DataTable';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { SettingsDataTable } from './SettingsDataTable';
import { useSession } from '@/entities/session';

const columns: DataTableColumn<Result>[] = [
  { key: 'measurementName', title: 'Name', type: 'string', fixed: true },
  { key: 'id', title: 'ID', type: 'number' },
  { key: 'measurementValue', title: 'Value', type: 'number' },
  { key: 'measurementUnit', title: 'Unit', type: 'string' },
  { key: 'sampleCreationDate', title: 'Date', type: 'date' },
  { key: 'comment', title: 'Comment', type: 'string' },
];

/** The table, and what the session knows of the user's saved results-list settings. */
function ResultsTable() {
  const { user } = useSession();
  return (
    <>
      <output aria-label="Session settings">{user?.resultListmetaData ?? 'none'}</output>
      <SettingsDataTable<Result>
        list="result"
        columns={columns}
        useQuery={useListResultsQuery}
        ariaLabel="Results"
      />
    </>
  );
}

let userId = 0;
const storedSettings = async () =>
  JSON.parse((await call('GET', `/users/${userId}`)).body.resultListmetaData ?? 'null');

const rowIds = () =>
  Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
    Number(tr.getAttribute('data-row-key')),
  );

async function showsRows(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call('GET', `/results?${qs}`);
  const ids = (res.body['hydra:member'] as Result[]).map((r) => r.id);
  await waitFor(() => expect(rowIds()).toEqual(ids));
}

describe('SettingsDataTable', () => {
  beforeEach(async () => {
    userId = await signIn('user@example.com');
  });

  it("saves the settings on the user's record and starts from them on the next visit", async () => {
    const first = await renderWithProviders(<ResultsTable />);
    await showsRows({ itemsPerPage: 20 });
    await first.user.click(screen.getByRole('columnheader', { name: 'Value' }));
    await first.user.click(screen.getByRole('combobox', { name: 'Page Size' }));
    await first.user.click(await screen.findByText('10 / page'));
    const expected = {
      itemsPerPage: 10,
      order: { field: 'measurementValue', direction: 'asc' },
      filters: [],
    };
    await waitFor(async () => expect(await storedSettings()).toMatchObject(expected));
    const stored = await storedSettings();
    // the session's user is the updated record of the (last) save
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Session settings' })).toHaveTextContent(
        JSON.stringify(stored),
      ),
    );
    first.unmount();

    const hidden = { ...stored, disabledColumns: ['measurementUnit'] };
    expect((await call('POST', '/profile/metadata/result', hidden)).status).toBe(200);
    await renderWithProviders(<ResultsTable />);
    await showsRows({ itemsPerPage: 10, order: 'measurementValue:asc' });
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('columnheader', { name: 'Unit' })).not.toBeInTheDocument();
  });

  it('saves pending settings when the table closes before the debounce', async () => {
    const { user, unmount } = await renderWithProviders(<ResultsTable />);
    await showsRows({ itemsPerPage: 20 });
    await user.click(screen.getByRole('columnheader', { name: 'Unit' }));
    unmount();
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({
        order: { field: 'measurementUnit', direction: 'asc' },
      }),
    );
  });
});
