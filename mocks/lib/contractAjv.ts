/**
 * The one JSON Schema validator of the contract (ajv, JSON Schema 2020-12 as in OpenAPI 3.1,
 * formats such as `email` and `date-time` checked). The mock server checks requests with it
 * (requestValidation.ts) and the test suite checks the mock's responses with it
 * (tests/contract/validateResponse.ts), so both sides read openapi.yaml the same way.
 */
import addFormats from 'ajv-formats';
import Ajv2020 from 'ajv/dist/2020';

export type ContractAjv = Ajv2020;

/**
 * `checkSchemas: false` trusts the schemas it is given instead of first validating them against
 * JSON Schema's meta-schema, which ajv would compile for that first. The mock in
 * the browser takes that shortcut on every page load; the unit suite keeps the check, so a
 * malformed schema in the generated contract still fails a test.
 */
export function contractAjv({ checkSchemas = true } = {}): ContractAjv {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    validateSchema: checkSchemas,
  });
  addFormats(ajv);
  return ajv;
}
