/** The route's id as a positive integer, or null (anything else is a not-found). */
export function resultIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}
