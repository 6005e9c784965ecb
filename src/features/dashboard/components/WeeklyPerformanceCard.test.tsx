import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { isMeasurement } from '@mocks/model/results/measurementStats';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { DashboardCard } from './DashboardCard';
import { WeeklyPerformanceCard } from './WeeklyPerformanceCard';

const renderCard = async () =>
  await renderWithProviders(
    <DashboardCard title="Weekly Performance">
      <WeeklyPerformanceCard />
    </DashboardCard>,
    { url: '/dashboard' },
  );

const mmddyyyy = (seconds: number) => {
  const d = new Date(seconds * 1000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
const dayStart = (seconds: number) => Math.floor(seconds / DAY) * DAY;

/** Measurements of user 1 from the start of `fromDay` to the end of `toDay` (UTC days). */
const countBetween = (fromDay: number, toDay: number) =>
  db().results.filter(
    (r) =>
      r.userId === 1 &&
      isMeasurement(r) &&
      r.sampleCreationDate >= fromDay &&
      r.sampleCreationDate <= toDay + DAY - 1,
  ).length;

async function pickRange(
  user: Awaited<ReturnType<typeof renderCard>>['user'],
  start: string,
  end: string,
) {
  const [from, to] = screen.getAllByRole('textbox').filter((el) => el.closest('.ant-picker-range'));
  await user.click(from);
  await user.clear(from);
  await user.type(from, `${start}{Enter}`);
  await user.clear(to);
  await user.type(to, `${end}{Enter}`);
}

afterEach(() => configureClock({ offset: 0 }));

describe('WeeklyPerformanceCard', () => {
  it('defaults to the last 7 days on the server clock', async () => {
    await signIn('user@example.com');
    await renderCard();
    const today = dayStart(now());
    const [from, to] = await waitFor(() => {
      const inputs = screen.getAllByRole('textbox');
      expect(inputs[0]).toHaveValue(mmddyyyy(today - 6 * DAY));
      return inputs;
    });
    expect(to).toHaveValue(mmddyyyy(today));
    expect(from).toBeVisible();
    const total = countBetween(today - 6 * DAY, today);
    expect(await screen.findByText(`${total} measurements`)).toBeVisible();
    expect(screen.getByTestId('stacked-bar-chart')).toBeInTheDocument();
  });

  it('loads another valid range', async () => {
    await signIn('user@example.com');
    const { user } = await renderCard();
    await screen.findByText(/measurements?$/);
    const today = dayStart(now());
    const start = today - 30 * DAY;
    const end = today - 20 * DAY;
    await pickRange(user, mmddyyyy(start), mmddyyyy(end));
    const total = countBetween(start, end);
    expect(await screen.findByText(`${total} measurements`)).toBeVisible();
  });

  it('refuses a start at or before 01/01/1970 and keeps the range', async () => {
    await signIn('user@example.com');
    const { user } = await renderCard();
    await screen.findByText(/measurements?$/);
    const before = screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value);
    await pickRange(user, '01/01/1970', '01/05/1970');
    expect(
      await screen.findByText('Selected date must be greater than 01/01/1970!'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getAllByRole('textbox').map((el) => (el as HTMLInputElement).value)).toEqual(
        before,
      ),
    );
  });

  it('refuses a range in the future of the server clock', async () => {
    await signIn('user@example.com');
    const { user } = await renderCard();
    await screen.findByText(/measurements?$/);
    await pickRange(user, '01/01/1970', '01/05/1970');
    expect(
      await screen.findByText('Selected date must be greater than 01/01/1970!'),
    ).toBeInTheDocument();
    const today = dayStart(now());
    await pickRange(user, mmddyyyy(today - DAY), mmddyyyy(today + 2 * DAY));
    expect(
      await screen.findByText(
        'It is not possible to select a date range that is in the future. Please select an earlier date range.',
      ),
    ).toBeInTheDocument();
    // the earlier notification was cleared first
    await waitFor(() =>
      expect(
        within(document.body).queryByText('Selected date must be greater than 01/01/1970!'),
      ).toBeNull(),
    );
  });

  it('shows No Data for an account without measurements', async () => {
    await signIn('new@example.com');
    await renderCard();
    expect(await screen.findByText('0 measurements')).toBeVisible();
    expect(screen.getByText('No Data')).toBeVisible();
  });
});
