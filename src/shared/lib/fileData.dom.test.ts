import { failFileReads } from '@tests/utils/fileReads';
import { FileReadError, fileProblemText, readAsBase64, readHead } from './fileData';

describe('readAsBase64', () => {
  it('returns the bytes as base64 without the data-URL prefix', async () => {
    expect(await readAsBase64(new Blob(['hello'], { type: 'text/plain' }))).toBe('aGVsbG8=');
  });
});

describe('a file the browser cannot read', () => {
  it('fails reading its content and its first bytes with a FileReadError', async () => {
    const restore = failFileReads();
    try {
      await expect(readAsBase64(new Blob(['hello']))).rejects.toBeInstanceOf(FileReadError);
      await expect(readHead(new Blob(['hello']), 2)).rejects.toBeInstanceOf(FileReadError);
    } finally {
      restore();
    }
    expect(await readHead(new Blob(['hello']), 2)).toEqual(new Uint8Array([104, 101]));
  });

  it("is told as 'Error reading file'; any other failure with the screen's own text", () => {
    expect(fileProblemText(new FileReadError(), 'Error reading Image')).toBe('Error reading file');
    expect(fileProblemText(new Error('decode'), 'Error reading Image')).toBe('Error reading Image');
  });
});
