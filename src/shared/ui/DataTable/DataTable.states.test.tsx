/**
 * The DataTable over an in-memory query: its states, the filter rules of each column type,
 * fixed filters, stored settings, local page-size persistence and the selection reset key.
 */
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { saveAs } from 'file-saver';
import { describe, expect, it, vi } from 'vitest';
import type { TableQueryArgs } from '@/shared/lib/tableQuery';
import { serverNow, type TableSettings } from '@/api';
import { renderWithProviders } from '@tests/utils/render';
import { DataTable } from './DataTable';
import { createMemoryQuery, type MemoryQueryOptions } from '@tests/fixtures/memoryQuery';
import { sampleColumns, sampleRows, type SampleRow } from '@tests/fixtures/sampleRows';
import type { DataTableProps } from './types';

type Props = Partial<DataTableProps<SampleRow, object>> & {
  query?: MemoryQueryOptions;
  rows?: SampleRow[];
};

async function renderTable({ query, rows = sampleRows, ...props }: Props = {}) {
  const useQuery = createMemoryQuery(rows, query);
  return await renderWithProviders(
    <DataTable<SampleRow> columns={sampleColumns} useQuery={useQuery} {...props} />,
  );
}

const lastArgs = (spy: ReturnType<typeof vi.fn>) => spy.mock.lastCall?.[0] as TableQueryArgs;

async function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}

async function openFilters(user: Awaited<ReturnType<typeof renderTable>>['user']) {
  await user.click(screen.getByRole('button', { name: /Filters/ }));
  const dialog = await findDialog('Filters');
  await user.click(within(dialog).getByRole('button', { name: /Add filter/ }));
  return dialog;
}

