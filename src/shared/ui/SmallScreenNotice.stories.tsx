import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmallScreenNotice } from './SmallScreenNotice';

/** Visible when the preview is narrower than 1354 px (1423 px with `table`): opens on a phone. */
const meta = {
  title: 'Components/SmallScreenNotice',
  tags: ['phone', 'autodocs'],
  component: SmallScreenNotice,
  parameters: { docs: { story: { inline: false, iframeHeight: 160 } }, layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => sessionStorage.removeItem('smallScreenNoticeDismissed'),
} satisfies Meta<typeof SmallScreenNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Layout: Story = {};
export const Table: Story = { args: { table: true } };
