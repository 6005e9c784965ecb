import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { toResultDto } from '@mocks/model/results/resultDto';
import { useState } from 'react';
import { EditResultDialog, type EditResultDialogProps } from './EditResultDialog';
import { pasteInto } from '@tests/utils/pasteInto';

/** The dialog for result 1 of user@example.com as the server has it (reseeded per story). */
function SeededEditDialog(props: Omit<EditResultDialogProps, 'result'>) {
  const [result] = useState(() => toResultDto(db().results.find((r) => r.id === 1)!));
  return <EditResultDialog {...props} result={result} />;
}

const meta = {
  title: 'Results/Dialogs/Edit result',
  tags: ['dialog'],
  component: SeededEditDialog,
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof SeededEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog with the result's name, comment and lot number. */
export const Open: Story = {};

/** Every field failing its rule. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.clear(await body.findByLabelText('Name'));
    await userEvent.type(body.getByLabelText('Comment'), 'ab');
    await userEvent.clear(body.getByLabelText('Test Strip Lot No.'));
    await userEvent.type(body.getByLabelText('Test Strip Lot No.'), '12345');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('This value should not be blank.')).toBeInTheDocument();
  },
};

/** The result changed on the server after the dialog opened: the stale-update message. */
export const StaleUpdate: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    db().results.find((r) => r.id === 1)!.updatedAt += 60;
    await pasteInto(userEvent, await body.findByLabelText('Comment'), 'Changed');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(
      await body.findByText('The result was changed in the meantime. Please reload.'),
    ).toBeInTheDocument();
  },
};
