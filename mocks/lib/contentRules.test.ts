import { jpegBase64, pngBase64 } from '@tests/utils/pictures';
import { base64Info, decodeBase64, imageDimensions, pictureDataUrl } from './contentRules';

const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13));
const JPEG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1));
const TEXT = btoa('package file contents');

describe('contentRules', () => {
  it('decodes size and magic bytes', () => {
    const info = base64Info(PNG)!;
    expect(info.bytes).toBe(12);
    expect([...info.head]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect([...base64Info(JPEG)!.head.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(base64Info('%%%')).toBeNull();
  });
  it('accepts padding only at the end, at most twice', () => {
    expect(base64Info('QUI=')?.bytes).toBe(2);
    expect(base64Info('QQ==')?.bytes).toBe(1);
    expect(base64Info('data:image/png;base64, QU JD\n')?.bytes).toBe(3);
    for (const bad of ['', '=', '====', 'QQ===', 'Q=QQ', 'QUJD!', 'QUJD-_'])
      expect(base64Info(bad), bad).toBeNull();
  });
  it('measures a text of several megabytes (an oversized upload) without failing', () => {
    const big = 'QUJD'.repeat(2_000_000);
    for (let run = 0; run < 3; run++) expect(base64Info(big)?.bytes).toBe(6_000_000);
    expect(base64Info(`${big}!`)).toBeNull();
  });
  it('reads the pixel size of a PNG and a JPEG', () => {
    expect(imageDimensions(decodeBase64(pngBase64(7, 3)))).toEqual({ width: 7, height: 3 });
    expect(imageDimensions(decodeBase64(jpegBase64(640, 480)))).toEqual({
      width: 640,
      height: 480,
    });
    expect(imageDimensions(decodeBase64(PNG))).toBeNull(); // a signature without its header
    expect(imageDimensions(decodeBase64(TEXT))).toBeNull();
  });
  it('takes a picture within its limits by its content, as a data URL of its own type', () => {
    const limits = { maxBytes: 1000, fit: { width: 10, height: 10 } };
    const png = pngBase64(10, 10);
    expect(pictureDataUrl(`data:image/jpeg;base64,${png}`, limits)).toEqual({
      dataUrl: `data:image/png;base64,${png}`,
    });
    expect(pictureDataUrl(pngBase64(11, 10), limits)).toEqual({ problem: 'size' });
    expect(pictureDataUrl(png, { ...limits, maxBytes: 20 })).toEqual({ problem: 'size' });
    expect(pictureDataUrl(TEXT, limits)).toEqual({ problem: 'type' });
    expect(pictureDataUrl(PNG, limits)).toEqual({ problem: 'type' });
  });
});
