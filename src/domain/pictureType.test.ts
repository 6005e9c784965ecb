import { isStoredPictureType, pictureTypeOf, pictureTypeOfBase64 } from './pictureType';

const bytes = (...b: number[]) => Uint8Array.from(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1);
const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const WAV = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45);
const BMP = bytes(0x42, 0x4d, 0, 0);
const TEXT = new TextEncoder().encode('package file contents');
const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

describe("a picture's type by its first bytes", () => {
  it.each<[string, Uint8Array, string | null]>([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['GIF', GIF, 'gif'],
    ['WebP', WEBP, 'webp'],
    ['BMP', BMP, 'bmp'],
    ['a RIFF file that is no WebP (WAV)', WAV, null],
    ['text', TEXT, null],
    ['nothing', bytes(), null],
  ])('%s: %s', (_name, head, type) => expect(pictureTypeOf(head)).toBe(type));

  it('stores PNG and JPEG only', () => {
    expect(
      ['png', 'jpeg', 'gif', 'webp', 'bmp', null].map((t) => isStoredPictureType(t as never)),
    ).toEqual([true, true, false, false, false, false]);
  });

  it('reads base64, with or without a data-URL prefix, whatever the prefix claims', () => {
    expect(pictureTypeOfBase64(base64(PNG))).toBe('png');
    expect(pictureTypeOfBase64(`data:image/png;base64,${base64(JPEG)}`)).toBe('jpeg');
    expect(pictureTypeOfBase64(` ${base64(GIF).slice(0, 4)}\n${base64(GIF).slice(4)}`)).toBe('gif');
    expect(pictureTypeOfBase64(base64(TEXT))).toBeNull();
    expect(pictureTypeOfBase64('%%% not base64')).toBeNull();
  });
});
