/**
 * Reading what a request sent: a numeric path id, a JSON body. What cannot be read is refused
 * as the real server refuses it (404 for an id that is no number, 400 for a body that is no JSON
 * object).
 */
import { errors } from '../lib/errors';

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
