/**
 * Which antd tokens the Foundations pages show, by group. Only names: the values are computed
 * from the theme when a page renders (designTokens.ts). Typed, so a misspelt or removed token
 * fails `tsc` instead of showing an empty swatch.
 */
import type { TokenName } from './designTokens';

export const COLOUR_GROUPS = {
  primary: [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorPrimaryBg',
    'colorPrimaryBgHover',
    'colorPrimaryBorder',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
  ],
  status: [
    'colorSuccess',
    'colorInfo',
    'colorWarning',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
    'colorSuccessBg',
    'colorInfoBg',
    'colorErrorBg',
    'colorWarningBg',
  ],
  text: [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextDisabled',
    'colorTextLightSolid',
  ],
  surfaces: [
    'colorBgContainer',
    'colorBgLayout',
    'colorBgElevated',
    'colorBgMask',
    'colorFillSecondary',
    'colorBorder',
    'colorBorderSecondary',
    'colorSplit',
  ],
} satisfies Record<string, TokenName[]>;

/** Font-size tokens with the line-height token antd pairs with each. */
export const TYPE_SCALE = {
  headings: [
    ['fontSizeHeading1', 'lineHeightHeading1'],
    ['fontSizeHeading2', 'lineHeightHeading2'],
    ['fontSizeHeading3', 'lineHeightHeading3'],
    ['fontSizeHeading4', 'lineHeightHeading4'],
    ['fontSizeHeading5', 'lineHeightHeading5'],
  ],
  text: [
    ['fontSizeXL', 'lineHeightLG'],
    ['fontSizeLG', 'lineHeightLG'],
    ['fontSize', 'lineHeight'],
    ['fontSizeSM', 'lineHeightSM'],
  ],
} satisfies Record<string, [TokenName, TokenName][]>;

export const SPACING = {
  size: ['sizeXXS', 'sizeXS', 'sizeSM', 'size', 'sizeMD', 'sizeLG', 'sizeXL', 'sizeXXL'],
  padding: [
    'paddingXXS',
    'paddingXS',
    'paddingSM',
    'padding',
    'paddingMD',
    'paddingLG',
    'paddingXL',
  ],
  margin: [
    'marginXXS',
    'marginXS',
    'marginSM',
    'margin',
    'marginMD',
    'marginLG',
    'marginXL',
    'marginXXL',
  ],
  controlHeight: ['controlHeightSM', 'controlHeight', 'controlHeightLG'],
} satisfies Record<string, TokenName[]>;

export const RADII: TokenName[] = [
  'borderRadiusXS',
  'borderRadiusSM',
  'borderRadius',
  'borderRadiusLG',
  'borderRadiusOuter',
];
