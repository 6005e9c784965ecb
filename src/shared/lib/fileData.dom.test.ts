import { readAsBase64 } from './fileData';

describe('readAsBase64', () => {
  it('returns the bytes as base64 without the data-URL prefix', async () => {
    expect(await readAsBase64(new Blob(['hello'], { type: 'text/plain' }))).toBe('aGVsbG8=');
  });
});
