/**
 * The mock refuses what the contract refuses: for every operation of openapi.yaml, requests
 * whose body or parameters break its schema get a violation naming the broken property.
 * The cases are generated from openapi.yaml, not listed by hand: a valid body is built from each
 * request schema (and checked valid first), then broken one way at a time: a required field left
 * out, a value of the wrong type, a number out of range, a string too long or too short, a value
 * outside its enum, an e-mail that is none, a body of the wrong shape. Integer path ids written
 * as `0x258`, `6e2` or `600%20` are refused too.
 *
 * Every case goes through the contract check; the ones a server cannot even decode (wrong JSON
 * types, ids that are no integers) also go over HTTP, where they must get 400 before any rule of
 * the product runs. The order of the answers (401, then 403 for a kind of user the operation is
 * not for, then 400 for what cannot be decoded, then the handler's own messages, then the
 * contract's limits, with nothing stored) has its own tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '@/api/generated/operations';
import { contractAjv } from '@mocks/lib/contractAjv';
import requestContract from '@mocks/generated/requestContract.json';
import { checkRequest } from '@mocks/http/requestValidation';
import { API, call, loginAs } from '../utils/apiClient';

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: Schema[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const doc = yaml.load(fs.readFileSync(path.resolve(__dirname, '../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation | Schema[]>>;
  components: Schema;
};
const components = doc.components as { schemas: Record<string, Schema>; parameters: Schema };

/** A demo account of a kind the operation is for (its x-roles), admins first. */
function callerFor(id: string): string {
  const op = operations[id as OperationId];
  const roles: readonly string[] = 'roles' in op ? op.roles : ['admin'];
  if (roles.includes('admin')) return 'admin@example.com';
  return roles.includes('regular') ? 'user@example.com' : 'restricted@example.com';
}

const ajv = contractAjv();
ajv.addSchema(doc as object, 'openapi.json');

/** Follows $refs into the components. */
function resolve(schema: Schema): Schema {
  let s = schema;
  while (typeof s.$ref === 'string') {
    const [, , kind, name] = s.$ref.split('/');
    s = (components as Record<string, Record<string, Schema>>)[kind][name];
  }
  return s;
}
const typesOf = (s: Schema): string[] =>
  Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];

/** A value that fits the schema (the smallest sensible one). */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(s[key])) return sample((s[key] as Schema[])[0]);
  if (Array.isArray(s.allOf))
    return Object.assign({}, ...(s.allOf as Schema[]).map((part) => sample(part)));
  const type = typesOf(s).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(props[name] ?? {})]));
    }
    case 'array':
      return Array.from({ length: Number(s.minItems ?? 0) }, (_, i) => {
        const item = sample((s.items ?? {}) as Schema);
        return typeof item === 'number' ? item + i : typeof item === 'string' ? item + i : item;
      });
    case 'integer':
    case 'number':
      return Number(s.minimum ?? ((s.exclusiveMinimum as number | undefined) ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date-time') return '2024-01-01T00:00:00+00:00';
      if (s.format === 'date') return '2024-01-01';
      if (s.pattern === '^([A-Za-z]{2}[0-9]{6}|[0-9]{10})?$') return 'AB123456';
      if (s.pattern === '^(HC[0-9]{6}|[0-9]{10})?$') return 'HC123456';
      if (s.pattern === '^[a-z]{2}$') return 'de';
      return 'x'.repeat(Math.max(Number(s.minLength ?? 0), 3));
    }
  }
  return null;
}

interface Case {
  name: string;
  body: unknown;
  /** the property path the violation must name */
  path: string;
}

