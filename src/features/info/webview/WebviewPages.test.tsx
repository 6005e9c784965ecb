/**
 * The phone app's webview pages through the app's route table against the mock: no shell, the
 * about page's version, notice and collapsible sections (licences generated from package.json),
 * the help page's sections, FAQ and regional support contact, not-found inside the webview.
 */
import { screen, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { renderWithProviders } from '@tests/utils/render';
import { TERMS_FACTS } from '../testing/termsFacts';
import { appVersionOf } from './AboutPage';

const open = (url: string, countryCode = 'de') => renderWithProviders(null, { url, countryCode });

describe('webview frame', () => {
  it.each([
    ['/info/webview/faq', 'FAQ'],
    ['/info/webview/tos', 'Terms of Use'],
    ['/info/webview/temp-block', 'Service unavailable'],
  ])('%s has no header, menu or footer', async (url, heading) => {
    await open(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toHaveClass('webview');
  });

  it('an unknown webview path is not found, still without a shell', async () => {
    await open('/info/webview/nothing-here');
    expect(await screen.findByText('Page not found!')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });

  it('/info/webview itself is not a page', async () => {
    await open('/info/webview');
    expect(await screen.findByText('Page not found!')).toBeVisible();
  });
});

describe('about', () => {
  it('shows the version the phone app passes, or the placeholder', () => {
    expect(appVersionOf('2.4.1')).toBe('2.4.1');
    expect(appVersionOf('3.0.0-beta.2')).toBe('3.0.0-beta.2');
    expect(appVersionOf(null)).toBe('x.x.x');
    expect(appVersionOf('<script>')).toBe('x.x.x');
    expect(appVersionOf('1'.repeat(41))).toBe('x.x.x');
  });

  it('has the notice and the collapsible imprint, terms, privacy and licences', async () => {
    const { user } = await open('/info/webview/about?version=2.4.1');
    expect(await screen.findByRole('heading', { level: 1, name: 'StripScan®' })).toBeVisible();
    expect(screen.getByText('Version 2.4.1')).toBeVisible();
    expect(screen.getByText(/reads only StripScan test strips/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Imprint' }));
    expect(await screen.findByRole('heading', { name: 'StripScan GmbH' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Privacy Statement' }));
    expect(await screen.findByText(/Art\. 6 \(1\) \(b\) GDPR/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open-source licences' }));
    const list = await screen.findByRole('list', { name: 'Open-source packages' });
    const react = within(list).getByRole('link', { name: 'react' });
    expect(react.getAttribute('href')).toMatch(/^https:\/\/github\.com\/[\w-]+\/react$/);
    expect(react.closest('li')).toHaveTextContent('Licence: MIT');
    expect(within(list).queryByText('msw')).toBeNull(); // a development tool, not shipped
  });

  it('shows a US visitor the same company with the US/Canada contact, and the terms', async () => {
    const { user } = await open('/info/webview/about', 'us');
    expect(await screen.findByText('Version x.x.x')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Imprint' }));
    expect(await screen.findByRole('heading', { name: 'StripScan GmbH' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'info-us@stripscan.example' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Terms of Use' }));
    const terms = await screen.findByText(/session cookie/);
    const panel = terms.closest('.ant-collapse-panel, .ant-collapse-item')!;
    for (const fact of TERMS_FACTS) expect(panel.textContent).toMatch(fact);
  });

  it.each(['de', 'ca'])('/info/webview/tos (%s) states what users agree to', async (code) => {
    await open('/info/webview/tos', code);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    const terms = screen.getByRole('article').textContent;
    for (const fact of TERMS_FACTS) expect(terms).toMatch(fact);
  });
});

describe('help', () => {
  it('explains measuring, results, sharing; has the FAQ and online resources', async () => {
    const { user } = await open('/info/webview/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    for (const name of ['Measure pH', 'Measure Nitrate', 'Results', 'Share and Export', 'FAQ'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getByText(/at least 2 seconds/)).toBeVisible();
    expect(screen.getByText(/must be between 1 and 12/)).toBeVisible();

    const category = db().faqCategories.find((c) => c.visible)!;
    expect(await screen.findByRole('heading', { level: 3, name: category.name })).toBeVisible();
    const item = db().faqItems.find((i) => i.visible && i.faqCategory === category.id)!;
    await user.click(screen.getByRole('button', { name: item.question }));
    expect(screen.getByRole('button', { name: item.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    expect(screen.getByRole('link', { name: 'How-to guides' })).toHaveAttribute(
      'href',
      '/info/webview/howTo',
    );
    expect(screen.getByRole('link', { name: 'support@stripscan.example' })).toBeVisible();
  });

  it('gives visitors from the USA and Canada their own support contact', async () => {
    await open('/info/webview/help', 'ca');
    expect(await screen.findByRole('link', { name: 'support-us@stripscan.example' })).toBeVisible();
    expect(screen.getByText(/for the USA and Canada/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'support@stripscan.example' })).toBeNull();
  });
});
