/**
 * The one empty createApi the generated endpoints are injected into (src/api/generated).
 * Base path /api, header `Pragma: no-cache`, credentials included (session cookie); a read the
 * first HTML started already is taken over (earlyReads.ts).
 * Responses are parsed by content type: JSON, text, or a Blob for images and export files
 * (a File named after Content-Disposition when the server names it).
 */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, API_CREDENTIALS, API_HEADER, fetchWithEarlyReads } from './earlyReads';
import { recordServerDate } from './serverTime';

export { API_BASE_PATH };

/** Absolute in the browser and in jsdom (RTK Query needs an absolute URL there). */
const baseUrl =
  typeof window !== 'undefined' ? `${window.location.origin}${API_BASE_PATH}` : API_BASE_PATH;

export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

async function responseHandler(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : null;
  }
  if (contentType.startsWith('text/') && !contentType.includes('csv')) return response.text();
  const bytes = await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const name = fileNameFromDisposition(response.headers.get('content-disposition'));
  return name ? new File([bytes], name, { type }) : new Blob([bytes], { type });
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl,
  credentials: API_CREDENTIALS,
  prepareHeaders: (headers) => {
    headers.set(...API_HEADER);
    return headers;
  },
  responseHandler,
  // the reads the first HTML may have started already (earlyReads.ts); RTK Query always passes
  // a Request, and the global fetch is looked up at each call (tests replace it)
  fetchFn: (input) => fetchWithEarlyReads(input as Request),
});

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  recordServerDate(result.meta?.response?.headers.get('date'));
  return result;
};

// Cache tag types: records (by id, with 'LIST' for their lists) and data without records
// ('Overview', 'AdminDashboard'). 'User' is an account; 'AdminUser' a row of the users list.
export const tagTypes = [
  'User',
  'AdminUser',
  'Parameter',
  'Result',
  'Analysis',
  'Share',
  'Notification',
  'Achievement',
  'Overview',
  'Package',
  'Faq',
  'FaqItem',
  'HowTo',
  'Broadcast',
  'AdminDashboard',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
