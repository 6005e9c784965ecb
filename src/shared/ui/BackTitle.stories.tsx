import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { BackTitle } from './BackTitle';

const meta = {
  title: 'Components/BackTitle',
  tags: ['autodocs'],
  component: BackTitle,
  args: { title: 'Well 3 – Nitrate', onBack: () => {} },
} satisfies Meta<typeof BackTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** An analysis: its date and result count under the heading, its actions beside it. */
export const WithSubtitleAndActions: Story = {
  args: {
    title: 'Garden well 2026',
    subtitle: 'Created 12/03/2026 10:15 · 12 results',
    wrap: true,
    children: <Button>Edit</Button>,
  },
};
/** No way back (a share view): the heading alone. */
export const WithoutBack: Story = { args: { onBack: undefined } };
