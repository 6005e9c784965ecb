import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  HEIGHT,
  padColour,
  rangeFraction,
  renderSampleImage,
  resultImagePng,
  WIDTH,
} from './sampleImage';
import { db } from '@mocks/db/store';

/** Reads back the pixels of one of our PNGs (single IDAT, filter 0, RGB). */
function decode(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset);
  let at = 8;
  let width = 0;
  let height = 0;
  let idat = new Uint8Array(0);
  while (at < png.length) {
    const len = view.getUint32(at);
    const type = String.fromCharCode(...png.slice(at + 4, at + 8));
    const data = png.slice(at + 8, at + 8 + len);
    if (type === 'IHDR') {
      width = new DataView(data.buffer).getUint32(0);
      height = new DataView(data.buffer).getUint32(4);
    }
    if (type === 'IDAT') idat = data;
    at += 12 + len;
  }
  const raw = unzlibSync(idat);
  const pixel = (x: number, y: number) => {
    const i = y * (1 + width * 3) + 1 + x * 3;
    return [raw[i], raw[i + 1], raw[i + 2]];
  };
  return { width, height, pixel };
}

describe('sample images', () => {
  it('is a 320x240 PNG whose pad shows the colour of the value', () => {
    const input = { seed: 7, fraction: 0.1, kind: 'ph' as const };
    const png = renderSampleImage(input);
    expect([...png.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const img = decode(png);
    expect([img.width, img.height]).toEqual([WIDTH, HEIGHT]);
    expect(img.pixel(248, 158)).toEqual([...padColour(input)]);
    expect(png.length).toBeLessThan(20_000);
  });

  it('colours acidic red and alkaline blue, nitrate from pale to magenta', () => {
    const [r, , b] = padColour({ seed: 1, fraction: 0, kind: 'ph' });
    expect(r).toBeGreaterThan(b);
    const [r2, , b2] = padColour({ seed: 1, fraction: 0.8, kind: 'ph' });
    expect(b2).toBeGreaterThan(r2);
    const pale = padColour({ seed: 1, fraction: 0, kind: 'nitrate' });
    const strong = padColour({ seed: 1, fraction: 1, kind: 'nitrate' });
    expect(pale[1]).toBeGreaterThan(strong[1]);
  });

  it('is deterministic per result and differs between results', () => {
    const [a, b] = db().results;
    expect(resultImagePng(a)).toEqual(resultImagePng(a));
    expect(resultImagePng(a)).not.toEqual(
      resultImagePng({ ...b, measurementValue: a.measurementValue + 3 }),
    );
  });

  it('maps a value into its range', () => {
    expect(rangeFraction(7, '0-14')).toBe(0.5);
    expect(rangeFraction(250, '0 - 500')).toBe(0.5);
    expect(rangeFraction(3, 'n/a')).toBe(3);
  });
});
