/**
 * The mock server checks every request against openapi.yaml before its handler runs, as a real
 * server's framework does: path and query parameters (types, enums, ranges, patterns, required
 * ones) and the JSON body (required fields, types, string lengths, enums, formats). A request
 * that breaks the contract gets 400 with one violation per problem (`propertyPath`, `message`,
 * in the Symfony wording the real server uses), and the handler never sees it.
 *
 * Parameters arrive as text; a number or boolean parameter must be written plainly: `600` is an
 * id, `0x258`, `6e2`, `600 ` and `+600` are not (a lenient parser would read them all as 600).
 *
 * The schemas come from mocks/generated/requestContract.json, which `npm run api:generate`
 * writes from openapi.yaml.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { OperationId } from '@/api/generated/operations';
import { EmailAddress } from '@/api/generated/patterns';
import contract from '../generated/requestContract.json';
import { contractAjv } from '../lib/contractAjv';
import type { Violation } from '../lib/errors';
import { FIELD_MESSAGES } from '@/domain/messages';

type Schema = Record<string, unknown>;
interface RequestContract {
  params: { type: 'object'; properties: Record<string, Schema>; required: string[] };
  places: Record<string, 'path' | 'query'>;
  body?: Schema;
  bodyRequired?: boolean;
}
const operations = (contract as unknown as { operations: Record<string, RequestContract> })
  .operations;

let ajv: ReturnType<typeof contractAjv> | null = null;
const compiled = new Map<string, ValidateFunction>();

/** Compiles (once) a validator for a pointer into the request contract. */
function validator(pointer: string): ValidateFunction {
  if (!ajv) {
    // the generated contract's schemas are checked against the meta-schema by the unit suite
    // (tests/contract/requests.test.ts); the mock, started on every page load, trusts them
    ajv = contractAjv({ checkSchemas: false });
    ajv.addSchema(contract as object, 'requests.json');
  }
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `requests.json#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

const INTEGER = /^-?(0|[1-9][0-9]*)$/;
const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

const typesOf = (schema: Schema): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};

/** Reads one parameter's text as the type its schema declares; undefined when it is not one. */
function parseParameter(text: string, schema: Schema): unknown {
  const types = typesOf(schema);
  if (types.includes('integer')) return INTEGER.test(text) ? Number(text) : undefined;
  if (types.includes('number')) return NUMBER.test(text) ? Number(text) : undefined;
  if (types.includes('boolean')) {
    if (text === 'true') return true;
    if (text === 'false') return false;
    return undefined;
  }
  return text;
}

/** `/emails/0` -> `emails[0]`, `/order/field` -> `order.field` (Symfony property paths). */
export function propertyPath(pointer: string, child?: string): string {
  const parts = pointer.split('/').slice(1);
  if (child !== undefined) parts.push(child);
  return parts
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => {
      if (/^\d+$/.test(part)) return `${path}[${part}]`;
      return path ? `${path}.${part}` : part;
    }, '');
}

/**
 * A JSON Schema type list as the server names it: PHP's type names, and no `null` (a nullable
 * string that got a number "should be of type string").
 */
function phpType(types: string): string {
  const names: Record<string, string> = {
    integer: 'int',
    number: 'float',
    boolean: 'bool',
    object: 'array',
    array: 'array',
    string: 'string',
  };
  const listed = types.split(',').filter((t) => t !== 'null');
  return [...new Set(listed.map((t) => names[t] ?? t))].join('|') || 'null';
}

/** What the real server (Symfony validator) says for each kind of contract breach. */
function message(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is missing.';
    case 'type':
      return `This value should be of type ${phpType(String(p.type))}.`;
    case 'minLength':
      return Number(p.limit) === 1
        ? FIELD_MESSAGES.blank
        : FIELD_MESSAGES.tooShort(Number(p.limit));
    case 'maxLength':
      return `This value is too long. It should have ${String(p.limit)} characters or less.`;
    case 'minimum':
      return `This value should be greater than or equal to ${String(p.limit)}.`;
    case 'maximum':
      return `This value should be less than or equal to ${String(p.limit)}.`;
    case 'exclusiveMinimum':
      return `This value should be greater than ${String(p.limit)}.`;
    case 'exclusiveMaximum':
      return `This value should be less than ${String(p.limit)}.`;
    case 'enum':
    case 'const':
      return 'The value you selected is not a valid choice.';
    case 'format':
      return p.format === 'email'
        ? 'This value is not a valid email address.'
        : `This value is not a valid ${String(p.format)}.`;
    // an address breaks the format and its spelled-out pattern at once: one message for both
    case 'pattern':
      return p.pattern === EmailAddress
        ? 'This value is not a valid email address.'
        : 'This value is not valid.';
    case 'minItems':
      return `This collection should contain ${String(p.limit)} elements or more.`;
    case 'maxItems':
      return `This collection should contain ${String(p.limit)} elements or less.`;
    case 'uniqueItems':
      return 'This collection should contain only unique elements.';
    case 'additionalProperties':
      return 'This field was not expected.';
    default:
      return 'This value is not valid.';
  }
}

/** ajv's errors as violations: one per property and problem, no combinator noise. */
function violationsOf(errors: ErrorObject[] | null | undefined, prefix = ''): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (['anyOf', 'oneOf', 'allOf', 'if', 'not'].includes(error.keyword)) continue;
    const p = error.params as Record<string, string>;
    const child =
      error.keyword === 'required'
        ? p.missingProperty
        : error.keyword === 'additionalProperties'
          ? p.additionalProperty
          : undefined;
    const path = propertyPath(`${prefix}${error.instancePath}`, child);
    const v = { propertyPath: path, message: message(error) };
    const key = `${v.propertyPath}\n${v.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/** Whether the operation takes a request body (every one the contract declares is JSON). */
export const takesBody = (operationId: OperationId) => !!operations[operationId]?.body;

/** What the contract says of one request. */
export interface RequestCheck {
  /** one per problem; empty when the request fits the contract */
  violations: Violation[];
  /**
   * The request cannot even be read as the contract's types (a parameter that is no number, a
   * body that is no JSON, a value of the wrong JSON type): a real server fails while decoding it,
   * before any rule of the product runs.
   */
  malformed: boolean;
}

/**
 * The contract check of one request. `params` are the path parameters as the router matched
 * them.
 */
export async function checkRequest(
  operationId: OperationId,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<RequestCheck> {
  const op = operations[operationId];
  if (!op) return { violations: [], malformed: false };
  const violations: Violation[] = [];
  let malformed = false;

  // path and query parameters, read as their declared types
  const query = new URL(request.url).searchParams;
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.params.properties)) {
    const raw = op.places[name] === 'path' ? params[name] : query.get(name);
    if (raw === null || raw === undefined) continue;
    const text = Array.isArray(raw) ? raw.join('/') : (raw as string);
    const value = parseParameter(text, schema);
    if (value === undefined) {
      malformed = true;
      violations.push({
        propertyPath: name,
        message: `This value should be of type ${phpType(typesOf(schema).join(',') || 'string')}.`,
      });
    } else values[name] = value;
  }
  const checkParams = validator(`/operations/${operationId}/params`);
  if (!checkParams(values)) {
    const typed = new Set(violations.map((v) => v.propertyPath));
    violations.push(...violationsOf(checkParams.errors).filter((v) => !typed.has(v.propertyPath)));
  }

  // the JSON body
  if (op.body) {
    const text = await request.clone().text();
    if (!text.trim()) {
      if (op.bodyRequired) {
        malformed = true;
        violations.push({ propertyPath: '', message: FIELD_MESSAGES.blank });
      }
    } else {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        violations.push({ propertyPath: '', message: 'Syntax error: the body is not JSON.' });
        return { violations, malformed: true };
      }
      const checkBody = validator(`/operations/${operationId}/body`);
      if (!checkBody(body)) {
        violations.push(...violationsOf(checkBody.errors));
        if (checkBody.errors?.some((e) => e.keyword === 'type')) malformed = true;
      }
    }
  }
  return { violations, malformed };
}
