/**
 * The info pages through the app's route table against the real mock handlers: FAQ and how-to
 * show what administrators manage (only visible content), the legal texts and the imprint
 * follow the country code, temp-block hides the footer, app download redirects by device.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { call, loginAs } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { TERMS_FACTS } from '../testing/termsFacts';
import { leaveTo } from '../utils/leaveTo';

vi.mock('../utils/leaveTo', () => ({ leaveTo: vi.fn() }));

const open = (url: string, countryCode = 'de') => renderWithProviders(null, { url, countryCode });

describe('FAQ', () => {
  it('shows the visible categories and questions; answers expand with superscripts', async () => {
    const { user } = await open('/info/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const asked = (c: { id: number }) =>
      db().faqItems.some((i) => i.visible && i.faqCategory === c.id);
    const visible = db().faqCategories.filter((c) => c.visible && asked(c));
    // hidden ones, and a visible one without a visible question (the seed's 'Accounts')
    const notShown = db().faqCategories.filter((c) => !c.visible || !asked(c));
    expect(notShown.map((c) => c.name)).toContain('Accounts');
    // the title shows at once; the categories come with the FAQ list
    for (const c of visible)
      expect(await screen.findByRole('heading', { name: c.name })).toBeVisible();
    for (const c of notShown) expect(screen.queryByRole('heading', { name: c.name })).toBeNull();
    expect(screen.queryByText('There are no questions in this category yet.')).toBeNull();

    const item = db().faqItems.find(
      (i) => i.visible && visible.some((c) => c.id === i.faqCategory),
    )!;
    await user.click(screen.getByRole('button', { name: item.question }));
    const answer = await screen.findByText((_, el) => el?.classList.contains('rich-text') ?? false);
    expect(answer).toBeVisible();
  });

  it('drops a question once an administrator hides it', async () => {
    const item = db().faqItems.find((i) => i.visible)!;
    await loginAs('admin@example.com');
    const res = await call('PUT', `/faq/faqitem/${item.id}/update`, {
      question: item.question,
      answer: item.answer,
      faqCategory: item.faqCategory,
      visible: false,
    });
    expect(res.status).toBeLessThan(300);
    await call('POST', '/logout');
    await open('/info/faq');
    // once another visible question of a visible category is listed, the list has loaded
    const shownCategories = db()
      .faqCategories.filter((c) => c.visible)
      .map((c) => c.id);
    const other = db().faqItems.find(
      (i) => i.visible && i.id !== item.id && shownCategories.includes(i.faqCategory),
    )!;
    expect(await screen.findByRole('button', { name: other.question })).toBeVisible();
    expect(screen.queryByRole('button', { name: item.question })).toBeNull();
  });

  it('shows no empty category even when a server lists one', async () => {
    server.use(
      http.get('*/api/faqs', () =>
        HttpResponse.json([
          { id: 3, name: 'Accounts', visible: true, position: 1, faqItems: [] },
          {
            id: 1,
            name: 'General',
            visible: true,
            position: 2,
            faqItems: [
              {
                id: 1,
                question: 'Q?',
                answer: '<p>A.</p>',
                faqCategory: 1,
                visible: true,
                position: 1,
              },
            ],
          },
        ]),
      ),
    );
    await open('/info/faq');
    expect(await screen.findByRole('heading', { name: 'General' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Accounts' })).toBeNull();
  });

  it('has an empty and an error state', async () => {
    for (const c of db().faqCategories) c.visible = false;
    await open('/info/faq');
    expect(await screen.findByText('There are no questions yet.')).toBeVisible();
  });

  it('offers a retry when the FAQ cannot be loaded', async () => {
    scenarios.failing('listFaqs');
    await open('/info/faq');
    expect(await screen.findByText('An error occurred.')).toBeVisible();
  });
});

describe('How-to', () => {
  it('shows the visible guides with their HTML', async () => {
    await open('/info/how-to');
    expect(await screen.findByRole('heading', { level: 1, name: 'How-to' })).toBeVisible();
    // the page's title shows while the guides still load: wait for the first guide
    const shown = db().howToItems.filter((h) => h.visible);
    expect(shown.length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: shown[0].title })).toBeVisible();
    for (const h of db().howToItems) {
      const heading = screen.queryByRole('heading', { name: h.title });
      if (h.visible) expect(heading).toBeVisible();
      else expect(heading).toBeNull();
    }
  });
});

describe('legal pages and imprint', () => {
  it('show the variant of the country code, dated 10.04.2018', async () => {
    await open('/info/privacy-statement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Statement' }),
    ).toBeVisible();
    expect(screen.getByText('Last updated: 10.04.2018')).toBeVisible();
    expect(screen.getByText(/Art\. 6 \(1\) \(b\) GDPR/)).toBeVisible();
  });

  it('switch to the US/Canada variant', async () => {
    await open('/info/privacy-statement', 'us');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Statement' });
    expect(screen.getByText(/California Consumer Privacy Act/)).toBeVisible();
    expect(screen.queryByText(/GDPR/)).toBeNull();
  });

  it('imprint: one company for every region; only the contact differs', async () => {
    const imprintOf = async (countryCode: string) => {
      const { unmount } = await open('/info/imprint', countryCode);
      await screen.findByRole('heading', { level: 1, name: 'Imprint' });
      const article = screen.getByRole('article');
      const contact = within(article).getByTestId('imprint-contact').textContent;
      const facts = Array.from(article.querySelectorAll('h2, address, p'))
        .filter((el) => el.getAttribute('data-testid') !== 'imprint-contact')
        .map((el) => el.textContent);
      unmount();
      return { contact, facts };
    };
    const world = await imprintOf('de');
    const northAmerica = await imprintOf('ca');
    expect(world.facts).toContain('StripScan GmbH');
    expect(northAmerica.facts).toEqual(world.facts);
    expect(world.contact).toBe('Contact: info@stripscan.example, +49 6151 000 100');
    expect(northAmerica.contact).toBe(
      'Contact for the USA and Canada: info-us@stripscan.example, +1 781 000 0100',
    );
  });

  it.each(['de', 'us'])('terms of use (%s) state what users agree to', async (countryCode) => {
    await open('/info/terms-of-use', countryCode);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    const terms = screen.getByRole('article').textContent;
    for (const fact of TERMS_FACTS) expect(terms).toMatch(fact);
  });

  it('terms of use and newsletter privacy are there too', async () => {
    await open('/info/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await open('/info/privacy-statement-newsletter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Statement Newsletter' }),
    ).toBeVisible();
  });
});

describe('temp-block, app download, unknown paths, shells', () => {
  it('temp-block says why and hides the footer', async () => {
    await open('/info/temp-block');
    expect(
      await screen.findByText(
        'This service is temporarily unavailable in your country. We are working on a fix. Thank you for your patience.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Learn more about the StripScan® app' })).toBeVisible();
  });

  it('app download says Redirecting... and leaves for the store of the device', async () => {
    await open('/info/app-download');
    expect(await screen.findByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    // jsdom's user agent is neither Android nor iOS: the product website
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://www.example.com/stripscan'));
  });

  it('an unknown /info path is not found', async () => {
    await open('/info/nothing-here');
    expect(await screen.findByText('Page not found!')).toBeVisible();
  });

  it('uses the signed-in shell for a user', async () => {
    await signIn('user@example.com');
    await open('/info/imprint');
    await screen.findByRole('heading', { level: 1, name: 'Imprint' });
    expect(await screen.findByText('Results')).toBeInTheDocument(); // the signed-in shell's tabs
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Imprint' })).toBeVisible();
  });
});
