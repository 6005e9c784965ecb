/**
 * What features import from the API:
 * - the hooks of every operation, from the generated parts (src/api/generated/parts: one module
 *   per tag of the contract, injecting its operations through its tag's policy table,
 *   policies/<tag>.ts, see policy.ts). A build loads a part with the first page that uses it.
 * - the named types of the contract (`import type { Result } from '@/api'`), from
 *   generated/endpoints.ts (every operation's types, declared once; its values are never
 *   imported);
 * - `api`, the one RTK Query api the parts are injected into: its reducer and middleware and the
 *   utilities that name no operation (invalidateTags, resetApiState). What names an operation
 *   comes from its part's api (`exportsApi.endpoints.exportResults`,
 *   `notificationsApi.util.updateQueryData(...)`), so the part is there when it runs.
 */
import { baseApi } from './baseApi';

export const api = baseApi;

export type * from './generated/endpoints';
export * from './generated/parts';
export { errorReportingOf, type ErrorReporting } from './policy';
export * from './errors';
export { serverNow } from './serverTime';
export type { OperationId } from './generated/operations';
export { maxLengths } from './limits';
export { imageAddress, userImageAddress } from './addresses';
