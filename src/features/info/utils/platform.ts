/**
 * Which store the app download goes to, from the browser's user agent: Android devices to
 * Google Play, iPhones, iPads and iPods (also iPadOS, which reports itself as a Mac with touch)
 * to the App Store, everything else to the product website.
 */
import { APP_LINKS } from '@/shared/config/appLinks';

export type Platform = 'android' | 'ios' | 'other';

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

export function downloadUrl(platform: Platform): string {
  if (platform === 'android') return APP_LINKS.googlePlay;
  if (platform === 'ios') return APP_LINKS.appStore;
  return APP_LINKS.productWebsite;
}
