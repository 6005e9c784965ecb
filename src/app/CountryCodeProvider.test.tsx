import { render, screen } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { addFailure, setCountry } from '@mocks/controls/actions';
import { fetchCountryCode } from '@/api/countryCode';
import { useCountryCode } from '@/shared/config/countryCode';
import { CountryCodeProvider } from './CountryCodeProvider';
import { renderUi, TestUi } from '@tests/utils/render';

function Probe() {
  const { countryCode, loading, isUsOrCanada } = useCountryCode();
  return (
    <p>{loading ? 'loading' : `${countryCode ?? 'none'} ${isUsOrCanada ? 'us-ca' : 'other'}`}</p>
  );
}

const renderProvider = async () =>
  await renderUi(
    <CountryCodeProvider>
      <Probe />
    </CountryCodeProvider>,
  );

describe('country code provider', () => {
  it('reads the code from the company search header of the mock server', async () => {
    expect(await fetchCountryCode()).toBe('de');
  });

  it('provides the code after loading', async () => {
    // rendered without waiting, to see the loading state before the server answers
    render(
      <CountryCodeProvider>
        <Probe />
      </CountryCodeProvider>,
      { wrapper: TestUi },
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('de other')).toBeInTheDocument();
  });

  it.each(['us', 'ca'])(
    'flags a visitor from %s (country set in the mock server)',
    async (code) => {
      await setCountry(code, () => {});
      await renderProvider();
      expect(await screen.findByText(`${code} us-ca`)).toBeInTheDocument();
    },
  );

  it('has no code when the call fails', async () => {
    addFailure('searchCompanies', 'network');
    await renderProvider();
    expect(await screen.findByText('none other')).toBeInTheDocument();
  });
});
