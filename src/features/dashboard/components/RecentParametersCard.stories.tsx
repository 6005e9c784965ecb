import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { RecentParametersCard } from './RecentParametersCard';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';

const meta = {
  title: 'Home/Cards/Recent parameters card',
  component: RecentParametersCard,
  decorators: [inDashboardCard('Recently Measured Parameter', 480)],
  parameters: { router: { url: '/dashboard' } },
} satisfies Meta<typeof RecentParametersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parameters user@example.com has measured, each with 'View ... measurement'. */
export const Loaded: Story = {};
/** 'No data available'. */
export const Empty: Story = { parameters: NEW_ACCOUNT };
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listParameterOverview') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listParameterOverview') } },
};
/** The save of the result-list settings is slow: the button shows its loading flag. */
export const Saving: Story = {
  parameters: { msw: { handlers: loadingHandlers('saveListMetadata') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View pH measurement' }));
  },
};
