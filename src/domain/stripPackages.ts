/**
 * A user's test strip package, as the package dialog and the server check it: a package holds
 * at most 100 strips (a new one 100); the strips left that the user enters have to be more than
 * the one measurement already taken with it (so 2 or more) and at most the package's size. Its
 * lot number is a package lot number (lotNumbers.ts).
 */

/** A new package holds 100 strips, which is also the largest package. */
export const DEFAULT_PACKAGE_SIZE = 100;
export const MAX_PACKAGE_SIZE = 100;
/** The measurement already taken with a package: the strips left have to be more than this. */
export const MEASUREMENTS_TAKEN = 1;

/** The strips left: a whole number above 1 and at most the package size. */
export function isValidStripsLeft(value: unknown, packageSize: number): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value > MEASUREMENTS_TAKEN &&
    value <= Math.min(packageSize, MAX_PACKAGE_SIZE)
  );
}
