import { screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { paths } from '@/shared/config/paths';
import { Footer } from './Footer';
import { renderUi } from '@tests/utils/render';

async function renderFooter(code: string | null, path: string = paths.dashboard) {
  return await renderUi(
    <MemoryRouter initialEntries={[path]}>
      <FixedCountryCode code={code}>
        <Footer />
      </FixedCountryCode>
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links to the info pages and feedback', async () => {
    await renderFooter('de');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', paths.info.faq);
    expect(screen.getByRole('link', { name: 'How-to' })).toHaveAttribute('href', paths.info.howTo);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      paths.info.termsOfUse,
    );
    expect(screen.getByRole('link', { name: 'Privacy Statement' })).toHaveAttribute(
      'href',
      paths.info.privacy,
    );
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      paths.info.imprint,
    );
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('target', '_blank');
  });

  it('shows the non-US copyright line and logo', async () => {
    await renderFooter('de');
    expect(screen.getByText('© 2022 StripScan GmbH')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'StripScan logo' })).toBeInTheDocument();
  });

  it.each(['us', 'ca'])('shows the US/Canada variant for %s', async (code) => {
    await renderFooter(code);
    expect(screen.getByText('© 2022 StripScan Inc. (US/Canada)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'StripScan Inc. logo' })).toBeInTheDocument();
  });

  it('is hidden on the temporary-block page', async () => {
    await renderFooter('de', paths.info.tempBlock);
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/© 2022/)).not.toBeInTheDocument();
  });

  it('opens the technical support dialog', async () => {
    await renderFooter('de');
    await userEvent.click(screen.getByRole('button', { name: 'Technical Support' }));
    expect(await screen.findByRole('dialog', { name: 'Technical Support' })).toBeInTheDocument();
  });
});
