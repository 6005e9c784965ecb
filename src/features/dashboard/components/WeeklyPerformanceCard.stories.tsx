import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';
import { WeeklyPerformanceCard } from './WeeklyPerformanceCard';

const meta = {
  title: 'Home/Cards/Weekly performance card',
  component: WeeklyPerformanceCard,
  decorators: [inDashboardCard('Weekly Performance', 820)],
} satisfies Meta<typeof WeeklyPerformanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days of user@example.com: top 3 parameters coloured, the rest as Others. */
export const Loaded: Story = {};
/** The 'large' seed: more parameters and measurements per day. */
export const Busy: Story = { parameters: { scenario: 'large' } };
export const Empty: Story = { parameters: NEW_ACCOUNT };
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getWeeklyPerformance') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getWeeklyPerformance') } },
};
/** A start on 01/01/1970 is refused with the spec's message; the range stays. */
export const EpochRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [from, to] = await canvas.findAllByRole('textbox');
    await userEvent.click(from);
    await userEvent.clear(from);
    await userEvent.type(from, '01/01/1970{Enter}');
    await userEvent.clear(to);
    await userEvent.type(to, '01/05/1970{Enter}');
    await expect(
      await within(document.body).findByText('Selected date must be greater than 01/01/1970!'),
    ).toBeInTheDocument();
  },
};
