/**
 * Where the app download links go: the two app stores and the product website (for browsers
 * that are neither Android nor iOS). One place, so a real deployment changes three lines.
 */
export const APP_LINKS = {
  appStore: 'https://apps.apple.com/app/stripscan/id0000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.stripscan',
  productWebsite: 'https://www.example.com/stripscan',
} as const;
