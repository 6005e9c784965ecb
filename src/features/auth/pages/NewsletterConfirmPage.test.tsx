import { screen, waitFor } from '@testing-library/react';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { call } from '@tests/utils/apiClient';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';

const userBy = (email: string) => db().users.find((u) => u.email === email)!;
const newsletterLink = (to: string) =>
  db()
    .outbox.filter((m) => m.to === to && m.kind === 'newsletter')
    .at(-1)!.link;
const notice = () => document.querySelector('.ant-notification-notice');

describe('NewsletterConfirmPage', () => {
  it('confirms for a visitor, says so and goes to base', async () => {
    await signIn('new@example.com');
    await call('POST', '/users/newsletter', { newsletterActive: true });
    await call('POST', '/logout');
    localStorage.clear();
    scenarios.slow(200); // long enough to see the progress text
    const r = await renderWithProviders(null, { url: newsletterLink('new@example.com') });
    expect(await screen.findByText('Confirm newsletter activation')).toBeInTheDocument();
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Your registration to the newsletter has been confirmed.'),
    );
    expect(userBy('new@example.com').newsletterActive).toBe(true);
  });

  it('confirms for the logged-in user and goes home', async () => {
    await signIn('new@example.com');
    await call('POST', '/users/newsletter', { newsletterActive: true });
    const r = await renderWithProviders(null, { url: newsletterLink('new@example.com') });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Your registration to the newsletter has been confirmed.'),
    );
    expect(userBy('new@example.com').newsletterActive).toBe(true);
  });

  it('goes to base on 400', async () => {
    const r = await renderWithProviders(null, { url: '/confirm/newsletter/unknown-token' });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    expect(
      screen.queryByText('Your registration to the newsletter has been confirmed.'),
    ).toBeNull();
  });

  it('a user whose newsletter is already active goes to base without a call', async () => {
    await signIn('user@example.com');
    const me = userBy('user@example.com');
    expect(me.newsletterActive).toBe(true);
    Object.assign(me, { newsletterToken: 'still-unused', newsletterTokenCreatedAt: now() });
    const r = await renderWithProviders(null, { url: '/confirm/newsletter/still-unused' });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    expect(me.newsletterToken).toBe('still-unused');
    expect(notice()).toBeNull();
  });
});
