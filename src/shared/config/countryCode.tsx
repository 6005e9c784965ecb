/**
 * Country-code context (spec 1, section 3): countryCode, a loading flag and `isUsOrCanada`
 * (true when the code contains 'us' or 'ca'). It drives the footer text and logo, the support
 * contact and the privacy and terms variants. The code is queried once at start.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchCountryCode } from '@/api/countryCode';

export interface CountryCodeState {
  countryCode: string | null;
  loading: boolean;
  isUsOrCanada: boolean;
}

export const isUsOrCanadaCode = (code: string | null | undefined): boolean =>
  !!code && (code.toLowerCase().includes('us') || code.toLowerCase().includes('ca'));

const stateOf = (countryCode: string | null, loading: boolean): CountryCodeState => ({
  countryCode,
  loading,
  isUsOrCanada: isUsOrCanadaCode(countryCode),
});

const CountryCodeContext = createContext<CountryCodeState>(stateOf(null, false));

/** Queries the country code once on mount and provides it to the tree. */
export function CountryCodeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CountryCodeState>(() => stateOf(null, true));
  useEffect(() => {
    const controller = new AbortController();
    let active = true;
    void fetchCountryCode(controller.signal).then((code) => {
      if (active) setState(stateOf(code, false));
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, []);
  return <CountryCodeContext.Provider value={state}>{children}</CountryCodeContext.Provider>;
}

/** A fixed country code without a server call (stories, tests, webviews that already know it). */
export function FixedCountryCode({ code, children }: { code: string | null; children: ReactNode }) {
  const value = useMemo(() => stateOf(code, false), [code]);
  return <CountryCodeContext.Provider value={value}>{children}</CountryCodeContext.Provider>;
}

export function useCountryCode(): CountryCodeState {
  return useContext(CountryCodeContext);
}
