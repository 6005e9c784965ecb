/**
 * The one JSON Schema validator of the contract (ajv, JSON Schema 2020-12 as in OpenAPI 3.1,
 * formats such as `email` and `date-time` checked). The mock server checks requests with it
 * (requestValidation.ts) and the test suite checks the mock's responses with it
 * (tests/contract/validateResponse.ts), so both sides read openapi.yaml the same way.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export type ContractAjv = Ajv2020;

export function contractAjv(): ContractAjv {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}
