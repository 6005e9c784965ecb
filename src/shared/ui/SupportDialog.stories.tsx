import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { SupportDialog } from './SupportDialog';
import { pasteInto } from '@tests/utils/pasteInto';

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

export const Open: Story = { tags: ['dialog'] };

export const OpenUsCanada: Story = {
  tags: ['dialog'],
  name: 'Open US and Canada',
  decorators: [
    (Story) => (
      <FixedCountryCode code="us">
        <Story />
      </FixedCountryCode>
    ),
  ],
};

/** After Send: what was typed stays, with where to write when no mail program opened. */
export const AfterSend: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Technical Support' });
    await pasteInto(
      userEvent,
      within(dialog).getByLabelText('Description'),
      'The app closes on start.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /If none opened, write to support@stripscan\.example yourself/,
    );
    await expect(within(dialog).getByLabelText('Description')).toHaveValue(
      'The app closes on start.',
    );
  },
};
