/** The create-analysis dialog against the real analyses handler (user@example.com). */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '@/api';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { CreateAnalysisModal } from './CreateAnalysisModal';
import type { NewAnalysisSource } from './analysisRules';

async function renderModal(source: NewAnalysisSource, count = 2) {
  const onCreated = vi.fn<(a: Analysis) => void>();
  const onClose = vi.fn();
  const r = await renderWithProviders(
    <CreateAnalysisModal
      open
      source={source}
      count={count}
      onClose={onClose}
      onCreated={onCreated}
    />,
  );
  return { ...r, onCreated, onClose };
}

const nameField = () => screen.getByLabelText('Analysis Name');
const createButton = () => screen.getByRole('button', { name: 'Create' });

describe('CreateAnalysisModal', () => {
  beforeEach(async () => {
    await signIn('user@example.com');
  });

  it('keeps Create disabled while the name is blank after trimming', async () => {
    const { user } = await renderModal({ fromQuery: false, resultIds: [1, 2] });
    expect(
      await screen.findByText('The analysis gets the 2 selected result(s).'),
    ).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await user.type(nameField(), '    ');
    expect(createButton()).toBeDisabled();
    await user.type(nameField(), 'x');
    await waitFor(() => expect(createButton()).toBeEnabled());
  });

  it('creates the analysis from the selected ids', async () => {
    const { user, onCreated } = await renderModal({ fromQuery: false, resultIds: [1, 2] });
    await user.type(nameField(), '  River check ');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const created = onCreated.mock.calls[0][0];
    const stored = (await call('GET', `/analyses/${created.id}`)).body;
    expect(stored.name).toBe('River check');
    expect(stored.results.map((r: { id: number }) => r.id)).toEqual([1, 2]);
  });

  it('creates the analysis from a query: every matching result', async () => {
    const filters = [{ field: 'parameter.id', operator: 'eq' as const, value: 3 }];
    const { user, onCreated } = await renderModal({ fromQuery: true, filters }, 14);
    expect(
      await screen.findByText('The analysis gets all 14 result(s) of the current list.'),
    ).toBeInTheDocument();
    await user.type(nameField(), 'Nitrite only');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const matching = await call(
      'GET',
      `/results?pagination=false&filter=${encodeURIComponent(JSON.stringify(filters))}`,
    );
    const stored = (await call('GET', `/analyses/${onCreated.mock.calls[0][0].id}`)).body;
    expect(stored.results).toHaveLength(matching.body['hydra:totalItems']);
  });

  it("shows 'Analysis name already taken.' on the field and creates nothing", async () => {
    const before = (await call('GET', '/analyses')).body['hydra:totalItems'];
    const { user, onCreated } = await renderModal({ fromQuery: false, resultIds: [1] });
    await user.type(nameField(), 'Garden well 2026');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    expect(await screen.findByText('Analysis name already taken.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect((await call('GET', '/analyses')).body['hydra:totalItems']).toBe(before);
  });

  it('reports other failures like the central handler', async () => {
    const { scenarios } = await import('@mocks/scenarios');
    scenarios.failing('createAnalysis');
    const { user, onCreated } = await renderModal({ fromQuery: false, resultIds: [1] });
    await user.type(nameField(), 'Anything');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
