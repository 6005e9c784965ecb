import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteResultDialog } from './DeleteResultDialog';

const meta = {
  title: 'Results/Dialogs/Delete result',
  tags: ['dialog'],
  component: DeleteResultDialog,
  args: {
    open: true,
    result: { id: 1, measurementName: 'Aquarium – pH' },
    onClose: () => {},
    onDeleted: () => {},
  },
} satisfies Meta<typeof DeleteResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before the result is deleted. */
export const Open: Story = {};
