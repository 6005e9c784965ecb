/**
 * Binary image replies: stored data URLs (profile images, broadcast images) and the PNG pictures
 * the mock draws (a result's sample image).
 */
import { HttpResponse } from 'msw';
import { contentDisposition } from '../lib/contentDisposition';
import { decodeBase64 } from '../lib/contentRules';
import { PICTURE_HEAD_BYTES, pictureTypeOf } from '@/domain/pictureType';

/** The image of a data URL (or bare base64) as a binary response; its type from the magic bytes. */
export function imageResponse(dataUrl: string, filename = 'image'): Response {
  const bytes = decodeBase64(dataUrl);
  const kind = pictureTypeOf(bytes.subarray(0, PICTURE_HEAD_BYTES)) ?? 'png';
  const ext = kind === 'jpeg' ? 'jpg' : kind;
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': `image/${kind}`,
      'Content-Disposition': contentDisposition('inline', `${filename}.${ext}`),
    },
  });
}

/** A PNG the mock drew as a binary response, with `headers` besides its type. */
export function pngResponse(bytes: Uint8Array, headers: Record<string, string> = {}): Response {
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', ...headers },
  });
}
