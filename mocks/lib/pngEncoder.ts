/**
 * A PNG encoder in pure TS for 8-bit RGB pixels, or pixels of a few colours as palette indices
 * (filter none, deflate by fflate's zlibSync, level 6): the sample images of results, the seeded
 * pictures and the tests' uploads use it. It reads no store, so the seed can use it.
 */
import { zlibSync } from 'fflate';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Encodes 8-bit RGB pixels (row-major, width*height*3 bytes) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
  }
  // 8-bit, truecolour
  return png(width, height, [8, 2], zlibSync(raw, { level: 6 }));
}

/**
 * A picture of at most 16 colours as palette indices, compressed: what a palette PNG holds
 * besides its colours, so pictures that differ only in their colours share it. `colourAt(x, y)`
 * gives each pixel's index into the palette. Four bits per pixel or fewer: the compressor reads
 * a fraction of an RGB picture's bytes (the seed's screen pictures cost a millisecond at every
 * start of the demo instead of tens).
 */
export interface PaletteImage {
  width: number;
  height: number;
  colours: number;
  bits: number;
  /** the compressed rows (the IDAT chunk's data) */
  data: Uint8Array;
}

export function paletteImage(
  width: number,
  height: number,
  colours: number,
  colourAt: (x: number, y: number) => number,
): PaletteImage {
  if (colours < 1 || colours > 16) throw new Error('1 to 16 colours');
  const bits = colours <= 2 ? 1 : colours <= 4 ? 2 : 4;
  const perByte = 8 / bits;
  const rowBytes = 1 + Math.ceil(width / perByte);
  const raw = new Uint8Array(height * rowBytes); // each row starts with filter 0: none
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = y * rowBytes + 1 + Math.floor(x / perByte);
      raw[at] |= colourAt(x, y) << (8 - bits * (1 + (x % perByte)));
    }
  return { width, height, colours, bits, data: zlibSync(raw, { level: 6 }) };
}

/** The palette PNG of a picture (paletteImage) in these colours (as many as it has). */
export function encodePalettePng(
  image: PaletteImage,
  palette: readonly (readonly [number, number, number])[],
): Uint8Array {
  if (palette.length !== image.colours) throw new Error(`${image.colours} colours expected`);
  const plte = chunk('PLTE', new Uint8Array(palette.flat()));
  return png(image.width, image.height, [image.bits, 3], image.data, plte);
}

/**
 * The PNG file: signature, header ([bit depth, colour type]), palette if any, the compressed
 * rows, end.
 */
function png(
  width: number,
  height: number,
  [depth, colourType]: [number, number],
  data: Uint8Array,
  plte?: Uint8Array,
): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([depth, colourType, 0, 0, 0], 8); // deflate, no filter, no interlace
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    ...(plte ? [plte] : []),
    chunk('IDAT', data),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
