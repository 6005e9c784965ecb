import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { openDialog, openProfile, warmUp } from '../testing/profileTest';

const userRecord = (email: string) => db().users.find((u) => u.email === email)!;

beforeAll(warmUp);

const deviceNames = () => userRecord('user@example.com').loggedInDevices.map((d) => d.deviceName);

describe('manage devices', () => {
  it('logs out another device', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Manage Devices');
    expect(within(dialog).getAllByText(/^[A-Z][a-z]+ \d\d, \d{4} \d\d:\d\d (am|pm)$/)).toHaveLength(
      3,
    );
    await user.click(within(dialog).getByLabelText('Logout iPhone 15 Pro'));
    expect(await screen.findByText('Successfully logged out device.')).toBeVisible();
    expect(deviceNames()).not.toContain('iPhone 15 Pro');
    await waitFor(() =>
      expect(within(dialog).queryByText('iPhone 15 Pro')).not.toBeInTheDocument(),
    );
  });

  it("logging out this browser's device ends the session with the success text", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    );
    const { user, router } = await openProfile();
    const dialog = await openDialog(user, 'Manage Devices');
    await user.click(within(dialog).getByLabelText('Logout Chrome on Linux'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Successfully logged out device.')).toBeVisible();
    expect(screen.queryByText(/Full authentication is required/)).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(deviceNames()).toEqual(['iPhone 15 Pro', 'Pixel 8']);
  });
});
