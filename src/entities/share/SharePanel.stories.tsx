import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectShownDialog, expectShownText } from '@tests/stories/shown';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { SharePanel } from './SharePanel';
import { pasteInto } from '@tests/utils/pasteInto';

/** The share panel of user@example.com's result 643 (which has one snapshot link) and its dialogs. */
const meta = {
  title: 'Components/SharePanel',
  tags: ['autodocs'],
  component: SharePanel,
  args: { resource: 'result', resourceId: 643 },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Panel: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /\(1\) Manage Shares$/ }),
    ).toBeEnabled();
  },
};

/** Step 1 of 'Share Snapshot' with an invalid and a duplicate address: Share is disabled. */
export const SnapshotRecipientErrors: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Snapshot/ }));
    const dialog = await expectShownDialog(canvasElement, 'Share Snapshot');
    const d = within(dialog);
    await pasteInto(userEvent, d.getByRole('textbox', { name: 'Recipient 1' }), 'lab@example.net');
    await userEvent.click(d.getByRole('button', { name: /Add recipient/ }));
    await pasteInto(userEvent, d.getByRole('textbox', { name: 'Recipient 2' }), 'LAB@example.net');
    await userEvent.click(d.getByRole('button', { name: /Add recipient/ }));
    await pasteInto(userEvent, d.getByRole('textbox', { name: 'Recipient 3' }), 'no-address');
    await userEvent.tab();
    await expectShownText(dialog, 'Duplicate e-mail');
    await expect(d.getByText('Invalid e-mail')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Share' })).toBeDisabled();
  },
};

/** Step 2: the link with Copy, after sharing with one recipient. */
export const SnapshotLink: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Snapshot/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Share Snapshot' });
    const d = within(dialog);
    await pasteInto(userEvent, d.getByRole('textbox', { name: 'Recipient 1' }), 'lab@example.net');
    await userEvent.click(d.getByRole('button', { name: 'Share' }));
    const link = (await d.findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    await expect(link.value).toMatch(/\/share\/snapshot\/results\/[0-9a-f]{32}$/);
  },
};

/** 'Share Dynamic', step 1. */
export const DynamicDialog: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Dynamic Share/ }),
    );
    await expectShownDialog(canvasElement, 'Share Dynamic');
  },
};

/** The result's links with Revoke. */
export const ManageShares: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Manage Shares$/ }),
    );
    const dialog = await expectShownDialog(canvasElement, 'Manage Share Links');
    await expect(
      await within(dialog).findByRole('button', { name: /^Revoke the snapshot link/ }),
    ).toBeVisible();
  },
};

/** A result without links. */
export const ManageSharesEmpty: Story = {
  tags: ['dialog'],
  args: { resourceId: 1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /\(0\) Manage Shares$/ }),
    );
    const empty = await body(canvasElement).findByText('This result has no share links.');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const ManageSharesLoading: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: loadingHandlers('getResultShareLinks') } },
};

export const ManageSharesError: Story = {
  tags: ['!autodocs', 'dialog'],
  parameters: { msw: { handlers: errorHandlers(500, 'getResultShareLinks') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Manage Shares$/ }),
    );
    // the error shows inside the dialog while its opening motion may still run
    await expectShownText(canvasElement.ownerDocument.body, 'An error occurred.');
  },
};
