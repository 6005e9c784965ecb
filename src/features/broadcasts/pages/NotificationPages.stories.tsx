import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { expectShownText } from '@tests/stories/shown';
import { routePatterns } from '@/shared/config/paths';
import { NotificationDetailPage } from './NotificationDetailPage';
import { NotificationsListPage } from './NotificationsListPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/**
 * The broadcast notifications, as admin@example.com. Seeded: 1-4 sent (1 read by two users,
 * 2 with a picture), 5 and 6 unsent.
 */
const meta = {
  title: 'Admin/Notifications',
  tags: ['screen', 'admin', 'autodocs'],
  component: NotificationsListPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/notifications' } },
} satisfies Meta<typeof NotificationsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const detail = (id: number) => ({
  render: () => <NotificationDetailPage />,
  parameters: {
    router: { url: `/admin/notification/${id}`, path: routePatterns.adminNotification },
  },
});

export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notifications' });
    await expect(
      await within(table).findByRole('link', { name: 'Winter sampling tips' }),
    ).toBeVisible();
  },
};
export const ListLoading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listBroadcasts') } },
};
export const ListEmpty: Story = {
  beforeEach: () => {
    db().broadcasts = [];
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'No Data');
  },
};
export const ListError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listBroadcasts') } },
};
/** The dialog of a new notification: both saves wait for a title and a text. */
export const CreateDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Create new notification/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Create new notification',
    });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // the counter is there at once, visible once the dialog has opened
    await expectShownText(dialog, '300 / 300 characters left');
  },
};
/** A title typed and removed again: its message. */
export const CreateDialogNoTitle: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Create new notification/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Create new notification',
    });
    const title = within(dialog).getByLabelText('Title');
    await userEvent.type(title, 'x');
    await userEvent.clear(title);
    await expectShownText(dialog, 'Please enter a title.');
  },
};

/** An unsent notification: Edit and Send offered. */
export const DetailUnsent: Story = {
  ...detail(5),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Send/ })).toBeVisible();
  },
};
/** A sent notification with a picture, read by users. */
export const DetailSentWithImage: Story = {
  ...detail(2),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Nitrite test strips now available' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};
/** The notification dialog editing an unsent one. */
export const EditDialog: Story = {
  tags: ['dialog'],
  ...detail(5),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Edit/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit notification' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Winter sampling tips');
  },
};
/** The question before a notification is deleted everywhere. */
export const DeleteConfirm: Story = {
  tags: ['dialog'],
  ...detail(1),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Delete notification/ }),
    );
    await expectShownText(canvasElement.ownerDocument.body, /removed from all user devices/);
  },
};
export const DetailLoading: Story = {
  ...detail(1),
  parameters: { ...detail(1).parameters, msw: { handlers: loadingHandlers('getBroadcast') } },
};
export const DetailError: Story = {
  ...detail(1),
  parameters: { ...detail(1).parameters, msw: { handlers: errorHandlers(500, 'getBroadcast') } },
};
/** 'New from this': the dialog starts from a copy of a sent notification. */
export const CopyDialog: Story = {
  tags: ['dialog'],
  ...detail(1),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /New from this/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'New notification from this',
    });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue("What's New in Version 2.3");
  },
};
/** The question before an unsent notification goes to every user. */
export const SendConfirm: Story = {
  tags: ['dialog'],
  ...detail(5),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Send$/ }));
    await expectShownText(canvasElement.ownerDocument.body, /goes to every user at once/);
  },
};

/** The list of notifications on a phone. */
export const ListPhone: Story = {
  ...List,
  name: 'List on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Winter sampling tips'),
};
