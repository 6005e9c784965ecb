/**
 * Info page journeys against the build:demo app: a visitor follows every footer link to a real
 * page; the registration's Terms of Use and newsletter privacy links open their pages; the mock's
 * country switch flips the privacy statement; an unknown /info path is not found.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkScreen, open, sessionPerTest } from './browser';

const s = sessionPerTest();

describe('info pages', () => {
  it('a visitor follows every footer link to a real page', async () => {
    const { page } = s;
    const links: [string, string, string][] = [
      ['FAQs', '/info/faq', 'FAQ'],
      ['How-to', '/info/how-to', 'How-to'],
      ['Terms of Use', '/info/terms-of-use', 'Terms of Use'],
      ['Privacy Statement', '/info/privacy-statement', 'Privacy Statement'],
      ['Imprint', '/info/imprint', 'Imprint'],
    ];
    await open(page, '/login');
    for (const [name, path, heading] of links) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }).click();
      await page.waitForURL(`${BASE_URL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // the FAQ shows the administrators' content: a question opens its answer
    await open(page, '/info/faq');
    const first = page.getByRole('button', { expanded: false }).first();
    const name = (await first.textContent())?.trim() ?? '';
    const question = page.getByRole('button', { name, exact: true });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await checkScreen(page, 'info-faq-open');
    expect(s.errors).toEqual([]);
  });

  it("the registration's Terms of Use and newsletter privacy links open their pages", async () => {
    const { page } = s;
    await open(page, '/register');
    for (const [name, heading] of [
      ['Terms of Use', 'Terms of Use'],
      ['newsletter privacy statement', 'Privacy Statement Newsletter'],
    ]) {
      const popup = page.waitForEvent('popup');
      await page
        .getByRole('region', { name: 'Registration' })
        .getByRole('link', { name, exact: true })
        .click();
      const tab = await popup;
      await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
      await tab.close();
    }
  });

  it('the country switch flips the privacy statement; unknown /info paths are not found', async () => {
    const { page } = s;
    await open(page, '/info/privacy-statement');
    await page.getByText(/GDPR/).first().waitFor();
    await open(page, '/info/privacy-statement?mockCountry=us');
    await page.getByText(/California Consumer Privacy Act/).waitFor();
    await checkScreen(page, 'info-privacy-us');
    await open(page, '/info/nothing-here');
    await page.getByText('Page not found!').waitFor();
  });
});
