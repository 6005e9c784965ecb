/**
 * Profile image upload (spec 1 sections 5 and 8): image files only, at most 5MB, sent as base64
 * text; the server's answers mapped to the catalogue texts.
 */
import { httpStatusOf } from '@/api';
import { PROFILE_MESSAGES } from './profileTexts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The client's check before uploading: the message, or null when the file may be sent. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.imageWrongType;
  if (file.size > MAX_IMAGE_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}

/** A 200 answer `{ success: false, error }`: 'wrong_mime_type' or any other error code. */
export function uploadResultProblem(result: { success: boolean; error?: string }): string | null {
  if (result.success) return null;
  return result.error === 'wrong_mime_type'
    ? PROFILE_MESSAGES.imageWrongType
    : PROFILE_MESSAGES.imageInvalid;
}

/** A failed upload call that the upload shows itself: 413 means the image is too large. */
export function uploadErrorProblem(error: unknown): string | null {
  return httpStatusOf(error) === 413 ? PROFILE_MESSAGES.imageTooLarge : null;
}
