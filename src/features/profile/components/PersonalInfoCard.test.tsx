import { db } from '@mocks/db/store';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodePng } from '@mocks/db/seedData/png';
import { loginAs } from '@tests/utils/apiClient';
import { dialog as dialogTitled } from '@tests/utils/dialogs';
import { failFileReads } from '@tests/utils/fileReads';
import { openDialog, openProfile, warmUp } from '../testing/profileTest';

const userRecord = (email: string) => db().users.find((u) => u.email === email)!;

const me = () => userRecord('user@example.com');

beforeAll(warmUp);

describe('edit personal information', () => {
  it('saves the changed names and updates the current user', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit personal information');
    const display = within(dialog).getByLabelText('Display name');
    await user.clear(display);
    await user.type(display, 'Anni');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(me().displayName).toBe('Anni');
    expect(me().firstName).toBe('Anna');
    // the header shows the session's user, replaced by setUser
    expect(await screen.findByLabelText('Account menu of Anni')).toBeVisible();
  });

  it('checks the fields before sending', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit personal information');
    // without a display name the last name (Becker) shows only after a first name
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.clear(within(dialog).getByLabelText('First name'));
    const email = within(dialog).getByLabelText('Work e-mail');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeVisible();
    expect(await within(dialog).findByText('Invalid e-mail')).toBeVisible();
    expect(me().email).toBe('user@example.com');
  });

  it('lets the first name go when a display name names the user', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit personal information');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), 'Dr. B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(me()).toMatchObject({ firstName: null, displayName: 'Dr. B' });
  });

  it("shows the server's refusal of a used e-mail on the field", async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit personal information');
    const email = within(dialog).getByLabelText('Work e-mail');
    await user.clear(email);
    await user.type(email, 'admin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The e-mail is already used.')).toBeVisible();
    expect(me().email).toBe('user@example.com');
  });
});

describe('closing a profile dialog with changes', () => {
  const ask = async (answer: string) =>
    within(await dialogTitled('Unsaved changes')).getByRole('button', { name: answer });

  it('asks in the personal information and the password dialogs; unchanged they close at once', async () => {
    const { user } = await openProfile();
    let dialog = await openDialog(user, 'Edit personal information');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    dialog = await openDialog(user, 'Edit personal information');
    await user.type(within(dialog).getByLabelText('Display name'), 'ne');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await ask('Keep editing'));
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('Anna Beckerne');
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), 'Anna Becker');
    // typed back to what it was: nothing to lose
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    dialog = await openDialog(user, 'Edit Password');
    await user.type(within(dialog).getByLabelText('Current password'), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await ask('Leave without saving'));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect(me().displayName).toBe('Anna Becker');
  });
});

describe('edit password', () => {
  async function fill(current: string, next: string, repeat: string) {
    const r = await openProfile();
    const dialog = await openDialog(r.user, 'Edit Password');
    await r.user.type(within(dialog).getByLabelText('Current password'), current);
    await r.user.type(within(dialog).getByLabelText('New password'), next);
    await r.user.type(within(dialog).getByLabelText('Repeat new password'), repeat);
    return { ...r, dialog, save: within(dialog).getByRole('button', { name: 'Save' }) };
  }

  it('keeps Save disabled until the new password passes the checklist', async () => {
    const { save } = await fill('Password1', 'short', 'short');
    expect(save).toBeDisabled();
  });

  it('refuses a repeat that differs', async () => {
    const { user, dialog, save } = await fill('Password1', 'NewPassword2', 'NewPassword3');
    await user.click(save);
    expect(await within(dialog).findByText('Passwords do not match')).toBeVisible();
  });

  it('shows the 400 of a wrong current password', async () => {
    const { user, dialog, save } = await fill('Wrong-password1', 'NewPassword2', 'NewPassword2');
    await user.click(save);
    expect(await within(dialog).findByText('The current password is not correct.')).toBeVisible();
    await expect(loginAs('user@example.com', 'NewPassword2')).rejects.toThrow();
  });

  it('changes the password', async () => {
    const { user, save } = await fill('Password1', 'NewPassword2', 'NewPassword2');
    await user.click(save);
    expect(await screen.findByText('Password was successfully updated.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await loginAs('user@example.com', 'NewPassword2')).toBe(me().id);
  });
});

describe('profile image', () => {
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Profile image file'), { target: { files: [file] } });

  it('refuses a file that is not an image', async () => {
    await openProfile();
    choose(new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Your selected file is not an image. Please select another one.'),
    ).toBeVisible();
  });

  it("shows the server's wrong_mime_type for a file posing as an image", async () => {
    await openProfile();
    choose(new File(['just text'], 'fake.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Your selected file is not an image. Please select another one.'),
    ).toBeVisible();
    expect(me().image).toBeNull();
  });

  it('refuses an image over 5MB', async () => {
    await openProfile();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Your selected image is too large. Maximum 5MB.')).toBeVisible();
    expect(me().image).toBeNull();
  });

  it("says 'Error reading file' for a file the browser cannot read, and sends nothing", async () => {
    await openProfile();
    const restore = failFileReads();
    try {
      choose(
        new File([encodePng(4, 4, () => [20, 155, 95]) as BlobPart], 'me.png', {
          type: 'image/png',
        }),
      );
      expect(await screen.findByText('Error reading file')).toBeVisible();
    } finally {
      restore();
    }
    expect(me().image).toBeNull();
  });

  it('uploads an image and shows it', async () => {
    const { id } = await openProfile();
    const png = encodePng(4, 4, () => [20, 155, 95]);
    choose(new File([png as BlobPart], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image was successfully updated!')).toBeVisible();
    expect(me().image).toMatch(/^data:image\/png;base64,iVBOR/);
    const img = await screen.findByRole('img', { name: 'Profile image' });
    expect(img.getAttribute('src')).toBe(`/api/users/${id}/image?v=${me().imageUpdateDate}`);
  });
});
