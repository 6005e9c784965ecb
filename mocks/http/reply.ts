/**
 * Typed success replies of the mock handlers, as the real (Symfony API Platform) server sends
 * them: the JSON body an operation's 200/201 declares in openapi.yaml, 204 without a body, and
 * hydra collections.
 */
import { HttpResponse } from 'msw';
import type { OperationId } from '@/api/generated/operations';
import type { operations } from '@/api/generated/schema';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Responses<K extends OperationId> = operations[K]['responses'];
/** The JSON body of an operation's 200 or 201 response, as the contract declares it. */
export type SuccessBody<K extends OperationId> =
  | (Responses<K> extends { 200: infer R } ? JsonOf<R> : never)
  | (Responses<K> extends { 201: infer R } ? JsonOf<R> : never);
/** The JSON request body of an operation. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody?: { content: infer C };
}
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'application/merge-patch+json': infer B }
      ? B
      : never
  : never;

const utf8 = new TextEncoder();

/**
 * A typed JSON success reply for operation K. The body is encoded once (HttpResponse.json
 * encodes it twice: for its length, then as the body), which a page of 20 results feels.
 */
export function reply<K extends OperationId>(
  _operationId: K,
  body: SuccessBody<K>,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  const bytes = utf8.encode(JSON.stringify(body));
  return new HttpResponse(bytes, {
    status: init.status ?? 200,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(bytes.byteLength),
      ...init.headers,
    },
  });
}

export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

export function hydra<T>(member: T[], total = member.length) {
  return { 'hydra:member': member, 'hydra:totalItems': total };
}
