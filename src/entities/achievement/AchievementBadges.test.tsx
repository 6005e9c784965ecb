import { screen, within } from '@testing-library/react';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { AchievementBadges, badgeSlots } from './AchievementBadges';
import { AllAchievementsDialog } from './AllAchievementsDialog';
import type { AchievementItem } from './useAchievements';

const item = (id: number, achievedAt: number | null): AchievementItem => ({
  id,
  key: 'collector',
  name: `A${id}`,
  description: '',
  eventDescription: '',
  earned: achievedAt !== null,
  achievedAt,
});

describe('badgeSlots', () => {
  it('shows every earned badge newest first, then fills up to minSlots with open ones', () => {
    const items = [item(1, null), item(2, 100), item(3, null), item(4, 300), item(5, null)];
    expect(badgeSlots(items, 4).map((a) => a.id)).toEqual([4, 2, 1, 3]);
    expect(badgeSlots(items, 1).map((a) => a.id)).toEqual([4, 2]);
  });
});

describe('AchievementBadges', () => {
  it('shows the earned badges of a user differently from the open one', async () => {
    const id = await signIn('user@example.com');
    await renderWithProviders(<AchievementBadges userId={id} minSlots={12} />);
    const list = await screen.findByRole('list', { name: 'Achievements' });
    const badges = within(list).getAllByRole('listitem');
    expect(badges).toHaveLength(12);
    const open = badges.filter((b) => b.dataset.earned === 'false');
    expect(open.map((b) => b.getAttribute('aria-label'))).toEqual([
      '15-Day Streak, not earned yet',
    ]);
    expect(badges[0].getAttribute('aria-label')).toMatch(/, earned \d\d\/\d\d\/\d{4}$/);
  });

  it('fills minSlots with open badges for a user without measurements', async () => {
    const id = await signIn('new@example.com');
    await renderWithProviders(<AchievementBadges userId={id} />);
    const list = await screen.findByRole('list', { name: 'Achievements' });
    const badges = within(list).getAllByRole('listitem');
    expect(badges).toHaveLength(6);
    expect(badges.every((b) => b.dataset.earned === 'false')).toBe(true);
  });

  it('shows the error state when the achievements cannot be loaded', async () => {
    const id = await signIn('user@example.com');
    scenarios.failing('getUserAchievements');
    await renderWithProviders(<AchievementBadges userId={id} />);
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
  });
});

describe('AllAchievementsDialog', () => {
  it('lists all twelve with description and earned date', async () => {
    const id = await signIn('user@example.com');
    await renderWithProviders(<AllAchievementsDialog userId={id} open onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'All achievements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('11 of 12 achievements earned')).toBeInTheDocument();
    expect(screen.getByText('Measured on 15 consecutive days.')).toBeInTheDocument();
    expect(screen.getByText('Not earned yet')).toBeInTheDocument();
    expect(screen.getAllByText(/^Earned on \d\d\/\d\d\/\d{4}$/)).toHaveLength(11);
  });
});
