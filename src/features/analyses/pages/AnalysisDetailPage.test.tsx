/**
 * The analysis detail through the whole app against the real mock handlers: title, results,
 * parameters, rename, result removal, delete (back, results kept), the date-range controls,
 * the chart/map toggle, the downloads and the 404.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { describe, expect, it, vi } from 'vitest';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { label, rangeFor, shift } from '@/shared/lib/dateRange';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { findDialog } from '../testing/testUtils';

const open = (id: number) => renderWithProviders(null, { url: `/analyses/${id}` });
const resultsTable = () => screen.getByRole('table', { name: 'Analysis results' });
const rangeLabel = () => screen.getByTestId('range-label').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const analysis = (id: number) => db().analyses.find((a) => a.id === id)!;
/** The Delete button of the results table (the header has 'Delete analysis'). */
const removeButton = () =>
  within(resultsTable().closest('.ant-card') as HTMLElement).getByRole('button', {
    name: /Delete/,
  });
const rowKeys = () =>
  Array.from(resultsTable().querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
    Number(tr.getAttribute('data-row-key')),
  );

async function openAquarium() {
  await signIn('user@example.com');
  const r = await open(2);
  await screen.findByRole('heading', { name: 'Aquarium pH' });
  await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0));
  return r;
}

