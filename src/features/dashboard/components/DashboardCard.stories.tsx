import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardCard } from './DashboardCard';

function CrashingChart(): never {
  throw new Error('The weekly chart could not be drawn');
}

const meta = {
  title: 'Home/Cards/Dashboard card',
  component: DashboardCard,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card whose content throws: 'An error occurred.' with Reload, the title stays. */
export const CrashingCard: Story = {
  args: { title: 'Weekly Performance', children: <CrashingChart /> },
};

export const Healthy: Story = {
  args: { title: 'Overview', children: <p>Card content</p> },
};
