import { detectPlatform, downloadUrl } from './platform';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it('sends Android to Google Play, iOS and iPadOS to the App Store, the rest to the website', () => {
    expect(detectPlatform(UA.android)).toBe('android');
    expect(detectPlatform(UA.iphone)).toBe('ios');
    expect(detectPlatform(UA.ipadOs, 5)).toBe('ios');
    expect(detectPlatform(UA.ipadOs, 0)).toBe('other'); // a Mac
    expect(detectPlatform(UA.windows)).toBe('other');
    expect(downloadUrl('android')).toContain('play.google.com');
    expect(downloadUrl('ios')).toContain('apps.apple.com');
    expect(downloadUrl('other')).toBe('https://www.example.com/stripscan');
  });
});
