import { act, screen, waitFor, within } from '@testing-library/react';
import { startStorySession } from '@mocks/controls/storySession';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { storeUserId } from '@/entities/session/storage';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { profileTargetId } from './ProfilePage';

beforeAll(() => import('./ProfilePage'));

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

describe('profileTargetId', () => {
  it('is the session user on /profile and the route id on /profile/:id', () => {
    expect(profileTargetId(undefined, 7)).toBe(7);
    expect(profileTargetId('12', 7)).toBe(12);
    expect(profileTargetId('abc', 7)).toBeNull();
    expect(profileTargetId('0', 7)).toBeNull();
  });
});

describe('own profile', () => {
  it('shows every card of a complete profile', async () => {
    await signIn('user@example.com');
    await renderWithProviders(null, { url: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const personal = card('Personal Information');
    expect(within(personal).getByText('Anna')).toBeInTheDocument();
    expect(within(personal).getByText('Anna Becker')).toBeInTheDocument();
    expect(within(personal).getByText('user@example.com')).toBeInTheDocument();
    expect(within(personal).getByText('14 of 14 fields filled')).toBeInTheDocument();
    expect(within(personal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card('Company')).getByText('Germany')).toBeInTheDocument();
    expect(within(card('Company')).getByText('+49 6151 720 400')).toBeInTheDocument();
    expect(within(card('Segment')).getByText('Fresh water applications')).toBeInTheDocument();
    expect(within(card('Segment')).getByText('Technical staff')).toBeInTheDocument();
    const achievements = card('Achievements');
    expect(within(achievements).getByText('Measurements to next level')).toBeInTheDocument();
    expect(await within(achievements).findByRole('list', { name: 'Achievements' })).toBeVisible();
    const devices = within(card('Devices')).getByRole('list', { name: 'Logged-in devices' });
    expect(within(devices).getByText('iPhone 15 Pro')).toBeInTheDocument();
    expect(
      within(devices).getAllByText(/^[A-Z][a-z]+ \d\d, \d{4} \d\d:\d\d (am|pm)$/).length,
    ).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: /Delete Account/ })).toBeInTheDocument();
    expect(screen.queryByText('Your account has not been validated yet!')).not.toBeInTheDocument();
  });

  it('saves the personal information without a last name (it is optional)', async () => {
    await signIn('user@example.com');
    const { user } = await renderWithProviders(null, { url: '/profile' });
    await screen.findByRole('heading', { name: 'Profile' });
    await user.click(screen.getByLabelText('Edit personal information'));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(db().users.find((u) => u.id === 1)).toMatchObject({ lastName: null, displayName: null });
    expect(screen.queryByText('Last name is required')).toBeNull();
  });

  it('counts the filled fields of a new profile; names this browser among the devices', async () => {
    // the mock in a browser sees no User-Agent header: it names the browser by its own
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    );
    await signIn('new@example.com');
    await renderWithProviders(null, { url: '/profile' });
    const personal = await screen.findByText('8 of 14 fields filled');
    expect(personal).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');
    expect(within(card('Devices')).getByText('Safari on macOS')).toBeVisible();
  });

  it('hides the self-delete of the restricted kind', async () => {
    await signIn('restricted@example.com');
    await renderWithProviders(null, { url: '/profile' });
    await screen.findByText('Personal Information');
    expect(screen.queryByRole('button', { name: /Delete Account/ })).not.toBeInTheDocument();
  });
});

describe('not validated account', () => {
  it('resends the confirmation mail once, then waits 15 minutes', async () => {
    const session = startStorySession('pending@example.com')!;
    storeUserId(session.userId);
    const { user } = await renderWithProviders(null, { url: '/profile' });
    expect(await screen.findByText('Your account has not been validated yet!')).toBeVisible();
    const outbox = db().outbox.length;
    await user.click(screen.getByRole('button', { name: 'Resend Mail' }));
    expect(await screen.findByText('The confirmation mail was send successfully.')).toBeVisible();
    expect(db().outbox.length).toBe(outbox + 1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend Mail' })).toBeDisabled());
    expect(
      screen.getByText('The confirmation mail can only be resent every 15 minutes.'),
    ).toBeVisible();
  });
});

describe("another user's profile", () => {
  it("shows an admin another user's profile: Delete User, no password, newsletter read-only", async () => {
    await signIn('admin@example.com');
    await renderWithProviders(null, { url: '/profile/1' });
    expect(await screen.findByRole('heading', { name: 'Profile of Anna Becker' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Delete User/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Password/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Subscribe to the newsletter' })).toBeDisabled();
  });

  it("lets an admin edit another user without touching the admin's own session", async () => {
    await signIn('admin@example.com');
    const { user } = await renderWithProviders(null, { url: '/profile/1' });
    await screen.findByRole('heading', { name: 'Profile of Anna Becker' });
    await user.click(screen.getByLabelText('Edit personal information'));
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Annette');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(db().users.find((u) => u.id === 1)!.firstName).toBe('Annette');
    await waitFor(() =>
      expect(within(card('Personal Information')).getByText('Annette')).toBeVisible(),
    );
    expect(screen.getByLabelText('Account menu of Markus Weber')).toBeVisible();
  });

  it.each([
    ['a non-admin asking for another user', 'user@example.com', '/profile/2'],
    ['an admin asking for a user the server does not have', 'admin@example.com', '/profile/9999'],
  ])('shows %s the not-found page, without a notice (server 404)', async (_who, email, url) => {
    await signIn(email);
    const { router } = await renderWithProviders(null, { url });
    expect(await screen.findByText('Page not found!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.queryByText('Invalid Request')).toBeNull();
  });

  it('sends an admin to the users list with the notice when a profile cannot be loaded', async () => {
    await signIn('admin@example.com');
    const { router } = await renderWithProviders(null, { url: '/admin/users' });
    await screen.findByRole('heading', { level: 1 });
    scenarios.failing('getUser');
    await act(() => router.navigate('/profile/1'));
    expect(await screen.findByText('Internal Server Error')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });
});
