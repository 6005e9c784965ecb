/** Helpers of the profile's component tests: open the real app at /profile as a demo user. */
import { screen, within } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';

/** Loads the lazy page module once, outside the first test's time budget. */
export const warmUp = () => import('../pages/ProfilePage');

export async function openProfile(email = 'user@example.com', url = '/profile') {
  const id = await signIn(email);
  const r = await renderWithProviders(null, { url });
  await screen.findByText('Personal Information');
  return { ...r, id };
}

/** The card with this title. */
export const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;

/** Clicks a button found by its aria-label or its text, and returns the dialog it opens. */
export async function openDialog(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  button: string,
) {
  await user.click(
    screen.queryByLabelText(button) ?? screen.getByText(button, { selector: 'button span' }),
  );
  return screen.findByRole('dialog');
}

export const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save' });