/** Ways to break the value at `path` of the schema. */
function breaking(schema: Schema, at: string[]): { value: unknown; why: string }[] {
  const s = resolve(schema);
  const types = typesOf(s);
  const out: { value: unknown; why: string }[] = [];
  if (types.length)
    out.push({
      value: types.includes('string')
        ? types.includes('object')
          ? 12
          : { wrong: 'type' }
        : 'text',
      why: 'wrong type',
    });
  if (typeof s.maxLength === 'number')
    out.push({ value: 'x'.repeat(s.maxLength + 1), why: `longer than ${s.maxLength}` });
  if (typeof s.minLength === 'number' && s.minLength > 0)
    out.push({ value: 'x'.repeat(s.minLength - 1), why: `shorter than ${s.minLength}` });
  if (typeof s.minimum === 'number') out.push({ value: s.minimum - 1, why: 'below its minimum' });
  if (typeof s.maximum === 'number') out.push({ value: s.maximum + 1, why: 'above its maximum' });
  if ((types.includes('integer') && !types.includes('number')) || at.at(-1) === 'id')
    out.push({ value: 1.5, why: 'not an integer' });
  if (Array.isArray(s.enum)) out.push({ value: 'not-a-choice', why: 'outside its enum' });
  if (s.format === 'email') out.push({ value: 'not-an-email', why: 'not an e-mail' });
  return out.filter((b) => at.length > 0 || b.why === 'wrong type');
}

const pathOf = (at: (string | number)[]) =>
  at.reduce<string>(
    (p, part) => (typeof part === 'number' ? `${p}[${part}]` : p ? `${p}.${part}` : part),
    '',
  );

function setAt(body: unknown, at: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const part of at.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = at.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** Every breaking case of a body schema: its own properties and those of nested objects. */
function cases(schema: Schema, valid: unknown): Case[] {
  const out: Case[] = [{ name: 'a body that is a list', body: [], path: '' }];
  const walk = (s0: Schema, at: (string | number)[]) => {
    const s = resolve(s0);
    if (typesOf(s).includes('object') || s.properties) {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required ?? []) as string[];
      for (const name of required)
        out.push({
          name: `without ${pathOf([...at, name])}`,
          body: setAt(valid, [...at, name], undefined, true),
          path: pathOf([...at, name]),
        });
      for (const [name, prop] of Object.entries(props)) {
        const here = [...at, name];
        for (const b of breaking(prop, here.map(String)))
          out.push({
            name: `${pathOf(here)} ${b.why}`,
            body: setAt(withProperty(valid, at, name, prop), here, b.value),
            path: pathOf(here),
          });
      }
    }
  };
  walk(schema, []);
  return out;
}

/** The valid body with an optional property filled in, so it can be broken. */
function withProperty(valid: unknown, at: (string | number)[], name: string, prop: Schema) {
  let node = valid as Record<string, unknown>;
  for (const part of at) node = node[part] as Record<string, unknown>;
  if (name in node) return valid;
  return setAt(valid, [...at, name], sample(prop));
}

/** A valid text for a path parameter. */
function pathValue(param: Schema): string {
  return String(sample((param.schema ?? {}) as Schema));
}

interface Op {
  id: string;
  method: string;
  path: string;
  params: Schema[];
  body?: Schema;
}
const ops: Op[] = Object.entries(doc.paths).flatMap(([p, item]) =>
  ['get', 'put', 'post', 'delete', 'patch']
    .filter((m) => item[m])
    .map((m) => {
      const op = item[m] as Operation;
      const params = [...((item.parameters as Schema[]) ?? []), ...(op.parameters ?? [])].map(
        resolve,
      );
      const content = op.requestBody?.content ?? {};
      const media = Object.keys(content).find((t) => t.includes('json'));
      return {
        id: op.operationId,
        method: m,
        path: p,
        params,
        body: media ? content[media].schema : undefined,
      };
    }),
);

const urlOf = (op: Op, overrides: Record<string, string> = {}) =>
  API +
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in overrides) return overrides[name];
    return encodeURIComponent(pathValue(op.params.find((prm) => prm.name === name)!));
  });

/** The URL with the operation's required query parameters filled in. */
const fullUrlOf = (op: Op, overrides: Record<string, string> = {}) => {
  const query = op.params
    .filter((prm) => prm.in === 'query' && prm.required)
    .map((prm) => `${prm.name as string}=${encodeURIComponent(pathValue(prm))}`);
  return urlOf(op, overrides) + (query.length ? `?${query.join('&')}` : '');
};

