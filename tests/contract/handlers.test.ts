/**
 * Contract coverage: every operation of openapi.yaml has exactly one mock handler and every
 * mock handler belongs to an operation (handlers are registered by operationId, mocks/http/route.ts).
 * Response bodies are validated against the contract in every test (tests/setup.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { operations } from '@/api/generated/operations';
import { handlers } from '@mocks/handlers';

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };
const doc = yaml.load(
  fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8'),
) as Doc;
const contractIds = Object.values(doc.paths).flatMap((item) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .map((m) => item[m]?.operationId)
    .filter((id): id is string => Boolean(id)),
);

describe('mock handlers cover the contract', () => {
  const handlerIds = handlers.map((h) => (h as { operationId?: string }).operationId);

  it('registers every handler by an operationId of the contract', () => {
    expect(handlerIds.filter((id) => !id)).toEqual([]);
    expect(handlerIds.filter((id) => !contractIds.includes(id!))).toEqual([]);
  });

  it('has a handler for every operation', () => {
    expect(contractIds.filter((id) => !handlerIds.includes(id))).toEqual([]);
  });

  it('has no operation handled twice', () => {
    const dupes = handlerIds.filter((id, i) => handlerIds.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it('the generated operation map matches openapi.yaml', () => {
    expect(Object.keys(operations).sort()).toEqual([...contractIds].sort());
  });

  it('covers about 90 operations', () => {
    expect(contractIds.length).toBeGreaterThanOrEqual(85);
  });
});
