/** Small wrappers around the seeded faker instance (never Math.random). */
import { faker } from '@faker-js/faker';

export const SEED = 20261120;

/** Re-seeds faker for one section so sections do not shift each other. */
export function reseed(section: number) {
  faker.seed(SEED + section);
}

export const int = (min: number, max: number) => faker.number.int({ min, max });
export const float = () => faker.number.float();
export const chance = (p: number) => faker.number.float() < p;
export const pick = <T>(items: readonly T[]): T => items[faker.number.int(items.length - 1)];
export const hex = (length: number) =>
  faker.string.hexadecimal({ length, casing: 'lower', prefix: '' });
export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Picks an index from relative weights. */
export function weighted(weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = faker.number.float() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}
