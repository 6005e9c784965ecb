import { describe, expect, it } from 'vitest';
import { imageAddress, userImageAddress } from './addresses';

describe('image addresses', () => {
  it('puts the path parameters into the path', () => {
    expect(imageAddress('getResultImage', { id: 7 })).toBe('/api/results/7/image');
    expect(imageAddress('getBroadcastImage', { id: 2 })).toBe('/api/broadcast-image/2');
  });

  it('puts the other arguments into the query string, leaving out those not given', () => {
    expect(imageAddress('getSharedImage', { shareId: 'ab12', resultId: 9 })).toBe(
      '/api/share/ab12/image?resultId=9',
    );
    expect(imageAddress('getSharedImage', { shareId: 'ab12' })).toBe('/api/share/ab12/image');
    expect(imageAddress('getSharedImage', { shareId: 'ab12', resultId: undefined })).toBe(
      '/api/share/ab12/image',
    );
  });

  it('encodes the path parameters', () => {
    expect(imageAddress('getSharedImage', { shareId: 'a/b c' })).toBe('/api/share/a%2Fb%20c/image');
  });

  it('a profile picture: none without an upload; the upload date in the address', () => {
    expect(userImageAddress({ id: 4, imageUpdateDate: null })).toBeUndefined();
    expect(userImageAddress({ id: 4 })).toBeUndefined();
    expect(userImageAddress({ id: 4, imageUpdateDate: 1714557600 })).toBe(
      '/api/users/4/image?v=1714557600',
    );
  });
});
