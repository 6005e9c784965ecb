import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { DashboardCard } from './DashboardCard';
import { RecentParametersCard } from './RecentParametersCard';

const routes = [
  {
    path: '/dashboard',
    element: (
      <DashboardCard title="Recently Measured Parameter">
        <RecentParametersCard />
      </DashboardCard>
    ),
  },
  { path: '/results', element: <p>Results list</p> },
];

const nitrateFilters = [
  {
    selectedFilter: 'eq',
    filterValue: 2,
    selectedParameter: { label: 'Citation', name: 'parameter.id', type: 'enum' },
  },
  {
    selectedFilter: 'eq',
    filterValue: '0-500',
    selectedParameter: { label: 'Range', name: 'parameter.parameterRange', type: 'string' },
  },
  {
    selectedFilter: 'eq',
    filterValue: 'mg/l',
    selectedParameter: { label: 'Unit', name: 'measurementUnit', type: 'string' },
  },
];

describe('RecentParametersCard', () => {
  it('lists the tested parameters only', async () => {
    await signIn('user@example.com');
    await renderWithProviders(null, { url: '/dashboard', routes });
    const list = await screen.findByRole('list', { name: 'Recently measured parameters' });
    const tested = (await call('GET', '/parameters/list')).body.filter(
      (p: { tested: string }) => p.tested === 'true',
    );
    expect(tested.length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(tested.length);
    for (const p of tested) {
      expect(
        within(list).getByRole('button', { name: `View ${p.name} measurement` }),
      ).toBeVisible();
    }
  });

  it("shows 'No data available' without measurements", async () => {
    await signIn('new@example.com');
    await renderWithProviders(null, { url: '/dashboard', routes });
    expect(await screen.findByText('No data available')).toBeVisible();
  });

  it('saves the three filters, clears an old search, keeps the rest and opens the results', async () => {
    const id = await signIn('user@example.com');
    db().users.find((u) => u.id === id)!.listMetadata.result = JSON.stringify({
      filters: [],
      itemsPerPage: 40,
      search: 'lake',
      disabledColumns: ['comment'],
      order: { field: 'measurementValue', direction: 'asc' },
    });
    scenarios.slow(400);
    const { user, router, store } = await renderWithProviders(null, { url: '/dashboard', routes });
    const button = await screen.findByRole('button', { name: 'View Nitrate measurement' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results'));
    // The router's location changes before the next route has rendered.
    expect(await screen.findByText('Results list')).toBeVisible();

    const saved = JSON.parse((await call('GET', `/users/${id}`)).body.resultListmetaData);
    expect(saved).toEqual({
      filters: nitrateFilters,
      itemsPerPage: 40,
      disabledColumns: ['comment'],
      order: { field: 'measurementValue', direction: 'asc' },
    });
    // the session's user was replaced by the response
    const cached = store.getState().api.queries[`getUser({"id":${id}})`]?.data as {
      resultListmetaData: string;
    };
    expect(JSON.parse(cached.resultListmetaData).filters).toEqual(nitrateFilters);
  });

  it('stays on the dashboard when the save fails', async () => {
    await signIn('user@example.com');
    scenarios.failing('saveListMetadata');
    const { user, router } = await renderWithProviders(null, { url: '/dashboard', routes });
    const button = await screen.findByRole('button', { name: 'View pH measurement' });
    await user.click(button);
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(button).not.toHaveClass('ant-btn-loading');
  });
});
