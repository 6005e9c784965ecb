import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmallScreenNotice } from './SmallScreenNotice';

/** Visible when the preview is narrower than 1354 px (1423 px with `table`); pick a small viewport. */
const meta = {
  title: 'Shared/SmallScreenNotice',
  component: SmallScreenNotice,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  beforeEach: () => sessionStorage.removeItem('smallScreenNoticeDismissed'),
} satisfies Meta<typeof SmallScreenNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout: Story = {};
export const Table: Story = { args: { table: true } };
