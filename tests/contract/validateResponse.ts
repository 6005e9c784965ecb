/**
 * Validates every response the mock handlers produce in the test suite against openapi.yaml:
 * the status must be declared for the operation, the content type must be one it declares, and
 * a JSON body must match the declared schema (ajv, JSON Schema 2020-12 as in OpenAPI 3.1).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { operations, type OperationId } from '@/api/generated/operations';
import { contractAjv } from '@mocks/lib/contractAjv';

type Json = Record<string, unknown>;
const doc = yaml.load(
  fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8'),
) as Json;

const ajv = contractAjv();
ajv.addSchema(doc, 'openapi.json');

export const contractViolations: string[] = [];
export const pendingValidations: Promise<void>[] = [];

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function responseSpec(op: OperationId, status: number): { spec: Json; ptr: string } | null {
  const { method, path: p } = operations[op];
  const responses = ((doc.paths as Json)[p] as Json)[method] as Json;
  const all = responses.responses as Json;
  let spec = all[String(status)] as Json | undefined;
  let ptr = `#/${pointer('paths', p, method, 'responses', String(status))}`;
  if (!spec) return null;
  if (typeof spec.$ref === 'string') {
    ptr = spec.$ref;
    const name = spec.$ref.split('/').pop()!;
    spec = ((doc.components as Json).responses as Json)[name] as Json;
  }
  return { spec, ptr };
}

const validators = new Map<string, ReturnType<typeof ajv.getSchema>>();

export async function checkResponse(op: OperationId, response: Response): Promise<string | null> {
  const status = response.status;
  if (status >= 500) return null; // forced failures and crashes are reported elsewhere
  const found = responseSpec(op, status);
  if (!found) return `${op}: status ${status} is not declared in openapi.yaml`;
  const content = (found.spec.content ?? {}) as Json;
  const declared = Object.keys(content);
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  if (declared.length === 0) {
    return status === 204 || !type ? null : `${op}: ${status} declares no body but got ${type}`;
  }
  if (!declared.includes(type)) {
    return `${op}: ${status} content-type ${type || '(none)'} not in [${declared.join(', ')}]`;
  }
  if (!type.includes('json')) return null;
  const key = `${found.ptr}/content/${pointer(type)}/schema`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json${key}` });
    validators.set(key, validate);
  }
  const body = await response.json();
  if (validate!(body)) return null;
  const errs = (validate!.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
  return `${op}: ${status} body does not match the contract: ${errs}`;
}

/** Response observer for mocks/http/route.ts. */
export function validateResponse(op: OperationId, _request: Request, response: Response) {
  pendingValidations.push(
    checkResponse(op, response).then(
      (problem) => {
        if (problem) contractViolations.push(problem);
      },
      (e: unknown) => {
        contractViolations.push(`${op}: could not validate (${String(e)})`);
      },
    ),
  );
}
