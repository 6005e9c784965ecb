/**
 * The admin screens through the app's route table and the real mock handlers: the dashboard
 * tiles and their warnings, the newsletter export, the users list, the two result lists and
 * the admin analyses list; a regular user typing an admin address lands on their home.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { db } from '@mocks/db/store';
import { renderWithProviders, signIn } from '@tests/utils/render';

const asAdmin = async (url: string) => {
  await signIn('admin@example.com');
  return renderWithProviders(null, { url });
};

describe('admin dashboard', () => {
  it('shows the four counts; Registered Users passes the warning first', async () => {
    const { user, router } = await asAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const d = db();
    // the people the users list holds: every account not deleted
    const users = d.users.filter((u) => u.deletedAt === null).length;
    const tile = await screen.findByRole('link', {
      name: `Registered Users ${users.toLocaleString('en-US')}`,
    });
    const analyses = d.analyses.filter((a) => !a.discarded).length;
    expect(
      screen.getByRole('link', { name: `Analyses ${analyses.toLocaleString('en-US')}` }),
    ).toBeVisible();

    await user.click(tile);
    const warning = await screen.findByRole('dialog', { name: /Registered Users Data/ });
    expect(within(warning).getByText(/encrypted and protected with a password/)).toBeVisible();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await user.click(tile);
    await user.click(
      within(await screen.findByRole('dialog', { name: /Registered Users Data/ })).getByRole(
        'button',
        { name: 'Continue' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registered Users' }),
    ).toBeVisible();
  });

  it('exports the newsletter subscribers after its warning', async () => {
    const { user } = await asAdmin('/admin/dashboard');
    vi.mocked(saveAs).mockClear();
    await user.click(await screen.findByRole('button', { name: /Export Newsletter Data/ }));
    const warning = await screen.findByRole('dialog', { name: /Export Newsletter Data/ });
    await user.click(within(warning).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    const [blob] = vi.mocked(saveAs).mock.calls[0]!;
    const text = await (blob as Blob).text();
    const subscribers = db().users.filter((u) => u.deletedAt === null && u.newsletterActive);
    for (const u of subscribers) expect(text).toContain(u.email);
    const others = db().users.filter((u) => !u.newsletterActive);
    for (const u of others) expect(text).not.toContain(u.email);
  });

  it('a regular user typing an admin address lands on their home', async () => {
    await signIn('user@example.com');
    const { router } = await renderWithProviders(null, { url: '/admin/users' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('admin lists', () => {
  it('the users list links each name to the profile', async () => {
    const { user } = await asAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'Registered users' });
    await user.type(screen.getByRole('searchbox'), 'user@example.com{Enter}');
    const anna = await within(table).findByRole('link', { name: 'Anna Becker' });
    expect(anna).toHaveAttribute('href', '/profile/1');
    for (const title of ['E-mail', 'Results', 'pH Results', 'NO3- Results', 'Company'])
      expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${title}`) }),
      ).toBeVisible();
  });

  it('the successful and discarded lists show every user, the pseudonymous creator', async () => {
    await asAdmin('/admin/result-list/discarded');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discarded Result List' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Discarded Result List' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).queryByText('Anna Becker')).toBeNull();
    for (const name of ['Analysis from all results', 'All parameter', 'Create analysis'])
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  });

  it('the admin analyses list has the owner column', async () => {
    await asAdmin('/admin/analyses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyses' })).toBeVisible();
    const owner = await screen.findAllByRole('link', { name: 'Anna Becker' });
    expect(owner[0]).toHaveAttribute('href', '/profile/1');
  });
});
