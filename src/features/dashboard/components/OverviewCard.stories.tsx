import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { OverviewCard } from './OverviewCard';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';

const meta = {
  title: 'Home/Cards/Overview card',
  component: OverviewCard,
  decorators: [inDashboardCard('Overview', 640)],
  parameters: { router: { url: '/dashboard' } },
} satisfies Meta<typeof OverviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** new@example.com: all three figures are 0. */
export const Empty: Story = { parameters: NEW_ACCOUNT };
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getOverview') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getOverview') } },
};
