/** Test helper: the whole app (guards, AppLayout with this panel) around a placeholder page. */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';

export const TEST_PAGE = '/notifications-test-page';

export async function renderApp(url = TEST_PAGE) {
  return await renderWithProviders(null, {
    url,
    extraRoutes: [{ path: TEST_PAGE, policy: 'loggedIn', element: <p>Test page</p> }],
  });
}

export const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });

/** A section of the open panel ('New notifications' / 'Previous notifications'). */
export const section = async (name: string) => within(await screen.findByRole('region', { name }));

/** Titles in a section, in display order. */
export const titlesIn = async (name: string) =>
  (await section(name))
    .queryAllByRole('listitem')
    .map((li) => within(li).getAllByRole('button')[0].textContent);
