/**
 * Saves a downloaded file. Export and image responses arrive as a `File` named after the
 * server's Content-Disposition (see src/api/baseApi.ts) or as a plain Blob; the server's name
 * wins, the fallback is used otherwise.
 */
import { saveAs } from 'file-saver';

export function fileNameOf(blob: Blob, fallbackName: string): string {
  const name = (blob as Partial<File>).name;
  return typeof name === 'string' && name !== '' ? name : fallbackName;
}

export function saveFile(blob: Blob, fallbackName: string): void {
  saveAs(blob, fileNameOf(blob, fallbackName));
}
