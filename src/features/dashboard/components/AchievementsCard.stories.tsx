import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AchievementsCard } from './AchievementsCard';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';

const meta = {
  title: 'Home/Cards/Achievements card',
  component: AchievementsCard,
  decorators: [inDashboardCard('Your Achievements', 600)],
} satisfies Meta<typeof AchievementsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user@example.com: every achievement but the 15-day streak. */
export const Loaded: Story = {};
/** new@example.com: level 1, six not-yet-earned slots. */
export const Empty: Story = { parameters: NEW_ACCOUNT };
/** The user is known; the badges are still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getUserAchievements', 'listAchievements') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getUserAchievements', 'listAchievements') } },
};
export const AllAchievementsOpen: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'All achievements' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
