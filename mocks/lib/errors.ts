/**
 * The refusals of the mock server, as values any level may throw: a model rule (an unknown
 * record, a name already taken) as well as the request plumbing. The route wrapper
 * (mocks/http/route.ts) turns an HttpError into a response with the server's error body and
 * status; nothing here knows a request.
 */
import type { Violation } from '@/api';

export type { Violation };

/** An error the route wrapper turns into a response with the server's error shape. */
export class HttpError extends Error {
  constructor(
    public status: number,
    public body: Record<string, unknown>,
  ) {
    super(String(body.message ?? status));
  }
}

export function violation(propertyPath: string, message: string): Violation {
  return { propertyPath, message };
}

/** 400/422 with a `violations` list (API Platform's ConstraintViolationList). */
export function validationError(violations: Violation[], status: 400 | 422 = 422): HttpError {
  return new HttpError(status, {
    'hydra:title': 'An error occurred',
    'hydra:description': violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'),
    message: violations[0]?.message ?? 'Invalid Request',
    violations,
  });
}

export const errors = {
  badRequest: (message: string, violations: Violation[] = []) =>
    new HttpError(400, { message, violations }),
  unauthorized: (message = 'Full authentication is required to access this resource.') =>
    new HttpError(401, { code: 401, message }),
  forbidden: (message = 'Access Denied.') => new HttpError(403, { code: 403, message }),
  notFound: (message = 'Not Found') => new HttpError(404, { code: 404, message }),
  conflict: (message: string) => new HttpError(409, { code: 409, message }),
  payloadTooLarge: (message = 'Request Entity Too Large') =>
    new HttpError(413, { code: 413, message }),
  unsupportedMediaType: (message: string) => new HttpError(415, { code: 415, message }),
  tooManyRequests: (message: string) => new HttpError(429, { code: 429, message }),
};
