/**
 * Manage Parameters through the app's route table and the real mock handlers: the product's
 * default page size, 10 cards a page; the seeded citations written as chemists write them.
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

  it('shows the seeded ions with subscript and superscript: NO₃⁻, NH₄⁺, PO₄³⁻', async () => {
    await signIn('admin@example.com');
    await renderWithProviders(null, { url: '/admin/manageParameters' });
    const list = await screen.findByRole('list', { name: 'Parameters' });
    const citation = async (name: string) => {
      const card = within(list)
        .getAllByRole('listitem')
        .find((el) => within(el).queryByRole('switch', { name: `Visible: ${name}` }))!;
      const term = within(card).getByText('Citation');
      const value = term.closest('tr')!.querySelector('.ant-descriptions-item-content')!;
      return {
        text: value.textContent,
        sub: [...value.querySelectorAll('sub')].map((e) => e.textContent),
        sup: [...value.querySelectorAll('sup')].map((e) => e.textContent),
      };
    };
    await within(list).findByRole('switch', { name: 'Visible: Nitrate' });
    expect(await citation('Nitrate')).toEqual({ text: 'NO3-', sub: ['3'], sup: ['-'] });
    expect(await citation('Ammonium')).toEqual({ text: 'NH4+', sub: ['4'], sup: ['+'] });
    expect(await citation('Phosphate')).toEqual({ text: 'PO43-', sub: ['4'], sup: ['3-'] });
  });
});
