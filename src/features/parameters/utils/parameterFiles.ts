/**
 * The files of a parameter, checked and prepared in the browser before they are sent:
 * - the pre- and post-count-down images are PNG or JPEG whose bytes match the declared type
 *   (a renamed GIF is refused), at most 2 MB, and are scaled down proportionally in a canvas
 *   when larger than 2480 px wide or 1488 px high;
 * - the package file is anything but an image, at most 204800 bytes.
 * Everything is sent as base64 without the data-URL prefix. The server checks the same rules.
 */
import { FileReadError, readAsBase64 } from '@/shared/lib/fileData';
import {
  headOf,
  imageRuleProblem,
  readImage,
  type ImageRules,
  type PickedFile,
} from '@/shared/lib/readImage';
import { FILE_READ_ERROR, PARAMETER_MESSAGES } from '@/domain/messages';
import { MAX_IMAGE_BYTES, MAX_PACKAGE_BYTES } from '@/domain/parameterRules';
import { pictureTypeOf } from '@/domain/pictureType';

export const MAX_IMAGE_WIDTH = 2480;
export const MAX_IMAGE_HEIGHT = 1488;

/** The pre- and post-count-down images: scaled to fit the app's screen. */
export const PARAMETER_IMAGE: ImageRules = {
  types: 'png-jpeg',
  maxBytes: MAX_IMAGE_BYTES,
  fit: { width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT },
};

export const FILE_MESSAGES = {
  unreadable: PARAMETER_MESSAGES.unreadableFile,
  /** the browser could not read the file at all */
  readFailed: FILE_READ_ERROR,
  packageTooLarge: PARAMETER_MESSAGES.packageTooLarge,
  imageHint: 'Not larger than 1488px * 2480px or 2MB, PNG/JPG only.',
} as const;

/** A file the form keeps: its content as base64 and the name it had on the admin's disk. */
export type ChosenFile = PickedFile;

/** Thrown with the message the form shows under the file's field. */
export class FileProblem extends Error {}

/** Why an image may not be used, before it is decoded (null when it may). */
export function imageProblem(
  file: Pick<File, 'type' | 'name' | 'size'>,
  head: Uint8Array,
): string | null {
  return imageRuleProblem(file, head, PARAMETER_IMAGE) ? FILE_MESSAGES.unreadable : null;
}

/** Why a package file may not be used (null when it may). */
export function packageProblem(file: Pick<File, 'size'>, head: Uint8Array): string | null {
  if (file.size === 0 || pictureTypeOf(head) !== null) return FILE_MESSAGES.unreadable;
  if (file.size > MAX_PACKAGE_BYTES) return FILE_MESSAGES.packageTooLarge;
  return null;
}

/** Checks, scales and reads an image; throws a FileProblem with the message to show. */
export async function readParameterImage(file: File): Promise<ChosenFile> {
  try {
    return await readImage(file, PARAMETER_IMAGE);
  } catch (error) {
    if (error instanceof FileReadError) throw new FileProblem(FILE_MESSAGES.readFailed);
    // refused, or a file that claims to be an image but cannot be decoded
    throw new FileProblem(FILE_MESSAGES.unreadable);
  }
}

/** Checks and reads the package file; throws a FileProblem with the message to show. */
export async function readPackageFile(file: File): Promise<ChosenFile> {
  try {
    const problem = packageProblem(file, await headOf(file));
    if (problem) throw new FileProblem(problem);
    return { base64: await readAsBase64(file), name: file.name };
  } catch (error) {
    throw error instanceof FileReadError ? new FileProblem(FILE_MESSAGES.readFailed) : error;
  }
}
