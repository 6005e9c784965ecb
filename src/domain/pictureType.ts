/**
 * A picture's type, told by its first bytes (its signature), whatever its name or declared type
 * claims: PNG, JPEG, GIF, WebP or BMP; a file that starts otherwise is no picture the product
 * knows. The product stores PNG and JPEG only: the screens refuse the others before an upload,
 * the server on arrival. Both ask here.
 */

export type PictureType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';
/** The types the product stores. */
export type StoredPictureType = 'png' | 'jpeg';

/** How many first bytes tell a picture's type (WebP's mark ends at byte 12). */
export const PICTURE_HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => head[at + i] === b);

/** The type the first bytes tell, or null when they are no picture the product knows. */
export function pictureTypeOf(head: Uint8Array): PictureType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  return null;
}

export const isStoredPictureType = (type: PictureType | null): type is StoredPictureType =>
  type === 'png' || type === 'jpeg';

/** The base64 text of an upload: a data-URL prefix and any whitespace left out. */
export function base64Payload(text: string): string {
  return text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
}

/** The first bytes of a base64 text (a data-URL prefix ignored), enough to tell its type. */
export function base64Head(text: string): Uint8Array | null {
  const b64 = base64Payload(text).slice(0, 16);
  let decoded: string;
  try {
    decoded = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
  } catch {
    return null;
  }
  return Uint8Array.from(decoded.slice(0, PICTURE_HEAD_BYTES), (c) => c.charCodeAt(0));
}

/** The type of a picture given as base64, or null when it is no picture the product knows. */
export function pictureTypeOfBase64(text: string): PictureType | null {
  const head = base64Head(text);
  return head ? pictureTypeOf(head) : null;
}
