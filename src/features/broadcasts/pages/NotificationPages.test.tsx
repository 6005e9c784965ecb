/**
 * The broadcast notification screens through the app's route table and the real mock handlers,
 * as admin@example.com: the list; creating one in the dialog (Save disabled until title and
 * text are there, the counters, 'Save and review' to its detail); editing and sending an unsent
 * one (Edit and Send then disappear); New from this; deleting after the confirmation; an
 * unknown id shows not-found; 'Use Image' without a picture refused, a picture that cannot be
 * read or used reported.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { encodePng } from '@mocks/lib/pngEncoder';
import { failFileReads } from '@tests/utils/fileReads';
import { renderWithProviders, signIn } from '@tests/utils/render';

const pngBytes = encodePng(2, 2, new Uint8Array(12)) as BlobPart;
import { dialog, paste } from '@tests/utils/dialogs';

const open = async (url: string) => {
  await signIn('admin@example.com');
  return renderWithProviders(null, { url });
};
const broadcast = (id: number) => db().broadcasts.find((b) => b.id === id)!;

describe('notifications list', () => {
  it('lists the notifications newest first with sent state, dates, views and creator', async () => {
    await open('/admin/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const first = await within(table).findByRole('link', {
      name: 'Survey: how do you use the app?',
    });
    expect(first).toHaveAttribute('href', '/admin/notification/6');
    expect(
      within(table).getByRole('checkbox', { name: 'Survey: how do you use the app?: not sent' }),
    ).not.toBeChecked();
    expect(
      within(table).getByRole('checkbox', { name: "What's New in Version 2.3: sent" }),
    ).toBeChecked();
    for (const title of ['Sent', 'Name', 'Date created', 'Date sent', 'Views', 'Created by'])
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) }),
      ).toBeVisible();
  });

  it("shows 'Created by' by the display-name rule: an admin without a display name by first and last name", async () => {
    Object.assign(
      db().users.find((u) => u.id === 2)!,
      {
        displayName: '',
        firstName: 'Markus',
        lastName: 'Weber',
      },
    );
    await open('/admin/notifications');
    const table = await screen.findByRole('table', { name: 'Notifications' });
    const row = (
      await within(table).findByRole('link', { name: "What's New in Version 2.3" })
    ).closest('tr')!;
    expect(within(row).getByText('Markus Weber')).toBeVisible();
  });

  it('creates a notification: Save waits for title and text; Save and review opens it', async () => {
    const { user, router } = await open('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: /Create new notification/ }));
    const form = await dialog('Create new notification');
    const save = within(form).getByRole('button', { name: 'Save' });
    const review = within(form).getByRole('button', { name: 'Save and review' });
    expect(save).toBeDisabled();
    expect(within(form).getByText('100 / 100 characters left')).toBeVisible();
    expect(within(form).getByText('300 / 300 characters left')).toBeVisible();

    const title = within(form).getByLabelText('Title');
    await user.type(title, 'x');
    await user.clear(title);
    expect(await within(form).findByText('Please enter a title.')).toBeVisible();
    await user.type(title, 'Spring sampling');
    expect(await within(form).findByText('85 / 100 characters left')).toBeVisible();
    expect(save).toBeDisabled();

    await paste(within(form).getByRole('textbox', { name: 'Text' }), 'Sample before the rain.');
    await waitFor(() => expect(within(form).getByText('277 / 300 characters left')).toBeVisible());
    await waitFor(() => expect(review).toBeEnabled());
    await user.click(review);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notification/7'));
    expect(broadcast(7)).toMatchObject({
      title: 'Spring sampling',
      content: '<p>Sample before the rain.</p>',
      sentDate: null,
      image: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring sampling' })).toBeVisible();
  });
});

describe('the image of a notification', () => {
  it("'Use Image' without a picture refuses the save with a message on the field", async () => {
    const { user } = await open('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: /Create new notification/ }));
    const form = await dialog('Create new notification');
    await user.click(within(form).getByRole('switch', { name: 'Use Image' }));
    await user.type(within(form).getByLabelText('Title'), 'With a picture');
    await paste(within(form).getByRole('textbox', { name: 'Text' }), 'See the picture.');
    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    const before = db().broadcasts.length;
    await user.click(save);
    expect(await within(form).findByText('Please choose an image.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Save and review' }));
    expect(within(form).getByText('Please choose an image.')).toBeVisible();
    expect(db().broadcasts).toHaveLength(before);
    // switched off, the notification is saved without a picture
    await user.click(within(form).getByRole('switch', { name: 'Use Image' }));
    await user.click(save);
    await waitFor(() => expect(db().broadcasts).toHaveLength(before + 1));
    expect(db().broadcasts.at(-1)).toMatchObject({ title: 'With a picture', image: null });
  });

  it("tells a picture that cannot be read at all ('Error reading file') from one that cannot be used", async () => {
    const { user } = await open('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: /Create new notification/ }));
    const form = await dialog('Create new notification');
    await user.click(within(form).getByRole('switch', { name: 'Use Image' }));
    const input = screen.getByTestId('broadcast-image-input');
    const restore = failFileReads();
    try {
      await user.upload(input, new File([pngBytes], 'a.png', { type: 'image/png' }));
      expect(await screen.findByText('Error reading file')).toBeVisible();
    } finally {
      restore();
    }
    await user.upload(input, new File(['GIF89a'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('Error reading Image')).toBeVisible();
    expect(within(form).queryByAltText('Notification image preview')).toBeNull();
  });
});

describe('the text of a notification', () => {
  it('keeps at most 300 visible characters, also when more is pasted; pasted scripts do not survive', async () => {
    const { user } = await open('/admin/notifications');
    await user.click(await screen.findByRole('button', { name: /Create new notification/ }));
    const form = await dialog('Create new notification');
    await user.type(within(form).getByLabelText('Title'), 'Long one');
    const text = within(form).getByRole('textbox', { name: 'Text' });
    await paste(
      text,
      'a'.repeat(350),
      `<p onclick="alert(1)">${'a'.repeat(350)}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
    );
    await waitFor(() => expect(within(form).getByText('0 / 300 characters left')).toBeVisible());
    expect(text.textContent).toHaveLength(300);
    expect(text.innerHTML).not.toMatch(/onclick|onerror|<script/);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(broadcast(7)).toBeDefined());
    expect(broadcast(7).content).toBe(`<p>${'a'.repeat(300)}</p>`);
  });
});

describe('notification detail', () => {
  it('edits and sends an unsent notification; then only New from this and Delete remain', async () => {
    const { user } = await open('/admin/notification/5');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Winter sampling tips' }),
    ).toBeVisible();
    expect(screen.getByText('Views').closest('.ant-card')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const form = await dialog('Edit notification');
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Winter sampling: five tips');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(broadcast(5).title).toBe('Winter sampling: five tips'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Winter sampling: five tips' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Send/ }));
    const confirm = await dialog('Send notification');
    expect(within(confirm).getByText(/goes to every user at once/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(broadcast(5).sentDate).not.toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Send$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /New from this/ })).toBeVisible();
  });

  it('asks before a changed notification is closed unsaved; unchanged it closes at once', async () => {
    const { user, router } = await open('/admin/notification/1');
    await screen.findByRole('heading', { level: 2, name: "What's New in Version 2.3" });
    // a copy brings the original's picture along by itself: no change of the admin's
    await user.click(screen.getByRole('button', { name: /New from this/ }));
    let form = await dialog('New notification from this');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /New from this/ }));
    form = await dialog('New notification from this');
    await user.type(within(form).getByLabelText('Title'), ' (corrected)');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await dialog('Unsaved changes')).getByRole('button', { name: 'Keep editing' }),
    );
    expect(within(form).getByLabelText('Title')).toHaveValue(
      "What's New in Version 2.3 (corrected)",
    );
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await dialog('Unsaved changes')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect(db().broadcasts).toHaveLength(6);
    expect(router.state.location.pathname).toBe('/admin/notification/1');
  });

  it('New from this copies title and text into a new notification', async () => {
    const { user, router } = await open('/admin/notification/1');
    expect(
      await screen.findByRole('heading', { level: 2, name: "What's New in Version 2.3" }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /New from this/ }));
    const form = await dialog('New notification from this');
    expect(within(form).getByLabelText('Title')).toHaveValue("What's New in Version 2.3");
    await user.click(within(form).getByRole('button', { name: 'Save and review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notification/7'));
    expect(broadcast(7)).toMatchObject({ title: "What's New in Version 2.3", sentDate: null });
    expect(broadcast(7).content).toContain('<li>');
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const { user, router } = await open('/admin/notification/2');
    await screen.findByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: /Delete notification/ }));
    const confirm = await dialog('Delete notification');
    expect(within(confirm).getByText(/removed from all user devices/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(broadcast(2).deletedAt).toBeNull();
    await user.click(screen.getByRole('button', { name: /Delete notification/ }));
    await user.click(
      within(await dialog('Delete notification')).getByRole('button', { name: 'Confirm deletion' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/notifications'));
    expect(broadcast(2).deletedAt).not.toBeNull();
  });

  it('an unknown notification shows the not-found page', async () => {
    await open('/admin/notification/999');
    expect(await screen.findByText('Page not found!')).toBeVisible();
  });
});
