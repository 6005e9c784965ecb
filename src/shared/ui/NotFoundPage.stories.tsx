import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@/shared/config/paths';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Components/NotFoundPage',
  tags: ['autodocs'],
  component: NotFoundPage,
  parameters: { router: { url: paths.notFound } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
