import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AllAchievementsDialog } from './AllAchievementsDialog';

const meta = {
  title: 'Home/Dialogs/All achievements',
  tags: ['dialog'],
  component: AllAchievementsDialog,
  args: { userId: 1, open: true, onClose: fn() },
} satisfies Meta<typeof AllAchievementsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const NothingEarned: Story = {
  args: { userId: 4 },
  parameters: { session: 'new@example.com' },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listAchievements') } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAchievements') } },
};
