/**
 * The schema of the stored records (mocks/generated/recordSchema.json) is what the record types
 * of mocks/db say now, and valid JSON Schema: the store trusts it on every start.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import recordSchema from '@mocks/generated/recordSchema.json';
import { contractAjv } from '@mocks/lib/contractAjv';

describe('record-schema', () => {
  it('is up to date with the record types (else: npm run db:schema)', () => {
    const run = spawnSync('node', [path.resolve('scripts/record-schema.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('is valid JSON Schema (2020-12) and describes every table', () => {
    const ajv = contractAjv();
    expect(ajv.validateSchema(recordSchema), ajv.errorsText()).toBe(true);
    expect(Object.keys(recordSchema.properties)).toEqual(
      expect.arrayContaining(['users', 'results', 'analyses', 'shares', 'broadcasts']),
    );
    expect(Object.keys(recordSchema.$defs)).toEqual(
      expect.arrayContaining(['UserRecord', 'ResultRecord', 'AnalysisRecord', 'BroadcastRecord']),
    );
  });

  it("checks a field typed from src/domain: a parameter's status is one of its three values", () => {
    // ParameterRecord.status is the domain's ParameterStatus (`@/domain/...`, a path alias)
    expect(recordSchema.$defs.ParameterRecord.properties.status).toEqual({ enum: [1, 2, 3] });
  });
});
