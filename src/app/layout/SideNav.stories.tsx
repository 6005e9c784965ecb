import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@/shared/config/paths';
import { SideNav } from './SideNav';

const meta = {
  title: 'Components/Layout/SideNav',
  tags: ['autodocs'],
  component: SideNav,
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  args: { isAdmin: false },
  parameters: { router: { url: paths.analyses } },
};
export const Admin: Story = {
  args: { isAdmin: true },
  parameters: { router: { url: paths.adminHelp } },
};
