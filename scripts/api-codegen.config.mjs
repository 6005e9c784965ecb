/**
 * The RTK Query client, generated from openapi.yaml by @rtk-query/codegen-openapi. Run by
 * `npm run api:generate` (scripts/api-generate.mjs) as the codegen's own command runs it
 * (`npx @rtk-query/codegen-openapi scripts/api-codegen.config.mjs`: paths are relative to this
 * folder). Its files are what the codegen writes, never edited:
 * - src/api/generated/endpoints.ts: every operation, read for the contract's types only (the
 *   features' named types, the policy tables' arguments and answers);
 * - src/api/generated/parts/<tag>.ts: one part per tag of the contract with its hooks. A part
 *   injects its operations through the api of its tag's policy table (src/api/policies/<tag>.ts),
 *   which applies their cache policies. A build loads a part with the first page using it.
 * Its regular expression constants (`outputRegexConstants`) are not used: they would sit in files
 * whose code injects operations. The contract's patterns, limits and operations come from
 * scripts/api-contract.mjs.
 */
import fs from 'node:fs';
import yaml from 'js-yaml';

const schemaFile = '../openapi.yaml';
const doc = yaml.load(fs.readFileSync(new URL(schemaFile, import.meta.url), 'utf8'));
const tagOf = (operation) => operation.tags?.[0];
const tags = [
  ...new Set(
    Object.values(doc.paths).flatMap((item) =>
      ['get', 'put', 'post', 'delete', 'patch'].filter((m) => item[m]).map((m) => tagOf(item[m])),
    ),
  ),
].sort();
if (tags.includes(undefined)) throw new Error('every operation needs a tag: parts are per tag');
const camel = (tag) => tag[0].toLowerCase() + tag.slice(1);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
export default {
  schemaFile,
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  prettierConfigFile: '../.prettierrc.json',
  outputFiles: {
    '../src/api/generated/endpoints.ts': { exportName: 'contractApi' },
    ...Object.fromEntries(
      tags.map((tag) => [
        `../src/api/generated/parts/${camel(tag)}.ts`,
        {
          filterEndpoints: (_name, { operation }) => tagOf(operation) === tag,
          apiFile: `../src/api/policies/${camel(tag)}.ts`,
          apiImport: 'policyApi',
          exportName: `${camel(tag)}Api`,
          hooks: { queries: true, lazyQueries: true, mutations: true },
        },
      ]),
    ),
  },
};
