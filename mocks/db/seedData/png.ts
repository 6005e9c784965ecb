/** Seeded pictures (banners) as PNG: deterministic, no randomness, no canvas. */
import { encodePng as encodeRgbPng } from '../../lib/pngEncoder';

/**
 * RGB PNG bytes; `pixel(x, y)` returns [r, g, b]. The bytes come from the shared
 * PNG encoder (lib/pngEncoder.ts).
 */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgb.set(pixel(x, y), (y * width + x) * 3);
  return encodeRgbPng(width, height, rgb);
}

export function toDataUrl(bytes: Uint8Array, mime = 'image/png'): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${mime};base64,${btoa(binary)}`;
}

/** A brand-coloured banner (green #149b5f to yellow #FFC832 with stripes), as a data URL. */
export function bannerPng(width = 96, height = 48): string {
  const png = encodePng(width, height, (x, y) => {
    const t = x / (width - 1);
    const stripe = (x + y) % 16 < 3 ? 0.85 : 1;
    return [
      Math.round((0x14 + (0xff - 0x14) * t) * stripe),
      Math.round((0x9b + (0xc8 - 0x9b) * t) * stripe),
      Math.round((0x5f + (0x32 - 0x5f) * t) * stripe),
    ];
  });
  return toDataUrl(png);
}
