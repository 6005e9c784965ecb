/** The add-to-analysis popup against the real analyses handler (user@example.com). */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { AddToAnalysisModal } from './AddToAnalysisModal';

const resultIdsOf = async (id: number): Promise<number[]> =>
  (await call('GET', `/analyses/${id}`)).body.results.map((r: { id: number }) => r.id);

async function renderModal(resultIds: number[], resultOwners?: number[]) {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const r = await renderWithProviders(
    <AddToAnalysisModal
      open
      resultIds={resultIds}
      resultOwners={resultOwners}
      onClose={onClose}
      onAdded={onAdded}
    />,
  );
  return { ...r, onAdded, onClose };
}

describe('AddToAnalysisModal', () => {
  beforeEach(async () => {
    await signIn('user@example.com');
  });

  it('lists the newest 5 analyses and searches them on the server', async () => {
    const { user } = await renderModal([1]);
    const expected = (await call('GET', '/analyses?itemsPerPage=5&page=1')).body['hydra:member'];
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(expected.length));
    expect(screen.getByRole('radio', { name: /Garden well 2026/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search analyses' }), 'lake');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /Lake Constance survey/ })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search analyses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search analyses' }), 'no such thing');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('adds the results, skipping those already in the analysis, and reports the counts', async () => {
    const present = (await resultIdsOf(4)).slice(0, 2);
    const fresh = (await call('GET', '/results?itemsPerPage=40')).body['hydra:member']
      .map((r: { id: number }) => r.id)
      .filter((id: number) => !present.includes(id))
      .slice(0, 3);
    const { user, onAdded, onClose } = await renderModal([...present, ...fresh]);
    const submit = await screen.findByRole('button', { name: 'Add 5 result(s) to Analysis' });
    expect(submit).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Lake Constance survey/ }));
    await user.click(submit);
    expect(
      await screen.findByText('3 result(s) added, 2 already in the analysis'),
    ).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    const now = await resultIdsOf(4);
    expect(now).toEqual(expect.arrayContaining([...present, ...fresh]));
    expect(now.filter((id) => present.includes(id))).toHaveLength(2); // no duplicates
  });

  it('reports a failure and stays open', async () => {
    scenarios.failing('updateAnalysis');
    const { user, onAdded, onClose } = await renderModal([1]);
    await user.click(await screen.findByRole('radio', { name: /Garden well 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 result(s) to Analysis' }));
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AddToAnalysisModal for an admin', () => {
  const userOf = (email: string) => db().users.find((u) => u.email === email)!.id;
  const resultOf = (userId: number) =>
    db().results.find((r) => r.userId === userId && !r.deletedAt && !r.discardedResult)!.id;

  it('offers the admin’s analyses and those of the results’ one owner, naming whose', async () => {
    const anna = userOf('user@example.com');
    await signIn('admin@example.com');
    const own = await call('POST', '/analyses?fromQuery=false', {
      name: 'Admin survey',
      addResultIds: [resultOf(userOf('restricted@example.com'))],
    });
    expect(own.status).toBe(201);
    const id = resultOf(anna);
    const { user, onAdded } = await renderModal([id], [anna]);
    expect(await screen.findByRole('radio', { name: /Admin survey .* · yours/ })).toBeVisible();
    expect(
      screen.getByRole('radio', { name: /Lake Constance survey .* · Anna Becker/ }),
    ).toBeVisible();
    // nobody else's analyses: the admin may fill only these with Anna's result
    const offered = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(offered.every((t) => /· (yours|Anna Becker)$/.test(t ?? ''))).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Lake Constance survey/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 result(s) to Analysis' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(await resultIdsOf(4)).toContain(id);
  });

  it('offers only the admin’s own analyses for the results of two users', async () => {
    await signIn('admin@example.com');
    const ids = [resultOf(userOf('user@example.com')), resultOf(userOf('restricted@example.com'))];
    await call('POST', '/analyses?fromQuery=false', { name: 'Admin survey', addResultIds: ids });
    await renderModal(
      ids,
      ids.map((r) => db().results.find((x) => x.id === r)!.userId),
    );
    const radio = await screen.findByRole('radio', { name: 'Admin survey (2 result(s))' });
    expect(radio).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
