import { failFileReads } from '@tests/utils/fileReads';
import { FileReadError } from './fileData';
import {
  declaredImageType,
  fitWithin,
  imageRuleProblem,
  ImageProblem,
  readImage,
} from './readImage';

/** Real files: a 1x1 PNG, the start of a JPEG (JFIF), a 1x1 GIF, a text file. */
const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const PNG = bytesOf(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
const GIF = bytesOf('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const TEXT = new TextEncoder().encode('StripScan package\ncat=1\n');

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as BlobPart], name, { type });

const SCREEN = { width: 2480, height: 1488 };

describe('the declared image type', () => {
  it('reads the declared type from the MIME type, else the extension', () => {
    expect(declaredImageType({ type: 'image/png', name: 'a.jpg' })).toBe('png');
    expect(declaredImageType({ type: '', name: 'A.JPEG' })).toBe('jpeg');
    expect(declaredImageType({ type: 'image/gif', name: 'a.png' })).toBeNull();
    expect(declaredImageType({ type: '', name: 'notes.txt' })).toBeNull();
  });
});

describe('image rules', () => {
  it('takes PNG and JPEG only when their bytes match the type they claim', () => {
    const rules = { types: 'png-jpeg' } as const;
    expect(imageRuleProblem(file(PNG, 'a.png', 'image/png'), PNG, rules)).toBeNull();
    expect(imageRuleProblem(file(JPEG, 'a.jpg', 'image/jpeg'), JPEG, rules)).toBeNull();
    expect(imageRuleProblem(file(GIF, 'a.png', 'image/png'), GIF, rules)).toBe('type');
    expect(imageRuleProblem(file(GIF, 'a.gif', 'image/gif'), GIF, rules)).toBe('type');
  });

  it('takes any image type by its MIME type, and refuses what is over the size', () => {
    const rules = { types: 'any', maxBytes: 10 } as const;
    expect(imageRuleProblem({ type: 'image/gif', name: 'a', size: 10 }, TEXT, rules)).toBeNull();
    expect(imageRuleProblem({ type: 'text/plain', name: 'a', size: 1 }, TEXT, rules)).toBe('type');
    expect(imageRuleProblem({ type: 'image/png', name: 'a', size: 11 }, PNG, rules)).toBe('size');
  });

  it('scales down proportionally to fit 2480 wide by 1488 high, never up', () => {
    expect(fitWithin(2480, 1488, SCREEN)).toEqual({ width: 2480, height: 1488, scaled: false });
    expect(fitWithin(100, 50, SCREEN)).toEqual({ width: 100, height: 50, scaled: false });
    expect(fitWithin(4960, 1000, SCREEN)).toEqual({ width: 2480, height: 500, scaled: true });
    expect(fitWithin(1000, 2976, SCREEN)).toEqual({ width: 500, height: 1488, scaled: true });
    expect(fitWithin(3000, 3000, SCREEN)).toEqual({ width: 1488, height: 1488, scaled: true });
    expect(fitWithin(100000, 1, SCREEN)).toEqual({ width: 2480, height: 1, scaled: true });
  });

  it('reads a picture as base64 without prefix, or says why it cannot', async () => {
    const picked = await readImage(file(GIF, 'a.gif', 'image/gif'), { types: 'any' });
    expect(picked).toEqual({ base64: bytesToBase64(GIF), name: 'a.gif' });
    await expect(
      readImage(file(GIF, 'a.png', 'image/png'), { types: 'png-jpeg' }),
    ).rejects.toMatchObject({ reason: 'type' });
    await expect(
      readImage(file(GIF, 'a.gif', 'image/gif'), { types: 'any', maxBytes: 1 }),
    ).rejects.toBeInstanceOf(ImageProblem);
  });

  it('passes on a file the browser cannot read at all as a FileReadError', async () => {
    for (const which of ['all', 'reader'] as const) {
      const restore = failFileReads(which);
      try {
        await expect(
          readImage(file(GIF, 'a.gif', 'image/gif'), { types: 'any' }),
        ).rejects.toBeInstanceOf(FileReadError);
      } finally {
        restore();
      }
    }
  });

  it('reports a picture that cannot be decoded as unreadable', async () => {
    const restore = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => {
      throw new Error('decode');
    }) as never;
    try {
      await expect(
        readImage(file(PNG, 'dot.png', 'image/png'), { types: 'png-jpeg', fit: SCREEN }),
      ).rejects.toMatchObject({ reason: 'unreadable' });
    } finally {
      globalThis.createImageBitmap = restore;
    }
  });
});
