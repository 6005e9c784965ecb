/**
 * Info page journeys against the build:demo app: a visitor follows every footer link to a real
 * page; the registration's Terms of Use and newsletter privacy links open their pages; the mock's
 * country switch flips the privacy statement; an unknown /info path is not found. The phone
 * app's webview pages at 390 px: no shell, grey, no sideways scrolling; about's version and
 * licences; help's regional support contact; app download on an Android phone.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, navigate, newSession, open, PASSWORD, sessionPerTest } from './browser';
import { checkScreen, settled, shot } from './screens';

describe('info pages', () => {
  const s = sessionPerTest();

  it('a visitor follows every footer link to a real page', async () => {
    const { page } = s;
    // the FAQ's questions and the how-to guides come from the server after the page's heading;
    // the next click waits for them (and the guides' images), as they push the footer down
    const main = page.getByRole('main');
    const links: [string, string, string, Locator | null][] = [
      ['FAQs', '/info/faq', 'FAQ', main.getByRole('button', { expanded: false })],
      ['How-to', '/info/how-to', 'How-to', main.getByRole('heading', { level: 2 })],
      ['Terms of Use', '/info/terms-of-use', 'Terms of Use', null],
      ['Privacy Statement', '/info/privacy-statement', 'Privacy Statement', null],
      ['Imprint', '/info/imprint', 'Imprint', null],
    ];
    await open(page, '/login');
    for (const [name, path, heading, content] of links) {
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name }).click();
      await page.waitForURL(`${BASE_URL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (content) await content.first().waitFor();
      await settled(page);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    // the FAQ shows the administrators' content: a question opens its answer
    await navigate(page, '/info/faq');
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
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

  it('FAQ content an administrator writes through the mock appears on /info/faq, sanitized', async () => {
    const { page } = s;
    await open(page, '/info/faq');
    await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
    // the admin operations of the contract, called in the page as the admin screens will
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ([method, path, body]) => {
          const res = await fetch(`/api${path}`, {
            method,
            headers: { 'Content-Type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, body: await res.json().catch(() => null) };
        },
        [method, path, body] as const,
      );
    expect(
      (await api('POST', '/login', { email: 'admin@example.com', password: PASSWORD })).status,
    ).toBe(200);
    const category = await api('POST', '/faq_categories', {
      categoryName: 'Water chemistry',
      visible: true,
    });
    expect(category.status).toBe(201);
    const item = await api('POST', '/faq_items', {
      question: 'Which unit does nitrate use?',
      answer: '<p>mg/L of NO__3__<sup>-</sup></p><img src="x" onerror="window.__pwned = true">',
      faqCategory: category.body.id,
      visible: true,
    });
    expect(item.status).toBe(201);
    expect((await api('POST', '/logout')).status).toBeLessThan(300);

    await open(page, '/info/faq');
    await page.getByRole('heading', { level: 2, name: 'Water chemistry' }).waitFor();
    await page.getByRole('button', { name: 'Which unit does nitrate use?' }).click();
    const answer = page.locator('.rich-text').filter({ hasText: 'mg/L of NO' });
    await answer.waitFor();
    expect(await answer.locator('sup').first().textContent()).toBe('3');
    expect(await answer.locator('[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  it('the country switch flips the privacy statement; unknown /info paths are not found', async () => {
    const { page } = s;
    await open(page, '/info/privacy-statement');
    await page.getByText(/GDPR/).first().waitFor();
    await open(page, '/info/privacy-statement?mockCountry=us');
    await page.getByText(/California Consumer Privacy Act/).waitFor();
    await checkScreen(page, 'info-privacy-us');
    await navigate(page, '/info/nothing-here');
    await page.getByText('Page not found!').waitFor();
  });
});

describe('webview pages', () => {
  const phone = sessionPerTest({ width: 390, height: 844 });
  const pages: [string, string][] = [
    ['about', 'StripScan®'],
    ['help', 'Help'],
    ['faq', 'FAQ'],
    ['howTo', 'How-to'],
    ['imprint', 'Imprint'],
    ['privacy', 'Privacy Statement'],
    ['newsletter-privacy', 'Privacy Statement Newsletter'],
    ['tos', 'Terms of Use'],
    ['temp-block', 'Service unavailable'],
    ['no-such-page', 'Page not found!'],
  ];

  it('render at 390 px without a shell, on grey, with no horizontal scroll', async () => {
    const { page } = phone;
    for (const [path, heading] of pages) {
      await navigate(page, `/info/webview/${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await settled(page);
      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        background: getComputedStyle(document.querySelector('main')!).backgroundColor,
        navigations: document.querySelectorAll('nav, header, footer').length,
      }));
      expect({ path, ...layout }).toEqual({
        path,
        overflow: 0,
        background: 'rgb(240, 242, 245)',
        navigations: 0,
      });
    }
    expect(phone.errors).toEqual([]);
  });

  it('about: the version the app passes, the supported strips notice, the licences', async () => {
    const { page } = phone;
    await open(page, '/info/webview/about?version=2.4.1');
    await page.getByText('Version 2.4.1').waitFor();
    await page.getByText(/reads only StripScan test strips/).waitFor();
    await page.getByRole('button', { name: 'Open-source licences' }).click();
    const list = page.getByRole('list', { name: 'Open-source packages' });
    await list.getByRole('link', { name: 'react', exact: true }).waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(50);
    await shot(page, 'webview-about-licences');
  });

  it('help: the regional support contact follows the country code', async () => {
    const { page } = phone;
    await open(page, '/info/webview/help');
    await page.getByRole('link', { name: 'support@stripscan.example' }).waitFor();
    await open(page, '/info/webview/help?mockCountry=us');
    await page.getByRole('link', { name: 'support-us@stripscan.example' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Measure Nitrate' }).waitFor();
    await shot(page, 'webview-help-us');
  });

  it('app-download sends an Android phone to Google Play', async () => {
    const android = await newSession(
      { width: 390, height: 844 },
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    );
    try {
      // no internet here: the store answers from the test
      await android.context.route('https://play.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title>' }),
      );
      await android.page.goto(`${BASE_URL}/info/webview/app-download`);
      await android.page.waitForURL(/^https:\/\/play\.google\.com\//);
    } finally {
      await android.context.close();
    }
  });
});
