/**
 * The admin's analysis actions on the successful result list, through the app's route table and
 * the real mock handlers: an analysis holds the results its owner may read, and an admin reads
 * every user's, so the admin makes analyses of all users' results; a user's analysis still takes
 * only that user's results.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { findDialog, rowIds } from '../testing/resultsTestUtils';

const LIST = 'Successful Result List';
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function openAsAdmin() {
  await signIn('admin@example.com');
  const r = await renderWithProviders(null, { url: '/admin/result-list/successful' });
  const table = await screen.findByRole('table', { name: LIST });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  return r;
}

async function createIn(dialog: HTMLElement, user: { click: (e: Element) => Promise<void> }) {
  const create = within(dialog).getByRole('button', { name: 'Create' });
  await waitFor(() => expect(create).toBeEnabled());
  await user.click(create);
}

const ownerOf = (resultId: number) => db().results.find((r) => r.id === resultId)!.userId;

describe('the admin result list’s analyses', () => {
  it('makes an analysis of every user’s successful results, which opens with them', async () => {
    const { user, router } = await openAsAdmin();
    const total = (
      await call(
        'GET',
        `/results?itemsPerPage=1&filter=${encodeURIComponent(
          JSON.stringify([{ field: 'discardedResult', operator: 'eq', value: false }]),
        )}`,
      )
    ).body['hydra:totalItems'];
    await user.click(button(/Analysis from all results/));
    const dialog = await findDialog('Create Analysis');
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'Every successful result');
    await createIn(dialog, user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/analyses\/\d+$/));
    const id = Number(router.state.location.pathname.split('/').pop());
    const analysis = (await call('GET', `/analyses/${id}`)).body;
    expect(analysis.countOfResultsWithDiscarded).toBe(total);
    const owners = new Set(analysis.results.map((r: { id: number }) => ownerOf(r.id)));
    expect(owners.size).toBeGreaterThan(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Every successful result/ }),
    ).toBeVisible();
  });

  it('makes an analysis of selected results of two users', async () => {
    const { user, router } = await openAsAdmin();
    const ids = rowIds();
    const second = ids.findIndex((id) => ownerOf(id) !== ownerOf(ids[0]));
    expect(second).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: `Select row ${second + 1}` }));
    await user.click(button('Create analysis'));
    const dialog = await findDialog('Create Analysis');
    await user.type(within(dialog).getByLabelText('Analysis Name'), 'Two users');
    await createIn(dialog, user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/analyses\/\d+$/));
    const id = router.state.location.pathname.split('/').pop();
    const analysis = (await call('GET', `/analyses/${id}`)).body;
    expect(analysis.results.map((r: { id: number }) => r.id).sort()).toEqual(
      [ids[0], ids[second]].sort(),
    );
  });
});
