import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { measurementStats } from '@mocks/model/results/measurementStats';
import { scenarios } from '@mocks/scenarios';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { AchievementsCard } from './AchievementsCard';
import { AnalysesCard } from './AnalysesCard';
import { OverviewCard } from './OverviewCard';

describe('Overview, analyses and achievements cards', () => {
  it('links each overview figure to its list', async () => {
    await signIn('user@example.com');
    await renderWithProviders(<OverviewCard />);
    const overview = (await call('GET', '/overview')).body;
    const total = await screen.findByText('Total tests performed');
    expect(total.closest('div.ant-statistic')).toHaveTextContent(
      overview.count_of_measurements.toLocaleString('en-US'),
    );
    const links = screen.getAllByRole('link', { name: /View more/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/results', '/results', '/analyses']);
  });

  it('lists the five newest analyses with their dates', async () => {
    await signIn('user@example.com');
    await renderWithProviders(<AnalysesCard />);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Analysis Name' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeVisible();
    const expected = db()
      .analyses.filter((a) => a.userId === 1 && !a.discarded)
      .sort((a, b) => b.creationDate - a.creationDate || b.id - a.id)
      .slice(0, 5);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((a, i) => {
      const d = new Date(a.creationDate * 1000);
      const date = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
      expect(within(rows[i]).getByRole('link', { name: a.name })).toHaveAttribute(
        'href',
        `/analyses/${a.id}`,
      );
      expect(within(rows[i]).getByText(date)).toBeVisible();
    });
  });

  it('shows No Data without analyses and the error state when the list fails', async () => {
    await signIn('new@example.com');
    const first = await renderWithProviders(<AnalysesCard />);
    expect(await screen.findByText('No Data')).toBeVisible();
    first.unmount();
    scenarios.failing('listAnalysisInfo');
    await renderWithProviders(<AnalysesCard />);
    expect(await screen.findByText('An error occurred.')).toBeVisible();
  });

  it('shows level, totals, at least six badges and the all-achievements dialog', async () => {
    const id = await signIn('user@example.com');
    const stats = measurementStats(id);
    const { user } = await renderWithProviders(<AchievementsCard />);
    expect(
      await screen.findByText(
        `Level ${stats.actualMeasurementLevel}: ${stats.actualMeasurementLevelRank}`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Results in total').parentElement).toHaveTextContent(
      `${stats.countOfMeasurements} Results in total`,
    );
    expect(screen.getByText('to the next level').parentElement).toHaveTextContent(
      `${stats.measurementsTillNextLevel} to the next level`,
    );
    const badges = await screen.findByRole('list', { name: 'Achievements' });
    expect(within(badges).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    await user.click(screen.getByRole('button', { name: 'All achievements' }));
    const dialog = await screen.findByRole('dialog', { name: 'All achievements' });
    await waitFor(() => expect(dialog).toBeVisible());
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(12);
  });

  it('fills six slots with not-yet-earned badges for a new account', async () => {
    await signIn('new@example.com');
    await renderWithProviders(<AchievementsCard />);
    expect(await screen.findByText('Level 1: Beginner')).toBeVisible();
    const badges = await screen.findByRole('list', { name: 'Achievements' });
    const items = within(badges).getAllByRole('listitem');
    expect(items).toHaveLength(6);
  });
});
