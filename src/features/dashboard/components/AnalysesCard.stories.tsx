import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AnalysesCard } from './AnalysesCard';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';

const meta = {
  title: 'Home/Cards/Analyses card',
  component: AnalysesCard,
  decorators: [inDashboardCard('Your Analyses', 480)],
  parameters: { router: { url: '/dashboard' } },
} satisfies Meta<typeof AnalysesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five newest analyses of user@example.com. */
export const Loaded: Story = {};
export const Empty: Story = { parameters: NEW_ACCOUNT };
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listAnalysisInfo') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAnalysisInfo') } },
};
