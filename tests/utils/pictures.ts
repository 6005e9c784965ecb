/**
 * Pictures for upload tests, as the API's file fields take them (base64 without a prefix): a
 * real PNG of any size, and the head of a JPEG that states its size (a start-of-frame segment
 * after an APP0 segment; no pixel data, which no size check reads).
 */
import { encodePng } from '@mocks/lib/pngEncoder';

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export function pngBase64(width: number, height: number): string {
  const png = encodePng(width, height, new Uint8Array(width * height * 3).fill(180));
  let binary = '';
  for (const b of png) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function jpegBase64(width: number, height: number): string {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ];
  return base64(Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]));
}
