/**
 * Content checks the admin handlers share: what a base64 upload really holds (size, image type
 * by magic bytes, the pixel size of a PNG or JPEG). The visible text of rich-text HTML is the
 * app's rule (src/domain/richText); the limits of stored pictures too (src/domain/pictureLimits).
 */
import type { PictureLimits } from '@/domain/pictureLimits';

export interface Base64Info {
  /** decoded size in bytes */
  bytes: number;
  /** the first decoded bytes (up to 12) */
  head: Uint8Array;
}

/** The base64 text of an upload: a data-URL prefix and any whitespace left out. */
export function base64Payload(text: string): string {
  return text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
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
  const headText = b64.slice(0, 16);
  let decoded: string;
  try {
    decoded = atob(headText.padEnd(Math.ceil(headText.length / 4) * 4, '='));
  } catch {
    return null;
  }
  const head = Uint8Array.from(decoded.slice(0, 12), (c) => c.charCodeAt(0));
  return { bytes, head };
}

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

const startsWith = (head: Uint8Array, magic: number[], at = 0) =>
  magic.every((b, i) => head[at + i] === b);

/** The image type told by the magic bytes, or null when the bytes are not a known image. */
export function imageKind(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(head, [0x42, 0x4d])) return 'bmp';
  return null;
}

export function isPngOrJpeg(head: Uint8Array): boolean {
  const kind = imageKind(head);
  return kind === 'png' || kind === 'jpeg';
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
  const kind = imageKind(bytes.subarray(0, 12));
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
  const kind = info ? imageKind(info.head) : null;
  if (!info || (kind !== 'png' && kind !== 'jpeg')) return { problem: 'type' };
  if (info.bytes > limits.maxBytes) return { problem: 'size' };
  const size = imageDimensions(decodeBase64(value));
  if (!size) return { problem: 'type' };
  if (size.width > limits.fit.width || size.height > limits.fit.height) return { problem: 'size' };
  return { dataUrl: `data:image/${kind};base64,${base64Payload(value)}` };
}
