/**
 * The design tokens of the app as antd computes them from the app's theme (src/shared/ui/theme.ts)
 * when the page renders: the seed values the theme sets, run through antd's token algorithm, so a
 * change to the theme shows here without touching these pages.
 */
import { theme as antdTheme } from 'antd';
import { theme } from '@/shared/ui/theme';

export type TokenName = keyof ReturnType<typeof antdTheme.getDesignToken>;

export const tokens = antdTheme.getDesignToken(theme);

/** A token's value as the pages show it (numbers in px where antd means px). */
export function tokenValue(name: TokenName): string | number {
  return tokens[name] as string | number;
}

/** The tokens the theme sets itself (the rest antd derives from them). */
export const themeTokenNames = new Set(Object.keys(theme.token ?? {}));

/** The component tokens the theme sets, as 'Component.token' and value. */
export const componentTokens: [string, string][] = Object.entries(theme.components ?? {}).flatMap(
  ([component, values]) =>
    Object.entries(values as Record<string, unknown>)
      .filter(([, v]) => typeof v === 'string')
      .map(([name, v]): [string, string] => [`${component}.${name}`, v as string]),
);

/** Every colour token antd computes, by name. */
export const colourTokenNames = (Object.keys(tokens) as TokenName[]).filter(
  (name) => name.startsWith('color') && typeof tokens[name] === 'string',
);
