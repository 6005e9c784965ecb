import { failFileReads } from '@tests/utils/fileReads';
import {
  imageProblem,
  packageProblem,
  readPackageFile,
  readParameterImage,
} from './parameterFiles';

/** The largest picture (2 MB) and package file (200 kB) a parameter takes, in bytes. */
const MAX_IMAGE_BYTES = 2097152;
const UNREADABLE = 'There was a problem reading the selected file.';
const MAX_PACKAGE_BYTES = 204800;

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

const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as BlobPart], name, { type });

describe('image rules', () => {
  it('accepts PNG and JPEG whose content matches the declared type, up to 2 MB', () => {
    expect(imageProblem(file(PNG, 'a.png', 'image/png'), PNG)).toBeNull();
    expect(imageProblem(file(JPEG, 'a.jpg', 'image/jpeg'), JPEG)).toBeNull();
    expect(
      imageProblem({ type: 'image/png', name: 'a.png', size: MAX_IMAGE_BYTES }, PNG),
    ).toBeNull();
  });

  it.each([
    ['a GIF', file(GIF, 'a.gif', 'image/gif'), GIF],
    ['a GIF renamed to .png', file(GIF, 'a.png', 'image/png'), GIF],
    ['a JPEG called PNG', file(JPEG, 'a.png', 'image/png'), JPEG],
    ['a text file', file(TEXT, 'a.txt', 'text/plain'), TEXT],
  ])('refuses %s', (_name, f, head) => {
    expect(imageProblem(f, head)).toBe(UNREADABLE);
  });

  it('refuses an image over 2 MB', () => {
    expect(imageProblem({ type: 'image/png', name: 'a.png', size: MAX_IMAGE_BYTES + 1 }, PNG)).toBe(
      'There was a problem reading the selected file.',
    );
  });

  it('reads a PNG that fits as it is, base64 without prefix', async () => {
    const restore = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => ({
      width: 1,
      height: 1,
      close: () => {},
    })) as never;
    try {
      const chosen = await readParameterImage(file(PNG, 'dot.png', 'image/png'));
      expect(chosen.name).toBe('dot.png');
      expect(bytesOf(chosen.base64)).toEqual(PNG);
    } finally {
      globalThis.createImageBitmap = restore;
    }
  });

  it('reports a file that claims to be an image but cannot be decoded', async () => {
    const restore = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => {
      throw new Error('decode');
    }) as never;
    try {
      await expect(readParameterImage(file(PNG, 'dot.png', 'image/png'))).rejects.toThrow(
        UNREADABLE,
      );
    } finally {
      globalThis.createImageBitmap = restore;
    }
  });
});

describe('package file rules', () => {
  it('accepts any file but an image, up to 204800 bytes', async () => {
    expect(packageProblem({ size: MAX_PACKAGE_BYTES }, TEXT)).toBeNull();
    const chosen = await readPackageFile(file(TEXT, 'strip.pkg', ''));
    expect(chosen).toEqual({ base64: btoa('StripScan package\ncat=1\n'), name: 'strip.pkg' });
  });

  it('refuses an image, an empty file and a file over 200kb', async () => {
    expect(packageProblem({ size: 10 }, PNG)).toBe(UNREADABLE);
    expect(packageProblem({ size: 10 }, GIF)).toBe(UNREADABLE);
    expect(packageProblem({ size: 0 }, new Uint8Array())).toBe(UNREADABLE);
    await expect(
      readPackageFile(file(new Uint8Array(MAX_PACKAGE_BYTES + 1), 'big.pkg', '')),
    ).rejects.toThrow('The Package file must not be larger than 200kb');
  });
});

describe('a file the browser cannot read at all', () => {
  it.each([
    ['an image', () => readParameterImage(file(PNG, 'dot.png', 'image/png'))],
    ['a package file', () => readPackageFile(file(TEXT, 'strip.pkg', ''))],
  ])("is refused as %s with 'Error reading file'", async (_kind, read) => {
    const restore = failFileReads();
    try {
      await expect(read()).rejects.toThrow(/^Error reading file$/);
    } finally {
      restore();
    }
  });
});
