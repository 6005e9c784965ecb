import type { Meta, StoryObj } from '@storybook/react-vite';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { SupportDialog } from './SupportDialog';

const meta = {
  title: 'Components/SupportDialog',
  tags: ['autodocs'],
  // the stories open dialogs or fill the window: each in its own frame on the docs page
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  component: SupportDialog,
  args: { open: true, onClose: () => {}, openMail: (href: string) => console.info('mailto', href) },
} satisfies Meta<typeof SupportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const OpenUsCanada: Story = {
  name: 'Open US and Canada',
  decorators: [
    (Story) => (
      <FixedCountryCode code="us">
        <Story />
      </FixedCountryCode>
    ),
  ],
};
