/**
 * Profile image upload: image files only, at most 5MB, sent as base64 text; the server's
 * answers mapped to the catalogue texts.
 */
import { httpStatusOf } from '@/api';
import type { ImageProblemReason, ImageRules } from '@/shared/lib/readImage';
import { PROFILE_MESSAGES } from './profileTexts';
import { PROFILE_IMAGE_MAX_BYTES } from '@/domain/accountRules';

/** The client's check before uploading: any image type (the server checks the content), 5MB. */
export const PROFILE_IMAGE: ImageRules = { types: 'any', maxBytes: PROFILE_IMAGE_MAX_BYTES };

/** The message of a file the client's check refused; null for none or an unreadable file. */
export function imageFileProblem(reason: ImageProblemReason | null): string | null {
  if (reason === 'type') return PROFILE_MESSAGES.imageWrongType;
  if (reason === 'size') return PROFILE_MESSAGES.imageTooLarge;
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
