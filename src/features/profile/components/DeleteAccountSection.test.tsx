import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { loginAs } from '@tests/utils/apiClient';
import { openDialog, openProfile, warmUp } from '../testing/profileTest';

const userRecord = (email: string) => db().users.find((u) => u.email === email)!;

beforeAll(warmUp);

async function confirmTwice(
  user: Awaited<ReturnType<typeof openProfile>>['user'],
  button: string,
  typed: string,
) {
  const dialog = await openDialog(user, button);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
  await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), typed);
  return { dialog, remove: within(dialog).getByRole('button', { name: button }) };
}

describe('delete account', () => {
  it('needs DELETE typed exactly', async () => {
    const { user } = await openProfile();
    const { dialog, remove } = await confirmTwice(user, 'Delete Account', 'delete');
    expect(remove).toBeDisabled();
    const input = within(dialog).getByLabelText('Type DELETE to confirm');
    await user.clear(input);
    await user.type(input, 'DELETE');
    expect(remove).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(userRecord('user@example.com').deletedAt).toBeNull();
  });

  it('deletes the own account and logs out', async () => {
    const { user, router } = await openProfile();
    const { remove } = await confirmTwice(user, 'Delete Account', 'DELETE');
    await user.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('User was successfully deleted.')).toBeVisible();
    expect(localStorage.getItem('userId')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByText(/Full authentication is required/)).not.toBeInTheDocument(),
    );
    await expect(loginAs('user@example.com')).rejects.toThrow(/401/);
  });

  it('lets an admin delete another user and returns to the users list', async () => {
    const { user, router } = await openProfile('admin@example.com', '/profile/1');
    const { remove } = await confirmTwice(user, 'Delete User', 'DELETE');
    await user.click(remove);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('User was successfully deleted.')).toBeVisible();
    expect(userRecord('user@example.com').deletedAt).not.toBeNull();
    expect(localStorage.getItem('userId')).not.toBeNull();
    // the failing refetch of the deleted user does not stay on screen
    await waitFor(() => expect(screen.queryByText('Invalid Request')).not.toBeInTheDocument());
  });
});
