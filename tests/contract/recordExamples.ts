/**
 * Recording answers of the mock as examples for the contract (`npm run api:examples`): with
 * API_EXAMPLES_OUT set to a folder, every successful JSON answer the tests receive is appended
 * to a file there, one JSON line `{operationId, status, body}` each. scripts/api-examples.ts
 * picks one per operation and writes it into openapi.yaml.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

const out = process.env.API_EXAMPLES_OUT;
const file = out ? join(out, `answers-${process.pid}.jsonl`) : '';
if (out) mkdirSync(out, { recursive: true });

export const recordingExamples = Boolean(out);

export function recordExample(operationId: string, response: Response) {
  const type = response.headers.get('content-type') ?? '';
  if (!out || response.status < 200 || response.status >= 300 || !type.includes('json')) return;
  void response
    .clone()
    .json()
    .then(
      (body: unknown) =>
        appendFileSync(file, JSON.stringify({ operationId, status: response.status, body }) + '\n'),
      () => undefined,
    );
}
