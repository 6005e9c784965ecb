import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd';
import { QueryState } from './QueryState';

const meta = {
  title: 'Components/QueryState',
  tags: ['autodocs'],
  component: QueryState,
  args: {
    isLoading: false,
    children: (
      <List
        dataSource={['pH 7.2', 'Nitrate 25 mg/l']}
        renderItem={(item) => <List.Item>{item}</List.Item>}
      />
    ),
  },
} satisfies Meta<typeof QueryState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { isEmpty: true } };
export const EmptyCustomText: Story = { args: { isEmpty: true, emptyText: 'No filters applied' } };
export const Error: Story = { args: { error: { status: 500 }, onRetry: () => {} } };
export const Loaded: Story = {};
