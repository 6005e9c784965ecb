/**
 * Manage Parameters' pages through the app's route table and the real mock handlers: the
 * product's default page size, 10 cards a page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { renderWithProviders, signIn } from '@tests/utils/render';

describe('Manage Parameters pages', () => {
  it('asks for and shows 10 parameters a page', async () => {
    const d = db();
    const draft = d.parameters.find((p) => p.id === 6)!;
    // 12 parameters: the 6 of the seed and 6 more drafts
    for (let n = 1; n <= 6; n++)
      d.parameters.push({ ...draft, id: 100 + n, name: `Extra ${n}`, displayedName: `Extra ${n}` });
    const asked: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/parameters') && url.searchParams.get('pagination') === 'true')
        asked.push(url.searchParams.get('itemsPerPage'));
    });
    await signIn('admin@example.com');
    const { user } = await renderWithProviders(null, { url: '/admin/manageParameters' });
    const list = await screen.findByRole('list', { name: 'Parameters' });
    const cards = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((el) => el.parentElement === list);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(asked).toEqual(['10']);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