describe('AnalysisDetailPage', () => {
  it('shows the title, the parameter, the chart of all time and the results', async () => {
    await openAquarium();
    expect(screen.getByText(/40 results/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Parameter' })).toBeInTheDocument();
    expect(screen.getByTitle('pH (40)')).toBeInTheDocument();
    expect(rangeLabel()).toBe('All time');
    expect(button('Previous period')).toBeDisabled();
    expect(button('Next period')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('chart-card')).not.toHaveTextContent('No Data'));
    const firstRow = resultsTable().querySelector(`tr[data-row-key="${rowKeys()[0]}"]`);
    expect(within(firstRow as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/results/${rowKeys()[0]}`,
    );
    expect(rowKeys()).toHaveLength(20);
  });

  it('gives the restricted user kind no row selection and no result removal, but export', async () => {
    const id = await signIn('restricted@example.com');
    const own = db().analyses.find((a) => a.userId === id && !a.discarded)!;
    await open(own.id);
    await screen.findByRole('heading', { name: own.name });
    await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0));
    const card = within(resultsTable().closest('.ant-card') as HTMLElement);
    expect(card.queryByRole('button', { name: /^Delete$/ })).toBeNull();
    expect(within(resultsTable()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(card.getByRole('button', { name: /Export/ })).toBeEnabled();
  });

  it('renames the analysis: Save disabled when blank, a taken name on the field, then success', async () => {
    const { user } = await openAquarium();
    await user.click(button(/Edit analysis/));
    const dialog = await findDialog('Edit Analysis');
    const input = within(dialog).getByLabelText('Analysis Name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(input).toHaveValue('Aquarium pH');
    await user.clear(input);
    await user.type(input, '  ');
    expect(save).toBeDisabled();
    await user.type(input, 'Garden well 2026');
    // Save follows the watched name one render later: a click before that is lost
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await within(dialog).findByText('Analysis name already taken.')).toBeInTheDocument();
    expect(analysis(2).name).toBe('Aquarium pH');
    await user.clear(input);
    await user.type(input, 'Aquarium pH (tank 1)');
    await user.click(save);
    expect(await screen.findByText('Analysis was successfully updated.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Aquarium pH (tank 1)' }),
    ).toBeInTheDocument();
    expect(analysis(2).name).toBe('Aquarium pH (tank 1)');
  });

  it('removes a selected result from the analysis; it stays in the result list', async () => {
    const { user } = await openAquarium();
    expect(removeButton()).toBeDisabled();
    const [first] = rowKeys();
    const row = resultsTable().querySelector(`tr[data-row-key="${first}"]`) as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(removeButton());
    const dialog = await findDialog('Delete Selected Results');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Analysis was successfully updated.')).toBeInTheDocument();
    expect(analysis(2).resultIds).not.toContain(first);
    await waitFor(() => expect(rowKeys()).not.toContain(first));
    expect(await screen.findByText(/39 results/)).toBeInTheDocument();
    expect((await call('GET', `/results/${first}`)).status).toBe(200);
  });

  it('deletes the analysis and goes back; its results stay and its shares are revoked', async () => {
    await signIn('user@example.com');
    const { user, router } = await renderWithProviders(null, { url: '/analyses' });
    await user.click(await screen.findByRole('link', { name: 'Aquarium pH' }));
    await screen.findByRole('heading', { name: 'Aquarium pH' });
    const resultIds = [...analysis(2).resultIds];
    const liveShares = () =>
      db().shares.filter((s) => s.resourceType === 'analysis' && s.resourceId === 2 && !s.revoked);
    expect(liveShares().length).toBeGreaterThan(0);
    await user.click(button(/Delete analysis/));
    const dialog = await findDialog('Delete Analysis');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted Analysis.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyses'));
    expect(analysis(2).discarded).toBe(true);
    expect((await call('GET', '/analyses/2')).status).toBe(404);
    for (const id of resultIds.slice(0, 3))
      expect((await call('GET', `/results/${id}`)).status).toBe(200);
    expect(liveShares()).toEqual([]);
    // the page stopped watching the analysis: no 404 notice, no not-found page
    expect(document.querySelector('.ant-notification-notice-error')).toBeNull();
    expect(screen.queryByText('Page not found!')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Aquarium pH' })).not.toBeInTheDocument(),
    );
  });

  it('selects date ranges and moves between periods; next is disabled for the current one', async () => {
    const { user } = await openAquarium();
    const today = now() * 1000;
    await user.click(button('Today'));
    expect(rangeLabel()).toBe(label(rangeFor('day', today), 'day'));
    expect(button('Next period')).toBeDisabled();
    await user.click(button('Previous period'));
    expect(rangeLabel()).toBe(label(shift(rangeFor('day', today), 'day', -1), 'day'));
    expect(button('Next period')).toBeEnabled();
    await user.click(button('Next period'));
    expect(rangeLabel()).toBe(label(rangeFor('day', today), 'day'));

    await user.click(button('This month'));
    expect(rangeLabel()).toBe('November 2026');
    await waitFor(() => expect(screen.getByTestId('chart-card')).toHaveTextContent('No Data'));
    for (let i = 0; i < 3; i += 1) await user.click(button('Previous period'));
    expect(rangeLabel()).toBe('August 2026'); // the last aquarium measurements
    await waitFor(() => expect(screen.getByTestId('chart-card')).not.toHaveTextContent('No Data'));

    await user.click(button('This week'));
    expect(rangeLabel()).toBe(label(rangeFor('week', today), 'week'));
    await user.click(button('This year'));
    expect(rangeLabel()).toBe('2026');
    expect(button('This year')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('All time'));
    expect(rangeLabel()).toBe('All time');
  });

  it('refuses a future period picked in the calendar with the message of the spec', async () => {
    const { user } = await openAquarium();
    await user.click(button('This month'));
    const picker = screen.getByRole('textbox', { name: 'Choose period' });
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, '03/2027{Enter}');
    expect(
      await screen.findByText(
        'It is not possible to select a date range that is in the future. Please select an earlier date range.',
      ),
    ).toBeInTheDocument();
    expect(rangeLabel()).toBe('November 2026');
  });

  it('switches to the map and to Exact Time, and downloads the results as CSV', async () => {
    const { user } = await openAquarium();
    await user.click(screen.getByText('Exact Time'));
    expect(screen.getByTestId('chart-card')).toBeInTheDocument();
    await user.click(screen.getByText('Map'));
    expect(await screen.findByTestId('map-view')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-card')).not.toBeInTheDocument();
    expect(button(/Map as PNG/)).toBeInTheDocument();
    await user.click(button(/CSV/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/\.csv$/);
    const text = await blob.text();
    const oneResult = db().results.find((r) => r.id === analysis(2).resultIds[0])!;
    expect(text).toContain(oneResult.measurementName);
  });

  it('disables parameters a non-admin has not tested', async () => {
    // a result of parameter 5 (inactive: not in the user's parameter list, so not tested)
    const inactive = db().results.find(
      (r) => r.userId === 1 && r.parameterId === 5 && !r.deletedAt,
    )!;
    analysis(2).resultIds.push(inactive.id);
    const name = db().parameters.find((p) => p.id === 5)!.name;
    await signIn('user@example.com');
    const { user } = await open(2);
    await screen.findByRole('heading', { name: 'Aquarium pH' });
    await user.click(screen.getByRole('combobox', { name: 'Parameter' }));
    const option = (title: string) =>
      Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) =>
        (o.getAttribute('title') ?? '').startsWith(title),
      );
    await waitFor(() => expect(option(name)).toBeDefined());
    expect(option(name)).toHaveClass('ant-select-item-option-disabled');
    expect(option('pH')).not.toHaveClass('ant-select-item-option-disabled');
    expect(option('pH')).toHaveClass('ant-select-item-option-selected');
  });

  it('goes to the not-found page for an unknown or foreign analysis', async () => {
    await signIn('user@example.com');
    const first = await open(999);
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/404');
    first.unmount();
    const foreign = db().analyses.find((a) => a.userId !== 1)!;
    const second = await open(foreign.id);
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/404'));
  });
});
