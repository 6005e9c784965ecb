/**
 * External contacts and links. The support recipient and the company behind the copyright line
 * differ for US/Canada visitors (see countryCode.tsx) and everyone else.
 */
export const SUPPORT_EMAIL = 'support@stripscan.example';
export const SUPPORT_EMAIL_US_CA = 'support-us@stripscan.example';

export const supportEmail = (isUsOrCanada: boolean) =>
  isUsOrCanada ? SUPPORT_EMAIL_US_CA : SUPPORT_EMAIL;

/** Feedback form (external, opens in a new tab). */
export const FEEDBACK_URL = 'https://www.example.com/feedback';

export const PRODUCT_NAME = 'StripScan';
export const COPYRIGHT_YEAR = 2022;
export const COMPANY_NAME = 'StripScan GmbH';
export const COMPANY_NAME_US_CA = 'StripScan Inc. (US/Canada)';

export const copyrightLine = (isUsOrCanada: boolean) =>
  `© ${COPYRIGHT_YEAR} ${isUsOrCanada ? COMPANY_NAME_US_CA : COMPANY_NAME}`;
