/**
 * A dead link (an address naming a record the server does not have) shows the not-found page
 * and nothing else: no notice beside it, for every kind of detail page, through the app's route
 * table and the real mock handlers.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';

const UNKNOWN_SHARE = '0123456789abcdef0123456789abcdef';

describe('a dead link', () => {
  it.each([
    ['an analysis', 'user@example.com', '/analyses/987654'],
    ['a result', 'user@example.com', '/results/987654'],
    ['a share', null, `/share/snapshot/results/${UNKNOWN_SHARE}`],
    ['a parameter', 'admin@example.com', '/admin/editParameter/987654'],
    ['a notification', 'admin@example.com', '/admin/notification/987654'],
    ["a user's profile", 'admin@example.com', '/profile/987654'],
  ])('to %s shows the not-found page and no notice', async (_kind, email, url) => {
    if (email) await signIn(email);
    const { store, router } = await renderWithProviders(null, { url });
    expect(await screen.findByText('Page not found!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
    // every call the page made has been answered, and its notices (if any) are shown
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).filter((q) => q?.status === 'pending'),
      ).toEqual([]),
    );
    await act(async () => {});
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
  });
});
