import { saveAs } from 'file-saver';
import { describe, expect, it } from 'vitest';
import { fileNameOf, saveFile } from './download';

describe('saveFile', () => {
  it('uses the name the server gave the file', () => {
    const file = new File(['a;b'], 'results-2024.csv', { type: 'text/csv' });
    saveFile(file, 'export.csv');
    expect(saveAs).toHaveBeenCalledWith(file, 'results-2024.csv');
  });

  it('falls back to the given name for a plain blob', () => {
    const blob = new Blob(['x'], { type: 'application/zip' });
    saveFile(blob, 'results.zip');
    expect(saveAs).toHaveBeenCalledWith(blob, 'results.zip');
    expect(fileNameOf(new File(['x'], ''), 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
