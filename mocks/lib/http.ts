/**
 * What every mock handler needs to answer like the real (Symfony API Platform) server:
 * typed success replies, errors with the server's shapes, the session check and the kinds of
 * user (the role of an operation is declared in openapi.yaml's x-roles and checked by route.ts),
 * which user a `/users/{id}` request may target, and reading a request's JSON body.
 */
import { HttpResponse } from 'msw';
import type { OperationId } from '@/api/generated/operations';
import type { operations } from '@/api/generated/schema';
import { sessionCookie } from '../db/cookieJar';
import { db } from '../db/store';
import type { UserRecord } from '../db/types';
import type { Violation } from '@/api';

export type { Violation };

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
  tooManyRequests: (message: string) => new HttpError(429, { code: 429, message }),
};

/** A typed JSON success reply for operation K. */
export function reply<K extends OperationId>(
  _operationId: K,
  body: SuccessBody<K>,
  init: { status?: number; headers?: Record<string, string> } = {},
) {
  return HttpResponse.json(body as never, { status: init.status ?? 200, headers: init.headers });
}

export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

export function hydra<T>(member: T[], total = member.length) {
  return { 'hydra:member': member, 'hydra:totalItems': total };
}

/** The kinds of user an operation may be for (openapi.yaml's `x-roles`). */
export type UserKind = 'admin' | 'restricted' | 'regular';

export function userKind(user: UserRecord): UserKind {
  if (isAdmin(user)) return 'admin';
  return isRestricted(user) ? 'restricted' : 'regular';
}

export function isAdmin(user: UserRecord) {
  return user.roles.includes('ROLE_ADMIN');
}

export function isRestricted(user: UserRecord) {
  return user.roles.includes('ROLE_RESTRICTED');
}

/** The user of the current session, or null for an anonymous caller. */
export function currentUser(): UserRecord | null {
  const d = db();
  const cookie = sessionCookie();
  const session = d.sessions.find((s) => s.id === cookie);
  if (!session) return null;
  const user = d.users.find((u) => u.id === session.userId && u.deletedAt === null);
  return user ?? null;
}

/** 401 unless a user is logged in. */
export function requireUser(): UserRecord {
  const user = currentUser();
  if (!user) throw errors.unauthorized();
  return user;
}

/** Parses a numeric path id; anything else is a 404 like an unknown route. */
export function numericId(value: string | readonly string[] | undefined): number {
  const id = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(id) || id <= 0) throw errors.notFound();
  return id;
}

/** Reads a JSON body; malformed JSON is a 400 like the real server. */
export async function readJson<T>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    throw errors.badRequest('Syntax error: the request body is not valid JSON.');
  }
}

/** The user a profile operation targets: self, or anyone for admins; else 404 (never 403). */
export function targetUser(me: UserRecord, id: number): UserRecord {
  const u = db().users.find((x) => x.id === id && x.deletedAt === null);
  if (!u || (u.id !== me.id && !isAdmin(me))) throw errors.notFound();
  return u;
}

/** The JSON object body of a request; `optional` accepts an empty body as `{}`. */
export async function readBody(
  request: Request,
  optional = false,
): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) {
    if (optional) return {};
    throw errors.badRequest('The request body is empty.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.badRequest('Syntax error: the request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw errors.badRequest('The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
