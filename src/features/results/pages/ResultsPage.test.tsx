/**
 * The results list through the whole app at /results against the real mock handlers: rows,
 * analysis actions, delete, export, the restricted user kind and the empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { describe, expect, it, vi } from 'vitest';
import { scenarios } from '@mocks/scenarios';
import { server } from '@mocks/node';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { findDialog, rowIds, showsRows } from '../testing/resultsTestUtils';

const open = () => renderWithProviders(null, { url: '/results' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('ResultsPage', () => {
  it('lists the first page of results with the first 8 columns', async () => {
    await signIn('user@example.com');
    await open();
    const ids = await showsRows();
    const headers = within(screen.getByRole('table', { name: 'Results' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter(Boolean);
    expect(headers).toEqual([
      'Name',
      'Value',
      'Unit',
      'Citation',
      'Parameter',
      'Date',
      'Location',
      'Strip Cat. No.',
    ]);
    const first = (await call('GET', `/results/${ids[0]}`)).body;
    const firstRow = document.querySelector(`tr[data-row-key="${ids[0]}"]`) as HTMLElement;
    expect(within(firstRow).getByRole('link', { name: first.measurementName })).toHaveAttribute(
      'href',
      `/results/${ids[0]}`,
    );
    for (const name of ['Create analysis', 'Add to analysis', /Delete/])
      expect(button(name)).toBeDisabled();
    expect(button(/Analysis from all results/)).toBeEnabled();
  });

  it('loads an account whose saved page size is the 100 of earlier versions, as 80', async () => {
    await signIn('user@example.com');
    const saved = { filters: [], itemsPerPage: 100, disabledColumns: [] };
    expect((await call('POST', '/profile/metadata/result', saved)).status).toBe(200);
    await open();
    await showsRows({ itemsPerPage: 80 });
    expect(
      screen.getByRole('combobox', { name: 'Page Size' }).closest('.ant-select'),
    ).toHaveTextContent('80 / page');
  });

  it("shows the dashboard's saved parameter filter under its saved label, Citation", async () => {
    await signIn('user@example.com');
    const citation = { label: 'Citation', name: 'parameter.id', type: 'enum' };
    const saved = {
      filters: [{ selectedFilter: 'eq', filterValue: 2, selectedParameter: citation }],
      itemsPerPage: 20,
      disabledColumns: [],
    };
    expect((await call('POST', '/profile/metadata/result', saved)).status).toBe(200);
    const { user } = await open();
    await showsRows({
      filter: JSON.stringify([{ field: 'parameter.id', operator: 'eq', value: 2 }]),
    });
    await user.click(button(/Filters/));
    const dialog = await findDialog('Filters');
    const field = within(dialog).getByRole('combobox', { name: 'Filter 1 field' });
    expect(field.closest('.ant-select')).toHaveTextContent('Citation');
    expect(field.closest('.ant-select')).not.toHaveTextContent('Parameter');
  });

  it('creates an analysis from the selected rows and opens it', async () => {
    await signIn('user@example.com');
    const { user, router } = await open();
    await showsRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    const picked = rowIds().slice(0, 2);
    await user.click(button('Create analysis'));
    const dialog = await findDialog('Create Analysis');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Analysis Name'), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'Spring survey  ');
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/analyses\/\d+$/));
    const id = router.state.location.pathname.split('/').pop();
    const analysis = (await call('GET', `/analyses/${id}`)).body;
    expect(analysis.name).toBe('Spring survey');
    expect(analysis.results.map((r: { id: number }) => r.id).sort()).toEqual([...picked].sort());
  });

  it('creates an analysis from every result of the current query', async () => {
    await signIn('user@example.com');
    const { user, router } = await open();
    await showsRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Well 3');
    await showsRows({ search: 'Well 3' });
    const total = (await call('GET', '/results?search=Well%203')).body['hydra:totalItems'];
    await user.click(button(/Analysis from all results/));
    const dialog = await findDialog('Create Analysis');
    expect(
      within(dialog).getByText(`The analysis gets all ${total} result(s) of the current list.`),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'All of well 3');
    await clickCreate(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/analyses\/\d+$/));
    const id = router.state.location.pathname.split('/').pop();
    expect((await call('GET', `/analyses/${id}`)).body.results).toHaveLength(total);
  });

  it('shows a taken analysis name on the field', async () => {
    await signIn('user@example.com');
    const { user, router } = await open();
    await showsRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(button('Create analysis'));
    const dialog = await findDialog('Create Analysis');
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'aquarium pH');
    await clickCreate(user, dialog);
    expect(await within(dialog).findByText('Analysis name already taken.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/results');
    await user.type(within(dialog).getByLabelText('Analysis Name'), ' 2');
    await waitFor(() =>
      expect(within(dialog).queryByText('Analysis name already taken.')).not.toBeInTheDocument(),
    );
  });

  it('adds the selected results to an analysis, skipping those already in it', async () => {
    await signIn('user@example.com');
    const [first, second, third] = await showsRowsOnce();
    await call('PUT', '/analyses/2', { addResultIds: [first] });
    const { user } = await open();
    await showsRows();
    for (const n of [1, 2, 3])
      await user.click(screen.getByRole('checkbox', { name: `Select row ${n}` }));
    await user.click(button('Add to analysis'));
    const dialog = await findDialog('Add to Analysis');
    const submit = within(dialog).getByRole('button', { name: 'Add 3 result(s) to Analysis' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search analyses' }), 'aqua');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1));
    await user.click(within(dialog).getByRole('radio', { name: /Aquarium pH/ }));
    await user.click(submit);
    expect(
      await screen.findByText('2 result(s) added, 1 already in the analysis'),
    ).toBeInTheDocument();
    const ids = (await call('GET', '/analyses/2')).body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([first, second, third]));
    await waitFor(() => expect(button('Add to analysis')).toBeDisabled()); // selection cleared
  });

  it('deletes the selected results after confirmation', async () => {
    await signIn('user@example.com');
    const { user } = await open();
    await showsRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    const gone = rowIds().slice(0, 2);
    await user.click(button(/Delete/));
    const dialog = await findDialog('Delete Selected Results');
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('2 result(s) deleted.')).toBeInTheDocument();
    for (const id of gone) expect((await call('GET', `/results/${id}`)).status).toBe(404);
    await showsRows();
    expect(rowIds()).not.toContain(gone[0]);
    expect(button(/Delete/)).toBeDisabled();
  });

  it('gives the restricted user kind no analysis or delete actions', async () => {
    await signIn('restricted@example.com');
    await open();
    await showsRows();
    expect(screen.queryByRole('button', { name: 'Create analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Analysis from all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    // no actions take a selection, so the rows have no checkboxes either
    const table = screen.getByRole('table', { name: 'Results' });
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(button(/Export/)).toBeInTheDocument();
  });

  it('exports the list as Excel with the time-zone offset', async () => {
    await signIn('user@example.com');
    const urls: string[] = [];
    const listen = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', listen);
    try {
      const { user } = await open();
      await showsRows();
      await user.click(button(/Export/));
      await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
      await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    } finally {
      server.events.removeListener('request:start', listen);
    }
    const url = new URL(urls.find((u) => u.includes('/results.xlsx')) ?? '');
    expect(url.searchParams.get('tzo')).toBe(String(new Date().getTimezoneOffset()));
    expect(url.searchParams.get('pagination')).toBe('false');
    const [file, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/\.xlsx$/);
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]), // 'PK': a zip container
    );
  });

  it("shows 'No Data' for a user without results", async () => {
    await signIn('new@example.com');
    await open();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(button(/Analysis from all results/)).toBeDisabled();
  });

  it('shows the error state with a retry when the list fails', async () => {
    await signIn('user@example.com');
    scenarios.failing('listResults');
    const { user } = await open();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    scenarios.reset();
    await signIn('user@example.com');
    await user.click(button(/Retry/));
    await showsRows();
  });
});

async function clickCreate(user: { click: (e: Element) => Promise<void> }, dialog: HTMLElement) {
  const create = within(dialog).getByRole('button', { name: 'Create' });
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);
}

/** The ids of the first page, read from the server before the page renders. */
async function showsRowsOnce() {
  const res = await call('GET', '/results?itemsPerPage=20');
  return (res.body['hydra:member'] as { id: number }[]).map((r) => r.id);
}