async function pick(
  user: Awaited<ReturnType<typeof renderTable>>['user'],
  combobox: HTMLElement,
  option: string,
) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('DataTable states', () => {
  it('shows the rows of the first page and the total', async () => {
    await renderTable();
    expect(await screen.findByText('Well 1 – pH')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument(); // 57 rows, 20 per page
  });

  it("shows 'No Data' when the list is empty", async () => {
    await renderTable({ rows: [] });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('shows a spinner and no empty text while loading', async () => {
    const { container } = await renderTable({ query: { state: 'loading' } });
    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    const refetch = vi.fn();
    const { user } = await renderTable({ query: { state: 'error', refetch } });
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(refetch).toHaveBeenCalled();
  });
});

describe('DataTable filters', () => {
  it('offers exactly the operators of each column type', async () => {
    const { user } = await renderTable();
    const dialog = await openFilters(user);
    const expected: Record<string, string[]> = {
      Value: [
        'equals',
        'not equals',
        'greater than',
        'greater than/equals',
        'less than',
        'less than/equals',
      ],
      Unit: ['equals', 'not equals', 'like'],
      Date: ['greater than', 'greater than/equals', 'less than', 'less than/equals'],
      Tags: ['equals', 'not equals', 'contains', 'not contains'],
      Citation: ['equals', 'not equals'],
    };
    for (const [field, operators] of Object.entries(expected)) {
      await pick(user, within(dialog).getByRole('combobox', { name: 'Filter 1 field' }), field);
      await user.click(within(dialog).getByRole('combobox', { name: 'Filter 1 operator' }));
      await waitFor(() => expect(optionTexts()).toEqual(operators));
      await user.keyboard('{Escape}');
    }
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter 1 field' }));
    expect(screen.queryByRole('option', { name: 'Location' })).not.toBeInTheDocument(); // type other
  });

  it('sends the fixed filters without showing them', async () => {
    const onArgs = vi.fn();
    const { user } = await renderTable({
      query: { onArgs },
      fixedFilters: [{ field: 'discardedResult', operator: 'eq', value: true }],
    });
    await screen.findByText('Well 1 – pH');
    expect(lastArgs(onArgs).filter).toBe(
      '[{"field":"discardedResult","operator":"eq","value":true}]',
    );
    await user.click(screen.getByRole('button', { name: /Filters$/ }));
    const dialog = await findDialog('Filters');
    expect(within(dialog).getByText('No filters applied')).toBeInTheDocument();
  });

  it('drops a citation filter with the value 0 on apply and keeps a real one', async () => {
    const onArgs = vi.fn();
    const { user } = await renderTable({ query: { onArgs } });
    let dialog = await openFilters(user);
    await pick(user, within(dialog).getByRole('combobox', { name: 'Filter 1 field' }), 'Citation');
    await pick(user, within(dialog).getByRole('combobox', { name: 'Filter 1 value' }), 'All');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Filters$/ })).toBeInTheDocument(),
    );
    expect(lastArgs(onArgs).filter).toBeUndefined();

    dialog = await openFilters(user);
    await pick(user, within(dialog).getByRole('combobox', { name: 'Filter 1 field' }), 'Citation');
    await user.click(within(dialog).getByRole('combobox', { name: 'Filter 1 value' }));
    expect(await screen.findByRole('option', { name: 'Nitrite (not tested)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Nitrate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(lastArgs(onArgs).filter).toBe('[{"field":"parameter.id","operator":"eq","value":2}]'),
    );
    expect(lastArgs(onArgs).page).toBe(1);
  });

  it('resets a future date to now for greater than, with a notice', async () => {
    const onArgs = vi.fn();
    const { user } = await renderTable({ query: { onArgs } });
    const dialog = await openFilters(user);
    await pick(user, within(dialog).getByRole('combobox', { name: 'Filter 1 field' }), 'Date');
    await pick(
      user,
      within(dialog).getByRole('combobox', { name: 'Filter 1 operator' }),
      'greater than',
    );
    const input = within(dialog).getByRole('textbox', { name: 'Filter 1 value' });
    await user.click(input);
    await user.type(input, '01/01/2099 10:00 am{Enter}');
    expect(
      await screen.findByText(
        'A future date cannot be used with this filter. The date was reset to now.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastArgs(onArgs).filter).toBeDefined());
    const [sent] = JSON.parse(lastArgs(onArgs).filter ?? '[]');
    expect(sent.operator).toBe('gt');
    expect(Math.abs(sent.value - serverNow() / 1000)).toBeLessThan(120);
    expect(dayjs.unix(sent.value).year()).not.toBe(2099);
  });
});

const useSampleQuery = createMemoryQuery(sampleRows);

function WithResetKey() {
  const [deleted, setDeleted] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setDeleted((n) => n + 1)}>
        Deleted
      </button>
      <DataTable<SampleRow>
        columns={sampleColumns}
        useQuery={useSampleQuery}
        selectable
        resetKey={deleted}
        toolbar={({ selectedRowKeys }) => <span>{selectedRowKeys.length} selected</span>}
      />
    </>
  );
}

describe('DataTable persistence and selection', () => {
  it('hands changed settings on to keep and starts from stored ones', async () => {
    const onSettingsChange = vi.fn<(settings: TableSettings) => void>();
    const first = await renderTable({ persist: 'stored', onSettingsChange });
    await screen.findByText('Well 1 – pH');
    await first.user.click(screen.getByRole('columnheader', { name: 'Value' }));
    await first.user.click(screen.getByRole('combobox', { name: 'Page Size' }));
    await first.user.click(await screen.findByText('10 / page'));
    const expected = { itemsPerPage: 10, order: { field: 'value', direction: 'asc' }, filters: [] };
    await waitFor(() => expect(onSettingsChange.mock.lastCall?.[0]).toMatchObject(expected));
    const stored = onSettingsChange.mock.lastCall![0];
    first.unmount();

    const onArgs = vi.fn();
    await renderTable({
      persist: 'stored',
      storedSettings: JSON.stringify({ ...stored, disabledColumns: ['unit', 'tags'] }),
      query: { onArgs },
    });
    await waitFor(() =>
      expect(lastArgs(onArgs)).toMatchObject({ itemsPerPage: 10, order: 'value:asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('columnheader', { name: 'Unit' })).not.toBeInTheDocument();
  });

  it('hands pending settings on when the table closes before the debounce', async () => {
    const onSettingsChange = vi.fn<(settings: TableSettings) => void>();
    const { user, unmount } = await renderTable({ persist: 'stored', onSettingsChange });
    await screen.findByText('Well 1 – pH');
    await user.click(screen.getByRole('columnheader', { name: 'Unit' }));
    unmount();
    expect(onSettingsChange).toHaveBeenCalledTimes(1);
    expect(onSettingsChange.mock.lastCall?.[0]).toMatchObject({
      order: { field: 'unit', direction: 'asc' },
    });
  });

  it('keeps the page size locally for anonymous views', async () => {
    const onArgs = vi.fn();
    const first = await renderTable({ persist: 'local', settingsKey: 'result', query: { onArgs } });
    await screen.findByText('Well 1 – pH');
    await first.user.click(screen.getByRole('combobox', { name: 'Page Size' }));
    await first.user.click(await screen.findByText('40 / page'));
    await waitFor(() => expect(lastArgs(onArgs).itemsPerPage).toBe(40));
    expect(localStorage.getItem('dataTable.result.itemsPerPage')).toBe('40');
    first.unmount();

    const again = vi.fn();
    await renderTable({ persist: 'local', settingsKey: 'result', query: { onArgs: again } });
    await screen.findByText('Well 1 – pH');
    expect(lastArgs(again).itemsPerPage).toBe(40);
  });

  it('clears the selection when the reset key or the search changes', async () => {
    const { user } = await renderWithProviders(<WithResetKey />);
    await screen.findByText('Well 1 – pH');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deleted' }));
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Lake');
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('shows progress while the export is made, then saves it under the fallback name', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    const trigger = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const { user } = await renderTable({
      exporter: { trigger, fileName: 'samples', formats: ['xlsx', 'zip'] },
    });
    await screen.findByText('Well 1 – pH');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByRole('menuitem', { name: 'Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'CSV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'ZIP' }));
    expect(await screen.findByText('Preparing the export file...')).toBeInTheDocument();
    expect(trigger).toHaveBeenCalledWith({
      format: 'zip',
      pagination: false,
      tzo: new Date().getTimezoneOffset(),
    });
    const blob = new Blob(['zip'], { type: 'application/zip' });
    finish(blob);
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(blob, 'samples.zip'));
    await waitFor(() =>
      expect(screen.queryByText('Preparing the export file...')).not.toBeInTheDocument(),
    );
  });
});