function request(op: Op, body: unknown, overrides: Record<string, string> = {}) {
  return new Request(fullUrlOf(op, overrides), {
    method: op.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function send(op: Op, body: unknown, overrides: Record<string, string> = {}) {
  const res = await fetch(fullUrlOf(op, overrides), {
    method: op.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { violations?: { propertyPath: string; message: string }[] } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    /* not JSON: reported by the expectation below */
  }
  return { status: res.status, violations: json.violations ?? [] };
}

const withBody = ops.filter((op) => op.body);

/** The path parameters of a request to `op` as the router would match them. */
function pathParams(op: Op, overrides: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    op.params
      .filter((prm) => prm.in === 'path')
      .map((prm) => [
        prm.name as string,
        decodeURIComponent(overrides[prm.name as string] ?? pathValue(prm)),
      ]),
  );
}

describe('bodies that break the contract are refused with a violation naming the property', () => {
  it('covers every operation that takes a JSON body', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(29);
  });

  it.each(withBody.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const valid = sample(op.body!);
    const validate = ajv.compile(
      op.body!.$ref ? { $ref: `openapi.json${op.body!.$ref as string}` } : op.body!,
    );
    expect(validate(valid), `${op.id}: the generated valid body ${JSON.stringify(valid)}`).toBe(
      true,
    );
    const fits = await checkRequest(op.id as OperationId, request(op, valid), pathParams(op));
    expect(fits.violations, `${op.id}: the valid body passes`).toEqual([]);
    const all = cases(op.body!, valid);
    expect(all.length).toBeGreaterThan(1);
    // a caller the operation is for: what cannot be decoded is refused before ownership
    await loginAs(callerFor(op.id));
    const wrong: string[] = [];
    for (const c of all) {
      const check = await checkRequest(op.id as OperationId, request(op, c.body), pathParams(op));
      if (!check.violations.some((v) => v.propertyPath === c.path && v.message))
        wrong.push(`${c.name}: ${JSON.stringify(check.violations).slice(0, 200)}`);
      if (!check.malformed) continue;
      const res = await send(op, c.body);
      if (res.status !== 400 || !res.violations.some((v) => v.propertyPath === c.path))
        wrong.push(
          `${c.name} (HTTP): ${res.status} ${JSON.stringify(res.violations).slice(0, 200)}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});

describe('path ids written other than as plain integers get 400', () => {
  const withIntegerId = ops.filter((op) =>
    op.params.some(
      (prm) =>
        prm.in === 'path' && typesOf(resolve((prm.schema ?? {}) as Schema)).includes('integer'),
    ),
  );

  it.each(withIntegerId.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const param = op.params.find(
      (prm) =>
        prm.in === 'path' && typesOf(resolve((prm.schema ?? {}) as Schema)).includes('integer'),
    )!;
    const body = op.body ? sample(op.body) : undefined;
    await loginAs(callerFor(op.id));
    const wrong: string[] = [];
    for (const text of ['0x258', '6e2', '600%20', '+600', '1.5']) {
      const res = await send(op, body, { [param.name as string]: text });
      if (res.status !== 400 || !res.violations.some((v) => v.propertyPath === param.name))
        wrong.push(`${text}: ${res.status} ${JSON.stringify(res.violations)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('query parameters that break the contract get 400', () => {
  const paged = ops.filter((op) => op.params.some((prm) => prm.name === 'itemsPerPage'));

  it.each(paged.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    // a caller allowed to list: the user, or the admin for the back-office lists; a public share
    // list needs a share that exists (a seeded dynamic link of user@)
    const share = { type: 'dynamic', shareId: 'de23bb63a371d1b61881af790efeafef' };
    const url = op.path.includes('{shareId}') ? fullUrlOf(op, share) : fullUrlOf(op);
    await loginAs('user@example.com');
    const probe = await fetch(url, { method: op.method.toUpperCase() });
    expect([200, 403], `${op.id} answers the probe`).toContain(probe.status);
    if (probe.status === 403) await loginAs('admin@example.com');
    const wrong: string[] = [];
    for (const [query, name] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['itemsPerPage=1001', 'itemsPerPage'],
      ['pagination=yes', 'pagination'],
    ]) {
      const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}${query}`, {
        method: op.method.toUpperCase(),
      });
      const json = (await res.json()) as { violations?: { propertyPath: string }[] };
      if (res.status !== 400 || !json.violations?.some((v) => v.propertyPath === name))
        wrong.push(`${query}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the order a real server answers in', () => {
  async function someResultOfTheUser() {
    await loginAs('user@example.com');
    const list = await call('GET', '/results?itemsPerPage=1');
    return list.body['hydra:member'][0] as {
      id: number;
      comment: string | null;
      updatedAt: number;
    };
  }

  it('asks an anonymous caller to log in before it reads the request (401)', async () => {
    const result = await someResultOfTheUser();
    await call('POST', '/logout');
    const res = await call('PATCH', `/results/${result.id}`, { comment: 12, updatedAt: 1 });
    expect(res.status).toBe(401);
  });

  it('refuses what it cannot decode before ownership (400, not 404)', async () => {
    const result = await someResultOfTheUser();
    await loginAs('admin@example.com');
    const res = await call('PATCH', `/results/${result.id}`, { comment: 12, updatedAt: 1 });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'comment', message: 'This value should be of type string.' },
    ]);
  });

  it("lets the product's own rules speak first, with their messages", async () => {
    await loginAs('admin@example.com');
    const res = await call('POST', '/broadcasts', { title: '', content: '<p>Hello</p>' });
    expect(res.status).toBe(400);
    expect(res.body.violations).toContainEqual({
      propertyPath: 'title',
      message: 'Please enter a title.',
    });
    expect(res.body.violations.map((v: { message: string }) => v.message)).not.toContain(
      'This value should not be blank.',
    );
  });

  it('refuses what the handler would accept but the contract forbids, and stores nothing', async () => {
    const result = await someResultOfTheUser();
    const res = await call('PATCH', `/results/${result.id}`, {
      comment: 'x'.repeat(1001),
      updatedAt: result.updatedAt,
    });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'comment',
        message: 'This value is too long. It should have 1000 characters or less.',
      },
    ]);
    const after = await call('GET', `/results/${result.id}`);
    expect(after.body.comment).toBe(result.comment);
  });
});

describe('e-mail addresses', () => {
  const login = (email: string) =>
    checkRequest(
      'login',
      new Request(`${API}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'Password1' }),
      }),
      {},
    );

  it("are checked by one grammar, with one violation in the server's words", async () => {
    for (const email of ['a@b.c', 'Anna.B+lab@sub.example.co.uk', "o'brien@example.com"])
      expect((await login(email)).violations, email).toEqual([]);
    for (const email of ['a@b', 'a..b@example.com', 'a@-b.de', 'a b@example.com'])
      expect((await login(email)).violations, email).toEqual([
        { propertyPath: 'email', message: 'This value is not a valid email address.' },
      ]);
  });
});

describe('the request contract the mock checks against', () => {
  // the mock in the browser skips ajv's meta-schema check on every start; this is that check
  it('is valid JSON Schema (2020-12), schema by schema', () => {
    const checker = contractAjv();
    const { operations, components } = requestContract as unknown as {
      operations: Record<string, { params: object; body?: object }>;
      components: { schemas: Record<string, object> };
    };
    const schemas: [string, object][] = [
      ...Object.entries(operations).flatMap(([id, op]): [string, object][] => [
        [`${id} params`, op.params],
        ...(op.body ? [[`${id} body`, op.body] as [string, object]] : []),
      ]),
      ...Object.entries(components.schemas),
    ];
    expect(schemas.length).toBeGreaterThan(100);
    for (const [name, schema] of schemas)
      expect(checker.validateSchema(schema), `${name}: ${checker.errorsText()}`).toBe(true);
    // and a schema that is not one is refused, so the loop above can fail
    expect(checker.validateSchema({ type: 'object', properties: { id: { type: 'id' } } })).toBe(
      false,
    );
  });
});
