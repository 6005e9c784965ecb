// Writes mocks/generated/recordSchema.json: the JSON Schema of the mock's stored state (DbData
// in mocks/db/types.ts and every record type it holds), generated from the TypeScript types
// themselves, so the types stay the one description of the records. The store checks a stored
// state against it on start (mocks/db/storedState.ts); what does not fit is reset.
//   node scripts/record-schema.mjs           regenerate (npm run db:schema)
//   node scripts/record-schema.mjs --check   fail when the committed file would change
// TypeScript cannot say "integer": numbers are `number`; the store checks ids on its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'mocks/db/types.ts');
export const RECORD_SCHEMA_FILE = path.join(root, 'mocks/generated/recordSchema.json');

/** The schema of DbData, with one `$defs` entry per named record type. */
export function recordSchema() {
  // the project's path aliases, so a record field typed from src/domain (`@/domain/...`) resolves
  const { compilerOptions } = ts.readConfigFile(
    path.join(root, 'tsconfig.json'),
    ts.sys.readFile,
  ).config;
  const program = ts.createProgram([entry], {
    baseUrl: root,
    paths: compilerOptions.paths,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const db = source.statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'DbData',
  );
  if (!db) throw new Error('DbData is missing in mocks/db/types.ts');
  const defs = {};

  /** A named interface of mocks/db (a record type): its name, else null. */
  const recordName = (type) => {
    const decl = type.getSymbol()?.declarations?.[0];
    return decl &&
      ts.isInterfaceDeclaration(decl) &&
      decl.getSourceFile().fileName.includes('/mocks/db/')
      ? decl.name.text
      : null;
  };

  function objectSchema(type) {
    const properties = {};
    const required = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      properties[prop.name] = schemaOf(checker.getTypeOfSymbol(prop));
      if (!optional) required.push(prop.name);
    }
    const schema = { type: 'object', properties, required };
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) schema.additionalProperties = schemaOf(index.type);
    return schema;
  }

  function schemaOf(type) {
    const f = type.flags;
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (f & ts.TypeFlags.String) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Unknown || f & ts.TypeFlags.Any) return {};
    if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
    if (f & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (type.isUnion()) return unionSchema(type.types);
    if (checker.isArrayType(type)) {
      return { type: 'array', items: schemaOf(checker.getTypeArguments(type)[0]) };
    }
    if (f & ts.TypeFlags.Object) {
      const name = recordName(type);
      if (!name) return objectSchema(type);
      if (!defs[name]) {
        defs[name] = {}; // reserved while its own properties are read
        defs[name] = objectSchema(type);
      }
      return { $ref: `#/$defs/${name}` };
    }
    throw new Error(`no schema for the type ${checker.typeToString(type)}`);
  }

  /** A union as few alternatives as it takes: one list of types, one of values, the rest. */
  function unionSchema(members) {
    const types = [];
    const values = [];
    const others = [];
    const kept = members.filter((m) => !(m.flags & ts.TypeFlags.Undefined));
    const booleans = kept.filter((m) => m.flags & ts.TypeFlags.BooleanLiteral);
    for (const m of kept) {
      if (booleans.length === 2 && booleans.includes(m)) continue;
      const schema = schemaOf(m);
      if ('const' in schema) values.push(schema.const);
      else if (Object.keys(schema).length === 1 && typeof schema.type === 'string')
        types.push(schema.type);
      else others.push(schema);
    }
    if (booleans.length === 2) types.push('boolean');
    const alternatives = [];
    if (values.length && types.length === 1 && types[0] === 'null')
      alternatives.push({ enum: [...values, null] });
    else {
      if (types.length) alternatives.push({ type: types.length === 1 ? types[0] : types });
      if (values.length)
        alternatives.push(values.length === 1 ? { const: values[0] } : { enum: values });
    }
    alternatives.push(...others);
    return alternatives.length === 1 ? alternatives[0] : { anyOf: alternatives };
  }

  const state = objectSchema(checker.getTypeAtLocation(db.name));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'The mock server’s stored state (generated from mocks/db/types.ts)',
    ...state,
    $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(root, 'package.json'))) ?? {};
  const text = await prettier.format(JSON.stringify(recordSchema()), {
    ...options,
    filepath: RECORD_SCHEMA_FILE,
  });
  const name = path.relative(root, RECORD_SCHEMA_FILE);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(RECORD_SCHEMA_FILE)
      ? fs.readFileSync(RECORD_SCHEMA_FILE, 'utf8')
      : '';
    if (current !== text) {
      console.error(`${name} is out of date: run \`npm run db:schema\`.`);
      process.exit(1);
    }
    console.log(`${name} is up to date`);
  } else {
    fs.writeFileSync(RECORD_SCHEMA_FILE, text);
    console.log(`wrote ${name}`);
  }
}
