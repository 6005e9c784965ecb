import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AchievementBadges } from './AchievementBadges';

const meta = {
  title: 'Home/Cards/Achievement badges',
  component: AchievementBadges,
  args: { userId: 1, minSlots: 6 },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AchievementBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user@example.com: every achievement but the 15-day streak. */
export const Loaded: Story = {};

/** A new account without measurements: six open (grey) slots. */
export const NothingEarned: Story = {
  args: { userId: 4 },
  parameters: { session: 'new@example.com' },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getUserAchievements') } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getUserAchievements') } },
};
