/**
 * The DataTable over the real results list of the mock server (user@example.com, 643 results):
 * rows, paging, sorting, search, filters, columns, selection and export (the settings kept on
 * the user's record: entities/list-settings/SettingsDataTable.test.tsx).
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { useDispatch } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useListResultsQuery, type Result, exportsApi } from '@/api';
import { call, loginAs } from '@tests/utils/apiClient';
import { renderWithProviders } from '@tests/utils/render';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps, ExportArgs } from './types';

const columns: DataTableColumn<Result>[] = [
  { key: 'measurementName', title: 'Name', type: 'string', fixed: true },
  { key: 'id', title: 'ID', type: 'number' },
  { key: 'measurementValue', title: 'Value', type: 'number' },
  { key: 'measurementUnit', title: 'Unit', type: 'string' },
  {
    key: 'parameter.id',
    title: 'Citation',
    type: 'enum',
    enumOptions: [
      { label: 'All', value: 0 },
      { label: 'pH', value: 1 },
      { label: 'NO3', value: 2 },
    ],
  },
  { key: 'sampleCreationDate', title: 'Date', type: 'date' },
  { key: 'testStripLotNumber', title: 'Strip lot', type: 'string' },
  { key: 'cardLotNumber', title: 'Card lot', type: 'string' },
  { key: 'phoneName', title: 'Phone', type: 'string' },
  { key: 'comment', title: 'Comment', type: 'string' },
];

type Props = Partial<DataTableProps<Result, object>> & { onExport?: (args: ExportArgs) => void };

function ResultsTable({ onExport, ...props }: Props) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return (
    <DataTable<Result>
      columns={columns}
      useQuery={useListResultsQuery}
      selectable
      ariaLabel="Results"
      exporter={{
        fileName: 'results',
        trigger: (args) => {
          onExport?.(args);
          return dispatch(
            exportsApi.endpoints.exportResults.initiate(args, {
              subscribe: false,
              forceRefetch: true,
            }),
          ).unwrap();
        },
      }}
      toolbar={({ selectedRowKeys }) => <span>{selectedRowKeys.length} selected</span>}
      {...props}
    />
  );
}

const rowIds = () =>
  Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
    Number(tr.getAttribute('data-row-key')),
  );

async function expectedIds(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call('GET', `/results?${qs}`);
  return (res.body['hydra:member'] as Result[]).map((r) => r.id);
}

async function showsRows(query: Record<string, string | number>) {
  const ids = await expectedIds({ itemsPerPage: 20, ...query });
  await waitFor(() => expect(rowIds()).toEqual(ids));
}

/** antd gives every dialog title the same id in tests, so find the dialog by its title text. */
async function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}

describe('DataTable over the results list', () => {
  beforeEach(async () => {
    await loginAs('user@example.com');
  });

  it('shows the first page of rows and the first 8 columns', async () => {
    await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    const headers = within(screen.getByRole('table', { name: 'Results' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.filter((h) => h)).toEqual([
      'Name',
      'ID',
      'Value',
      'Unit',
      'Citation',
      'Date',
      'Strip lot',
      'Card lot',
    ]);
    expect(screen.getByRole('listitem', { name: '33' })).toBeInTheDocument(); // 643 rows / 20 = 33 pages
  });

  it('paginates and changes the page size', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await showsRows({ page: 2 });
    await user.click(screen.getByRole('combobox', { name: 'Page Size' }));
    await user.click(await screen.findByText('40 / page'));
    await showsRows({ page: 1, itemsPerPage: 40 });
  });

  it('sorts on the server by the clicked column', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('columnheader', { name: 'Value' }));
    await showsRows({ order: 'measurementValue:asc' });
    await user.click(screen.getByRole('columnheader', { name: 'Value' }));
    await showsRows({ order: 'measurementValue:desc' });
  });

  it('searches after typing stops', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Well 3');
    await showsRows({ search: 'Well 3' });
    expect(await expectedIds({ search: 'Well 3' })).not.toEqual(await expectedIds({}));
  });

  it('adds a filter in the filter modal', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const dialog = await findDialog('Filters');
    expect(within(dialog).getByText('No filters applied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Add filter/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter 1 field' }));
    await user.click(await screen.findByRole('option', { name: 'Value' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter 1 operator' }));
    const operators = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(operators).toEqual(
      expect.arrayContaining([
        'equals',
        'not equals',
        'greater than',
        'greater than/equals',
        'less than',
        'less than/equals',
      ]),
    );
    await user.click(screen.getByRole('option', { name: 'greater than' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Filter 1 value' }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await showsRows({
      filter: JSON.stringify([{ field: 'measurementValue', operator: 'gt', value: 90 }]),
    });
    expect(screen.getByRole('button', { name: /Filters \(1\)/ })).toBeInTheDocument();
  });

  it('manages the visible columns within 1 to 8, never hiding the fixed one', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const dialog = await findDialog('Manage columns');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    expect(box('Name')).toBeDisabled();
    expect(box('Name')).toBeChecked();
    expect(box('Comment')).not.toBeChecked();
    expect(box('Comment')).toBeDisabled(); // 8 already visible
    await user.click(box('Unit'));
    expect(box('Unit')).not.toBeChecked();
    expect(box('Comment')).toBeEnabled();
    for (const name of ['ID', 'Value', 'Citation', 'Date', 'Strip lot', 'Card lot'])
      await user.click(box(name));
    expect(box('Phone')).toBeEnabled(); // only Name left: every other column can be shown again
    await user.click(box('Comment'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Unit' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('columnheader', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('keeps at least one column when the fixed one is the only other', async () => {
    const loose = columns.map((c) => ({ ...c, fixed: false }));
    const { user } = await renderWithProviders(<ResultsTable columns={loose} />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const dialog = await findDialog('Manage columns');
    for (const name of ['ID', 'Value', 'Unit', 'Citation', 'Date', 'Strip lot', 'Card lot']) {
      await user.click(within(dialog).getByRole('checkbox', { name }));
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Name' })).toBeDisabled(); // the last visible one
  });

  it('clears the selection when the page changes', async () => {
    const { user } = await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it("has no hidden copy of the header's controls for the keyboard to reach", async () => {
    await renderWithProviders(<ResultsTable />);
    await showsRows({ page: 1 });
    // antd's measuring row (a hidden copy of the header with its 'Select all') is not rendered
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
    const boxes = document.querySelectorAll('input[type="checkbox"]');
    expect(boxes).toHaveLength(screen.getAllByRole('checkbox').length);
    expect(screen.getAllByRole('checkbox', { name: 'Select all' })).toHaveLength(1);
  });

  it('exports the current query with the time-zone offset and saves the file', async () => {
    const onExport = vi.fn();
    const { user } = await renderWithProviders(<ResultsTable onExport={onExport} />);
    await showsRows({ page: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Well');
    await showsRows({ search: 'Well' });
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(onExport).toHaveBeenCalledWith({
      format: 'csv',
      pagination: false,
      search: 'Well',
      tzo: new Date().getTimezoneOffset(),
      ids: String(rowIds()[0]),
    });
    const [file, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^results_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file).toBeInstanceOf(Blob);
  });
});
