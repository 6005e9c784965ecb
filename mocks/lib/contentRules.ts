/**
 * Content checks the admin handlers share: what a base64 upload really holds (size, the pixel
 * size of a PNG or JPEG). A picture's type by its first bytes is the app's rule
 * (src/domain/pictureType), the visible text of rich-text HTML too (src/domain/richText), and the
 * limits of stored pictures (src/domain/pictureLimits).
 */
import type { PictureLimits } from '@/domain/pictureLimits';
import {
  base64Head,
  base64Payload,
  isStoredPictureType,
  PICTURE_HEAD_BYTES,
  pictureTypeOf,
} from '@/domain/pictureType';

export interface Base64Info {
  /** decoded size in bytes */
  bytes: number;
  /** the first decoded bytes (up to 12) */
  head: Uint8Array;
}

/** Size and first bytes of a base64 text (a data-URL prefix is ignored); null if not base64. */
export function base64Info(text: string): Base64Info | null {
  const b64 = base64Payload(text);
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  // Base64 letters only, the padding ('=' at most twice) apart. Tested as 'no other character'
  // rather than one pattern over the whole text (/^[A-Za-z0-9+/]+={0,2}$/): V8 may keep a
  // backtracking entry per character for that, and on an upload of several megabytes ran out
  // of stack (RangeError, a 500) where the too-large image must get its 413.
  const letters = b64.slice(0, b64.length - padding);
  if (letters === '' || /[^A-Za-z0-9+/]/.test(letters) || b64.length % 4 === 1) return null;
  const bytes = Math.floor((b64.length * 3) / 4) - padding;
  const head = base64Head(b64);
  return head ? { bytes, head } : null;
}

/** Decodes base64 (data-URL prefix ignored) to bytes. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(base64Payload(text));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32 = (b: Uint8Array, at: number) =>
  ((b[at] << 24) | (b[at + 1] << 16) | u16(b, at + 2)) >>> 0;

/**
 * The pixel size of a PNG (its IHDR) or JPEG (its first start-of-frame segment), or null when
 * the bytes do not say it.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const kind = pictureTypeOf(bytes.subarray(0, PICTURE_HEAD_BYTES));
  if (kind === 'png') {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
    return ihdr && bytes.length >= 24 ? { width: u32(bytes, 16), height: u32(bytes, 20) } : null;
  }
  if (kind !== 'jpeg') return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are other segments
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/** Why a picture upload is refused: not a PNG or JPEG by its content, or over its limits. */
export type PictureProblem = 'type' | 'size';

/**
 * A PNG or JPEG upload (base64, with or without a data-URL prefix) as the data URL the server
 * stores, or why it is refused: its content is no PNG or JPEG (whatever its prefix claims), it
 * has more bytes than `limits.maxBytes` or more pixels than `limits.fit` on either side.
 */
export function pictureDataUrl(
  value: string,
  limits: PictureLimits,
): { dataUrl: string } | { problem: PictureProblem } {
  const info = base64Info(value);
  const kind = info ? pictureTypeOf(info.head) : null;
  if (!info || !isStoredPictureType(kind)) return { problem: 'type' };
  if (info.bytes > limits.maxBytes) return { problem: 'size' };
  const size = imageDimensions(decodeBase64(value));
  if (!size) return { problem: 'type' };
  if (size.width > limits.fit.width || size.height > limits.fit.height) return { problem: 'size' };
  return { dataUrl: `data:image/${kind};base64,${base64Payload(value)}` };
}
