/**
 * The visitor's country code. The server reports it only as the `X-Country-Code` header of the
 * company search (`searchCompanies`, GET /companies?term=M), and the generated RTK Query hooks do
 * not expose response headers. This is the one place that reads it: it calls the shared
 * `baseQuery` directly (same base URL, credentials and `Pragma: no-cache` as every other call)
 * outside the Redux store, once at start (see src/app/CountryCodeProvider.tsx).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery } from './baseApi';

export const COUNTRY_CODE_HEADER = 'X-Country-Code';

/** A minimal BaseQueryApi for a call outside the store (nothing reads state here). */
function standaloneApi(signal: AbortSignal): BaseQueryApi {
  return {
    signal,
    abort: () => {},
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'searchCompanies',
    type: 'query',
  };
}

/** The lowercase two-letter code, or null when the call fails or the header is missing. */
export async function fetchCountryCode(
  signal: AbortSignal = new AbortController().signal,
): Promise<string | null> {
  try {
    const result = await baseQuery(
      { url: '/companies', params: { term: 'M' } },
      standaloneApi(signal),
      {},
    );
    const code = result.meta?.response?.headers.get(COUNTRY_CODE_HEADER);
    return code ? code.toLowerCase() : null;
  } catch {
    return null;
  }
}
