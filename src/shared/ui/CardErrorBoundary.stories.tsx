import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { CardErrorBoundary } from './CardErrorBoundary';

function Crashing(): never {
  throw new Error('The chart could not be drawn');
}

const meta = {
  title: 'Components/CardErrorBoundary',
  tags: ['autodocs'],
  component: CardErrorBoundary,
  decorators: [
    (Story) => (
      <Card title="Weekly performance" style={{ maxWidth: 480 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof CardErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CrashingChild: Story = { args: { children: <Crashing /> } };
export const Healthy: Story = { args: { children: <p>Card content</p> } };
