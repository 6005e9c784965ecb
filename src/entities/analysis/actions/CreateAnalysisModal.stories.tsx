import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateAnalysisModal } from './CreateAnalysisModal';
import { pasteInto } from '@tests/utils/pasteInto';

const meta = {
  title: 'Analyses/Dialogs/Create analysis',
  tags: ['dialog'],
  component: CreateAnalysisModal,
  args: {
    open: true,
    source: { fromQuery: false, resultIds: [1, 2, 3] },
    count: 3,
    onClose: fn(),
    onCreated: fn(),
  },
} satisfies Meta<typeof CreateAnalysisModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From selected rows; Create stays disabled until a name is typed. */
export const FromSelection: Story = {};

/** From every result of the current list (filters and search). */
export const FromQuery: Story = {
  args: {
    source: { fromQuery: true, filters: [{ field: 'parameter.id', operator: 'eq', value: 2 }] },
    count: 307,
  },
};

/** A name the user already has: the message shows on the field. */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await pasteInto(userEvent, await body.findByLabelText('Analysis Name'), 'Aquarium pH');
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(await body.findByText('Analysis name already taken.')).toBeInTheDocument();
  },
};
