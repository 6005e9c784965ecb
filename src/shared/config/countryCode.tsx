/**
 * Country-code context: countryCode, a loading flag and `isUsOrCanada` (true when the code
 * contains 'us' or 'ca'). It drives the footer text and logo, the support contact and the
 * privacy and terms variants. src/app/CountryCodeProvider asks the server once at start;
 * FixedCountryCode provides a known code.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface CountryCodeState {
  countryCode: string | null;
  loading: boolean;
  isUsOrCanada: boolean;
}

export const isUsOrCanadaCode = (code: string | null | undefined): boolean =>
  !!code && (code.toLowerCase().includes('us') || code.toLowerCase().includes('ca'));

export const countryCodeState = (
  countryCode: string | null,
  loading: boolean,
): CountryCodeState => ({
  countryCode,
  loading,
  isUsOrCanada: isUsOrCanadaCode(countryCode),
});

export const CountryCodeContext = createContext<CountryCodeState>(countryCodeState(null, false));

/** A fixed country code without a server call (stories, tests, webviews that already know it). */
export function FixedCountryCode({ code, children }: { code: string | null; children: ReactNode }) {
  const value = useMemo(() => countryCodeState(code, false), [code]);
  return <CountryCodeContext.Provider value={value}>{children}</CountryCodeContext.Provider>;
}

export function useCountryCode(): CountryCodeState {
  return useContext(CountryCodeContext);
}
