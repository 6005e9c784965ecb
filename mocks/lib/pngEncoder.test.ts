import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodePalettePng, paletteImage } from './pngEncoder';

/** The chunks of a PNG file by type (the data of each). */
function chunks(file: Uint8Array) {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const found: Record<string, Uint8Array> = {};
  for (let at = 8; at < file.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    found[type] = file.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  return found;
}

describe('palette PNG', () => {
  it.each([
    [2, 1],
    [3, 2],
    [5, 4],
  ])(
    '%i colours: %i bits per pixel, leftmost pixel in the high bits, one row after another',
    (colours, bits) => {
      const palette = Array.from({ length: colours }, (_, i) => [i * 40, 255 - i * 40, i] as const);
      const width = 37; // rows that do not fill their last byte
      const height = 4;
      const colourAt = (x: number, y: number) => (x * 7 + y) % colours;
      const file = encodePalettePng(paletteImage(width, height, colours, colourAt), palette);
      expect([...file.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
      const { IHDR, PLTE, IDAT, IEND } = chunks(file);
      const header = new DataView(IHDR.buffer, IHDR.byteOffset);
      expect([header.getUint32(0), header.getUint32(4), IHDR[8], IHDR[9]]).toEqual([
        37,
        4,
        bits,
        3,
      ]);
      expect([...PLTE]).toEqual(palette.flat());
      expect(IEND).toHaveLength(0);
      const raw = unzlibSync(IDAT);
      const rowBytes = 1 + Math.ceil((width * bits) / 8);
      expect(raw).toHaveLength(height * rowBytes);
      for (let y = 0; y < height; y++) {
        expect(raw[y * rowBytes]).toBe(0); // filter: none
        for (let x = 0; x < width; x++) {
          const byte = raw[y * rowBytes + 1 + Math.floor((x * bits) / 8)];
          const index = (byte >> (8 - bits - ((x * bits) % 8))) & ((1 << bits) - 1);
          expect(index).toBe(colourAt(x, y));
        }
      }
    },
  );

  it('takes 1 to 16 colours, and as many colours as the picture has', () => {
    expect(() => paletteImage(1, 1, 0, () => 0)).toThrow();
    expect(() => paletteImage(1, 1, 17, () => 0)).toThrow();
    expect(() =>
      encodePalettePng(
        paletteImage(1, 1, 2, () => 0),
        [[0, 0, 0]],
      ),
    ).toThrow();
  });
});
