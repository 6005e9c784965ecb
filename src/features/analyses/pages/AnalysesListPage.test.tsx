/**
 * The analyses list through the whole app at /analyses against the real mock handlers: rows and
 * links, create (success opens it; a taken name on the field), deleting several, export, the
 * empty and error states and the admin-style variant with the user column.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { AnalysesTable } from '../components/AnalysesTable';
import { findDialog, rowWithLink } from '../testing/testUtils';

const open = () => renderWithProviders(null, { url: '/analyses' });
const table = () => screen.getByRole('table', { name: 'Analyses' });
const rowOf = (name: string) => rowWithLink(table(), name);

describe('AnalysesListPage', () => {
  it('lists the own live analyses, newest first, with links, dates, parameters and counts', async () => {
    await signIn('user@example.com');
    await open();
    await screen.findByRole('link', { name: 'Garden well 2026' });
    const names = within(table())
      .getAllByRole('link')
      .map((l) => l.textContent);
    // seeded ages: Well 3 60 d, Aquarium 90 d, Garden well 150 d, Lake Constance 200 d
    expect(names).toEqual([
      'Well 3 nitrate monitoring',
      'Aquarium pH',
      'Garden well 2026',
      'Lake Constance survey',
    ]);
    expect(screen.queryByText('Spring test series')).not.toBeInTheDocument(); // discarded
    expect(screen.getByRole('link', { name: 'Aquarium pH' })).toHaveAttribute(
      'href',
      '/analyses/2',
    );
    const aquarium = (await call('GET', '/analyses/2')).body;
    const cells = within(rowOf('Aquarium pH'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('pH');
    expect(cells).toContain(String(aquarium.countOfResults));
    expect(cells.some((c) => /^\d\d\/\d\d\/\d{4} \d\d:\d\d (am|pm)$/.test(c ?? ''))).toBe(true);
    expect(screen.queryByRole('columnheader', { name: 'User' })).not.toBeInTheDocument();
  });

  it('creates an empty analysis and opens it; Create is disabled while the name is blank', async () => {
    await signIn('user@example.com');
    const { user, router } = await open();
    await screen.findByRole('link', { name: 'Aquarium pH' });
    await user.click(screen.getByRole('button', { name: /Create analysis/ }));
    const dialog = await findDialog('Create Analysis');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Analysis Name'), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'River survey  ');
    // the button follows the watched name one render later
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    const created = () => db().analyses.find((a) => a.name === 'River survey');
    await waitFor(() => expect(created()).toBeDefined());
    expect(created()!.resultIds).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/analyses/${created()!.id}`));
    expect(await screen.findByRole('heading', { name: 'River survey' })).toBeInTheDocument();
  });

  it('shows a taken name on the field and creates nothing', async () => {
    await signIn('user@example.com');
    const { user, router } = await open();
    await screen.findByRole('link', { name: 'Aquarium pH' });
    const before = db().analyses.length;
    await user.click(screen.getByRole('button', { name: /Create analysis/ }));
    const dialog = await findDialog('Create Analysis');
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'aquarium ph');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    // the button follows the watched name one render later: a click before that is lost
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await within(dialog).findByText('Analysis name already taken.')).toBeInTheDocument();
    expect(db().analyses).toHaveLength(before);
    expect(router.state.location.pathname).toBe('/analyses');
  });

  it('deletes several selected analyses, one update each, and keeps their results', async () => {
    await signIn('user@example.com');
    const { user } = await open();
    await screen.findByRole('link', { name: 'Aquarium pH' });
    const deleteButton = screen.getByRole('button', { name: /Delete/ });
    expect(deleteButton).toBeDisabled();
    await user.click(within(rowOf('Aquarium pH')).getByRole('checkbox'));
    await user.click(within(rowOf('Well 3 nitrate monitoring')).getByRole('checkbox'));
    await user.click(deleteButton);
    const dialog = await findDialog('Delete Analysis');
    expect(dialog).toHaveTextContent('Do you really want to delete the 2 selected analyses?');
    const resultId = db().analyses.find((a) => a.id === 2)!.resultIds[0];
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted Analysis.')).toBeInTheDocument();
    expect((await call('GET', '/analyses/2')).status).toBe(404);
    expect((await call('GET', '/analyses/3')).status).toBe(404);
    expect((await call('GET', '/analyses/1')).status).toBe(200);
    expect((await call('GET', `/results/${resultId}`)).status).toBe(200);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Aquarium pH' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Garden well 2026' })).toBeInTheDocument();
  });

  it('exports the list as CSV, and only the selected rows when some are selected', async () => {
    await signIn('user@example.com');
    const { user } = await open();
    await screen.findByRole('link', { name: 'Aquarium pH' });
    const exportCsv = async () => {
      await user.click(screen.getByRole('button', { name: /Export/ }));
      await user.click(await screen.findByText('CSV'));
    };
    await exportCsv();
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(/\.csv$/);
    const all = await blob.text();
    expect(all).toContain('Aquarium pH');
    expect(all).toContain('Garden well 2026');
    expect(all).not.toContain('Spring test series');

    await user.click(within(rowOf('Aquarium pH')).getByRole('checkbox'));
    await exportCsv();
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(2));
    const selected = await (vi.mocked(saveAs).mock.calls[1][0] as Blob).text();
    expect(selected).toContain('Aquarium pH');
    expect(selected).not.toContain('Garden well 2026');
  });

  it('shows No Data for a user without analyses', async () => {
    await signIn('new@example.com');
    await open();
    expect(
      await within(await screen.findByRole('table', { name: 'Analyses' })).findByText('No Data'),
    ).toBeInTheDocument();
  });

  it('shows the error state with Retry when the list fails', async () => {
    await signIn('user@example.com');
    scenarios.failing('listAnalyses');
    await open();
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('admin-style variant: a User column linking to the profile', async () => {
    await signIn('admin@example.com');
    await renderWithProviders(<AnalysesTable showUser />, { url: '/admin/analyses' });
    await screen.findByRole('link', { name: 'Aquarium pH' });
    expect(screen.getByRole('columnheader', { name: 'User' })).toBeInTheDocument();
    const owner = (await call('GET', '/analyses/2')).body.user;
    const row = rowOf('Aquarium pH');
    expect(within(row).getByRole('link', { name: owner.displayName })).toHaveAttribute(
      'href',
      `/profile/${owner.id}`,
    );
    // admins see other users' analyses too
    expect(screen.getByRole('link', { name: 'Harbour samples' })).toBeInTheDocument();
  });
});
