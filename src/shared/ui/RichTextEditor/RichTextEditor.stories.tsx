import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

/** The rich-text field of the notification dialog and the help editors. */
const meta = {
  title: 'Components/RichTextEditor',
  tags: ['autodocs'],
  component: RichTextEditor,
  args: { ariaLabel: 'Text', onChange: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: {
    value:
      '<h2>Before you test</h2><p>Keep samples <strong>cold</strong> and test within a day.</p>' +
      '<ul><li>Rinse the tube</li><li>Dip the strip</li></ul>' +
      '<p>More in the <a href="https://example.com/faq">FAQ</a>.</p>',
  },
};

/** A notification's text: at most 300 visible characters, with the counter. */
export const Limited: Story = {
  args: { id: 'content', maxLength: 300, value: '<p>Sample before the rain.</p>' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('277 / 300 characters left'),
    ).toBeInTheDocument();
  },
};

/** The help editors also offer pictures from the computer. */
export const WithPictures: Story = { args: { ariaLabel: 'Answer', allowImages: true } };

export const Invalid: Story = { args: { invalid: true } };
