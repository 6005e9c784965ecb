import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { measurementStats } from '@mocks/model/results/measurementStats';
import { call } from '@tests/utils/apiClient';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';

const card = (name: string) => screen.findByRole('region', { name });

describe('DashboardPage', () => {
  it('shows every card filled for user@example.com', async () => {
    await signIn('user@example.com');
    await renderWithProviders(null, { url: '/dashboard' });
    const me = db().users.find((u) => u.id === 1)!;
    const stats = measurementStats(1);

    const welcome = await card('Welcome');
    expect(
      await within(welcome).findByRole('heading', { name: /^Welcome back, .+!$/ }),
    ).toBeVisible();
    expect(await within(welcome).findByText("What's New: Achievements")).toBeVisible();

    const overview = await card('Overview');
    expect(await within(overview).findByText('Total tests performed')).toBeVisible();
    const liveAnalyses = db().analyses.filter((a) => a.userId === 1 && !a.discarded).length;
    expect(within(overview).getByText('No. of parameters tested')).toBeVisible();
    const values = within(overview)
      .getAllByText(/^\d[\d,]*$/)
      .map((el) => el.textContent);
    // every number equals the list it links to, or says why not
    const offered = (await call('GET', '/parameters/list')).body as { tested: string }[];
    const listed = (await call('GET', '/results?itemsPerPage=1')).body['hydra:totalItems'];
    expect(values).toEqual([
      stats.countOfMeasurements.toLocaleString('en-US'),
      String(offered.filter((p) => p.tested === 'true').length),
      String(liveAnalyses),
    ]);
    const discarded = listed - stats.countOfMeasurements;
    expect(discarded).toBeGreaterThan(0);
    expect(
      within(overview).getByText(`${discarded} discarded results in the list not counted`),
    ).toBeVisible();
    expect(within(overview).getAllByRole('link', { name: /View more/ })).toHaveLength(3);

    const achievements = await card('Your Achievements');
    expect(
      await within(achievements).findByText(
        `Level ${stats.actualMeasurementLevel}: ${stats.actualMeasurementLevelRank}`,
      ),
    ).toBeVisible();
    expect(within(achievements).getByText('Results in total')).toBeVisible();
    expect(within(achievements).getByText('to the next level')).toBeVisible();

    // the headings' outline skips no level: the page's, then each card's, then What's New's
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 4)).toEqual([1, 2, 3, 2]);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));

    const analyses = await card('Your Analyses');
    const newest = db()
      .analyses.filter((a) => a.userId === 1 && !a.discarded)
      .sort((a, b) => b.creationDate - a.creationDate)[0];
    expect(await within(analyses).findByRole('link', { name: newest.name })).toHaveAttribute(
      'href',
      `/analyses/${newest.id}`,
    );
    expect(within(analyses).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/analyses',
    );

    const packages = await card('Package Counter');
    expect(await within(packages).findByText('64 / 100')).toBeVisible();
    expect(within(packages).getByText('Lot number: HC123456')).toBeVisible();

    const recent = await card('Recently Measured Parameter');
    expect(
      await within(recent).findByRole('button', { name: 'View pH measurement' }),
    ).toBeVisible();

    const weekly = await card('Weekly Performance');
    expect(await within(weekly).findByTestId('stacked-bar-chart')).toBeInTheDocument();
    expect(me.email).toBe('user@example.com');
  });

  it('shows the empty states for new@example.com', async () => {
    await signIn('new@example.com');
    await renderWithProviders(null, { url: '/dashboard' });
    const recent = await card('Recently Measured Parameter');
    expect(await within(recent).findByText('No data available')).toBeVisible();
    const overview = await card('Overview');
    await within(overview).findByText('Total tests performed');
    expect(within(overview).getAllByText('0')).toHaveLength(3);
    expect(await within(await card('Your Analyses')).findByText('No Data')).toBeVisible();
    const packages = await card('Package Counter');
    expect(await within(packages).findByText('No Data')).toBeVisible();
    expect(within(packages).getByRole('button', { name: /Add parameter/ })).toBeVisible();
    expect(await within(await card('Weekly Performance')).findByText('No Data')).toBeVisible();
  });

  it('keeps the other cards when one fails', async () => {
    scenarios.failing('getOverview');
    await signIn('user@example.com');
    await renderWithProviders(null, { url: '/dashboard' });
    const overview = await card('Overview');
    expect(await within(overview).findByText('An error occurred.')).toBeVisible();
    expect(await within(await card('Package Counter')).findByText('64 / 100')).toBeVisible();
  });

  it('sends an admin to the admin home', async () => {
    await signIn('admin@example.com');
    const { router } = await renderWithProviders(null, { url: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
