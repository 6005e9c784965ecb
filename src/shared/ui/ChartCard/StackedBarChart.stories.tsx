import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { groupTopSeries } from '@/shared/lib/chartData';
import { StackedBarChart } from './StackedBarChart';

const days = [
  '2024-06-03',
  '2024-06-04',
  '2024-06-05',
  '2024-06-06',
  '2024-06-07',
  '2024-06-08',
  '2024-06-09',
];
const counts: Record<string, number[]> = {
  pH: [2, 1, 3, 0, 2, 1, 2],
  Nitrate: [1, 2, 1, 1, 0, 2, 1],
  Nitrite: [1, 0, 0, 1, 0, 0, 1],
  Phosphate: [0, 1, 0, 0, 1, 0, 0],
  Ammonium: [0, 0, 1, 0, 0, 1, 0],
};
const week = groupTopSeries(
  Object.entries(counts).flatMap(([parameterName, perDay]) =>
    perDay.map((count, i) => ({ date: days[i], parameterName, count })).filter((e) => e.count > 0),
  ),
);

const meta = {
  title: 'Components/StackedBarChart',
  tags: ['autodocs'],
  component: StackedBarChart,
  args: { data: week, height: 300, maxTooltipRows: 4 },
  decorators: [
    (Story) => (
      <Card style={{ margin: 24, maxWidth: 720 }} title="Weekly Performance">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week: the top 3 parameters (pH, Nitrate, Nitrite) coloured, Phosphate and Ammonium as Others. */
export const WeekTopThreeAndOthers: Story = {};

export const CustomColors: Story = {
  args: { colors: { pH: '#149b5f', Nitrate: '#FFC832', Nitrite: '#1677ff', Others: '#d9d9d9' } },
};

export const Empty: Story = { args: { data: [] } };
