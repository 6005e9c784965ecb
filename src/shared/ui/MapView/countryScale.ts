/**
 * The colours of the country map: five classes of equal width from 1 up to a round maximum,
 * light to dark green (the brand's green the darkest); countries without figures keep the land
 * colour. Kept apart from the map so the classes and the legend can be tested.
 */
import { formatCount } from '@/shared/lib/format';

export const CLASS_COLORS = ['#d6efe0', '#a3dbbb', '#63bd8c', '#24945d', '#0b6b3f'] as const;
export const NO_FIGURES_COLOR = '#f3f1ea';

export interface CountryValue {
  /** the world map's country name (world-atlas `properties.name`) */
  country: string;
  value: number;
}

export interface ColorClass {
  color: string;
  /** inclusive bounds */
  from: number;
  to: number;
}

/** The smallest of 1, 2, 2.5, 5 x 10^n that is at least `x` (a round class width). */
export function niceStep(x: number): number {
  if (x <= 1) return 1;
  const pow = 10 ** Math.floor(Math.log10(x));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= x) ?? 10 * pow;
  return Math.ceil(step);
}

/** Classes for the largest value; none when nothing was counted. */
export function colorClasses(max: number): ColorClass[] {
  if (max <= 0) return [];
  const step = niceStep(max / CLASS_COLORS.length);
  return CLASS_COLORS.map((color, i) => ({
    color,
    from: i === 0 ? 1 : i * step + 1,
    to: (i + 1) * step,
  })).filter((c) => c.from <= max);
}

/** The colour of a value (zero or unknown: the land colour). */
export function colorOf(value: number | undefined, classes: readonly ColorClass[]): string {
  if (!value || value <= 0) return NO_FIGURES_COLOR;
  return (
    (classes.find((c) => value <= c.to) ?? classes[classes.length - 1])?.color ?? NO_FIGURES_COLOR
  );
}

/** A legend entry: '1 - 2,000', '2,001 - 4,000'. */
export const classLabel = (c: ColorClass) => `${formatCount(c.from)} - ${formatCount(c.to)}`;
