import { FILE_READ_ERROR } from '@/domain/messages';

/**
 * A file the browser cannot read at all: gone from the disk or changed since it was chosen, or
 * not readable for the browser. Distinct from a file that was read but cannot be used (a wrong
 * type, a damaged picture): the screens say 'Error reading file' for this one.
 */
export class FileReadError extends Error {
  constructor(options?: ErrorOptions) {
    super('The file could not be read.', options);
  }
}

/** A file or blob as base64 text without the data-URL prefix (what the API's file fields take). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new FileReadError({ cause: reader.error }));
    reader.readAsDataURL(file);
  });
}

/** The first `count` bytes of a file (a FileReadError when the browser cannot read it). */
export async function readHead(file: Blob, count: number): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, count).arrayBuffer());
  } catch (error) {
    throw new FileReadError({ cause: error });
  }
}

/** What to tell about a chosen file that failed: 'Error reading file' if it could not be read. */
export function fileProblemText(error: unknown, otherwise: string): string {
  return error instanceof FileReadError ? FILE_READ_ERROR : otherwise;
}
