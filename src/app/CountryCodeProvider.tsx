/**
 * Asks the server for the visitor's country code once at start (the header of the company
 * search, see src/api/countryCode.ts) and provides it to the tree (see useCountryCode). The call
 * waits until the page has loaded: the first page's scripts and pictures come first on a slow
 * network, the footer's US/Canada variant follows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { fetchCountryCode } from '@/api/countryCode';
import { afterPageLoad } from '@/shared/lib/afterPageLoad';
import {
  CountryCodeContext,
  countryCodeState,
  type CountryCodeState,
} from '@/shared/config/countryCode';

export function CountryCodeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CountryCodeState>(() => countryCodeState(null, true));
  useEffect(() => {
    const controller = new AbortController();
    let active = true;
    const ask = () =>
      void fetchCountryCode(controller.signal).then((code) => {
        if (active) setState(countryCodeState(code, false));
      });
    const cancel = afterPageLoad(ask);
    return () => {
      active = false;
      cancel();
      controller.abort();
    };
  }, []);
  return <CountryCodeContext.Provider value={state}>{children}</CountryCodeContext.Provider>;
}
