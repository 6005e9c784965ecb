/**
 * Reading a picture someone chose on their computer, in the browser, before it is sent. The
 * rules say which files are taken:
 * - `types: 'png-jpeg'`: PNG or JPEG whose first bytes match the type the file claims (a renamed
 *   GIF is refused); with `fit` it is scaled down proportionally in a canvas (never up) and
 *   encoded in its own type;
 * - `types: 'any'`: any file whose MIME type says image (the server checks its content);
 * - `maxBytes`: at most that many bytes.
 * The result is base64 without the data-URL prefix (what the API's file fields take).
 */
import { FileReadError, readAsBase64, readHead } from './fileData';
import {
  PICTURE_HEAD_BYTES,
  pictureTypeOf,
  pictureTypeOfBase64,
  type StoredPictureType,
} from '@/domain/pictureType';

/** The picture types the app takes (src/domain/pictureType.ts). */
export type ImageType = StoredPictureType;

/** A file as the forms keep it: its content as base64 and the name it had on the disk. */
export interface PickedFile {
  base64: string;
  name: string;
}

export interface ImageBounds {
  width: number;
  height: number;
}

export type ImageRules =
  { types: 'png-jpeg'; maxBytes?: number; fit?: ImageBounds } | { types: 'any'; maxBytes?: number };

/** Why a picture was refused: its type, its size, or its content could not be read. */
export type ImageProblemReason = 'type' | 'size' | 'unreadable';

export class ImageProblem extends Error {
  constructor(
    readonly reason: ImageProblemReason,
    options?: ErrorOptions,
  ) {
    super(`The image was refused (${reason}).`, options);
  }
}

/** What a file input offers to choose under these rules. */
export const acceptOf = (rules: ImageRules) =>
  rules.types === 'png-jpeg' ? 'image/png,image/jpeg' : 'image/*';

/** The type a file claims by its MIME type, else by its extension. */
export function declaredImageType(file: Pick<File, 'type' | 'name'>): ImageType | null {
  if (file.type === 'image/png') return 'png';
  if (file.type === 'image/jpeg') return 'jpeg';
  if (file.type) return null;
  if (/\.png$/i.test(file.name)) return 'png';
  if (/\.jpe?g$/i.test(file.name)) return 'jpeg';
  return null;
}

/** Why a file may not be used under the rules, before it is decoded (null when it may). */
export function imageRuleProblem(
  file: Pick<File, 'type' | 'name' | 'size'>,
  head: Uint8Array,
  rules: ImageRules,
): Exclude<ImageProblemReason, 'unreadable'> | null {
  if (rules.types === 'any') {
    if (!file.type.startsWith('image/')) return 'type';
  } else {
    const declared = declaredImageType(file);
    if (!declared || pictureTypeOf(head) !== declared) return 'type';
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'size';
  return null;
}

/** The size an image is shown and stored at: scaled down proportionally to fit the bounds. */
export function fitWithin(width: number, height: number, bounds: ImageBounds) {
  const ratio = Math.min(1, bounds.width / width, bounds.height / height);
  if (ratio === 1) return { width, height, scaled: false };
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  };
}

/** The first bytes of a file, enough to tell its type. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return readHead(file, PICTURE_HEAD_BYTES);
}

/** Draws the image at the fitted size and encodes it in its own type. */
async function scaledCopy(file: Blob, type: ImageType, bounds: ImageBounds): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, bounds);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to scale the image in.');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const mime = type === 'png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
        mime,
        0.92,
      ),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * Checks, scales (when the rules fit it) and reads a picture; throws an ImageProblem saying why
 * it cannot be used ('unreadable' also for a file that claims to be an image but cannot be
 * decoded, with the failure as its cause), or a FileReadError when the browser cannot read the
 * file at all.
 */
export async function readImage(file: File, rules: ImageRules): Promise<PickedFile> {
  const refused = imageRuleProblem(file, await headOf(file), rules);
  if (refused) throw new ImageProblem(refused);
  try {
    const fit = rules.types === 'png-jpeg' ? rules.fit : undefined;
    const ready = fit ? await scaledCopy(file, declaredImageType(file)!, fit) : file;
    return { base64: await readAsBase64(ready), name: file.name };
  } catch (error) {
    if (error instanceof FileReadError) throw error;
    throw new ImageProblem('unreadable', { cause: error });
  }
}

/** A stored PNG or JPEG (base64) as a URL the page can show. */
export function imageDataUrl(base64: string): string {
  const type = pictureTypeOfBase64(base64) === 'png' ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}
