/** A record's id in an address (`/results/12`) as a positive integer, or null (not found). */
export function recordIdOf(param: string | undefined | null): number | null {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}
