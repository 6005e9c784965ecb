/**
 * Reading what a request sent: a numeric path id, a JSON body. What cannot be read is refused
 * as the real server refuses it (404 for an id that is no number, 400 for a body that is no JSON
 * object, 415 for a body sent as anything but JSON).
 */
import { errors } from '../lib/errors';

/** Parses a numeric path id; anything else is a 404 like an unknown route. */
export function numericId(value: string | readonly string[] | undefined): number {
  const id = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(id) || id <= 0) throw errors.notFound();
  return id;
}

/**
 * 415 for a request with a body that does not say it is JSON (`application/json`, or a `+json`
 * type such as `application/merge-patch+json`): every body of the API is JSON, and a web page
 * may send `text/plain` to any address without asking, never JSON.
 */
export function requireJsonBody(request: Request) {
  if (request.body === null) return;
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type.trim())) return;
  throw errors.unsupportedMediaType(
    `The content-type "${type.split(';')[0].trim()}" is not supported. Supported MIME types are "application/json".`,
  );
}

/** Reads a JSON body; malformed JSON is a 400 like the real server. */
export async function readJson<T>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    throw errors.badRequest('Syntax error: the request body is not valid JSON.');
  }
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
