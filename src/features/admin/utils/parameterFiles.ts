/**
 * The files of a parameter, checked and prepared in the browser before they are sent:
 * - the pre- and post-count-down images are PNG or JPEG whose bytes match the declared type
 *   (a renamed GIF is refused), at most 2 MB, and are scaled down proportionally in a canvas
 *   when larger than 2480 px wide or 1488 px high;
 * - the package file is anything but an image, at most 204800 bytes.
 * Everything is sent as base64 without the data-URL prefix. The server checks the same rules.
 */
import { readAsBase64 } from '@/shared/lib/fileData';

export const MAX_IMAGE_BYTES = 2097152;
export const MAX_IMAGE_WIDTH = 2480;
export const MAX_IMAGE_HEIGHT = 1488;
export const MAX_PACKAGE_BYTES = 204800;

export const FILE_MESSAGES = {
  unreadable: 'There was a problem reading the selected file.',
  packageTooLarge: 'The Package file must not be larger than 200kb',
  imageHint: 'Not larger than 1488px * 2480px or 2MB, PNG/JPG only.',
} as const;

export type ImageType = 'png' | 'jpeg';

/** A file the form keeps: its content as base64 and the name it had on the admin's disk. */
export interface ChosenFile {
  base64: string;
  name: string;
}

/** Thrown with the message the form shows under the file's field. */
export class FileProblem extends Error {}

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  magic.every((b, i) => bytes[at + i] === b);

/** What the first bytes say the file is: one of the image types the app knows, or null. */
export function sniffImage(head: Uint8Array): ImageType | 'other-image' | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  const gif = startsWith(head, [0x47, 0x49, 0x46, 0x38]);
  const webp =
    startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8);
  const bmp = startsWith(head, [0x42, 0x4d]);
  return gif || webp || bmp ? 'other-image' : null;
}

/** The type a file claims by its MIME type, else by its extension. */
export function declaredImageType(file: Pick<File, 'type' | 'name'>): ImageType | null {
  if (file.type === 'image/png') return 'png';
  if (file.type === 'image/jpeg') return 'jpeg';
  if (file.type) return null;
  if (/\.png$/i.test(file.name)) return 'png';
  if (/\.jpe?g$/i.test(file.name)) return 'jpeg';
  return null;
}

/** Why an image may not be used, before it is decoded (null when it may). */
export function imageProblem(
  file: Pick<File, 'type' | 'name' | 'size'>,
  head: Uint8Array,
): string | null {
  const declared = declaredImageType(file);
  if (!declared || sniffImage(head) !== declared || file.size > MAX_IMAGE_BYTES)
    return FILE_MESSAGES.unreadable;
  return null;
}

/** Why a package file may not be used (null when it may). */
export function packageProblem(file: Pick<File, 'size'>, head: Uint8Array): string | null {
  if (file.size === 0 || sniffImage(head) !== null) return FILE_MESSAGES.unreadable;
  if (file.size > MAX_PACKAGE_BYTES) return FILE_MESSAGES.packageTooLarge;
  return null;
}

/** The size an image is shown and stored at: scaled down proportionally to fit the bounds
 * (by default the app's screen, 2480 x 1488). */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = MAX_IMAGE_WIDTH,
  maxHeight = MAX_IMAGE_HEIGHT,
) {
  const ratio = Math.min(1, maxWidth / width, maxHeight / height);
  if (ratio === 1) return { width, height, scaled: false };
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  };
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 12).arrayBuffer());
}

/** Draws the image at the fitted size and encodes it in its own type. */
async function scaledCopy(
  file: Blob,
  type: ImageType,
  maxWidth = MAX_IMAGE_WIDTH,
  maxHeight = MAX_IMAGE_HEIGHT,
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new FileProblem(FILE_MESSAGES.unreadable);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const mime = type === 'png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new FileProblem(FILE_MESSAGES.unreadable))),
        mime,
        0.92,
      ),
    );
  } finally {
    bitmap.close();
  }
}

/** Checks, scales and reads an image; throws a FileProblem with the message to show. */
export async function readParameterImage(file: File): Promise<ChosenFile> {
  const problem = imageProblem(file, await headOf(file));
  if (problem) throw new FileProblem(problem);
  try {
    const ready = await scaledCopy(file, declaredImageType(file)!);
    return { base64: await readAsBase64(ready), name: file.name };
  } catch {
    // a file that claims to be an image but cannot be decoded
    throw new FileProblem(FILE_MESSAGES.unreadable);
  }
}

/**
 * Any PNG or JPEG (type checked by content, no size limit) scaled down to fit the bounds, e.g. a
 * notification's picture (1000 x 1000); throws a FileProblem when it cannot be used.
 */
export async function readImageFitting(
  file: File,
  maxWidth: number,
  maxHeight: number,
): Promise<ChosenFile> {
  const declared = declaredImageType(file);
  if (!declared || sniffImage(await headOf(file)) !== declared)
    throw new FileProblem(FILE_MESSAGES.unreadable);
  try {
    const ready = await scaledCopy(file, declared, maxWidth, maxHeight);
    return { base64: await readAsBase64(ready), name: file.name };
  } catch {
    throw new FileProblem(FILE_MESSAGES.unreadable);
  }
}

/** Checks and reads the package file; throws a FileProblem with the message to show. */
export async function readPackageFile(file: File): Promise<ChosenFile> {
  const problem = packageProblem(file, await headOf(file));
  if (problem) throw new FileProblem(problem);
  return { base64: await readAsBase64(file), name: file.name };
}

/** A stored image as a URL the page can show. */
export function imageDataUrl(base64: string): string {
  const type = base64.startsWith('iVBOR') ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}
