/**
 * Asks the server for the visitor's country code once on mount (the header of the company
 * search, see src/api/countryCode.ts) and provides it to the tree (see useCountryCode).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { fetchCountryCode } from '@/api/countryCode';
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
    void fetchCountryCode(controller.signal).then((code) => {
      if (active) setState(countryCodeState(code, false));
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, []);
  return <CountryCodeContext.Provider value={state}>{children}</CountryCodeContext.Provider>;
}
