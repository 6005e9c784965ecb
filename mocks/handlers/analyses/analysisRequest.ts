/**
 * What an analyses request sends, read and checked before any rule of the records runs (400
 * otherwise): a JSON object body, a trimmed name that is not blank, lists of result ids.
 */
import { readJson } from '../../http/request';
import { validationError, violation } from '../../lib/errors';
import { FIELD_MESSAGES } from '@/domain/messages';

export type Body = Record<string, unknown>;

/** The JSON body, which must be an object (400 otherwise). */
export async function readObject(request: Request): Promise<Body> {
  const body = await readJson<unknown>(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([violation('', 'The request body must be an object.')], 400);
  }
  return body as Body;
}

/** A trimmed, non-blank name (400 otherwise). */
export function parseName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw validationError([violation('name', FIELD_MESSAGES.blank)], 400);
  if (name.length > 255)
    throw validationError(
      [violation('name', 'This value is too long. It should have 255 characters or less.')],
      400,
    );
  return name;
}

export function parseIdList(value: unknown, field: string): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id))) {
    throw validationError([violation(field, 'This value should be a list of result ids.')], 400);
  }
  return value as number[];
}
