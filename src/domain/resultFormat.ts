/**
 * How a result's values read wherever they show, on the screens and in the exports:
 * - coordinates as degrees and minutes, one decimal, with N/S and E/W (48°8.3'N 11°34.5'E);
 * - the reading code at the start of the invalid-sample message ('501 - Value below range')
 *   prefixes the value: 501 '<', 502 '>', 403 '!' (NO2 detected); 401 and 402 leave it plain;
 * - a citation formula is text with two marks, `__x__` superscript and `,,x,,` subscript; as
 *   plain text the marks are left out ('NO,,3,,__-__' reads NO3-).
 */

function degreesMinutes(value: number, positive: string, negative: string): string {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.round((abs - degrees) * 60 * 10) / 10;
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${minutes.toFixed(1)}'${value < 0 ? negative : positive}`;
}

/** e.g. 48°8.3'N 11°34.5'E; null when the result has no location. */
export function formatCoordinates(
  lat: number | null | undefined,
  lng: number | null | undefined,
): string | null {
  if (lat == null || lng == null) return null;
  return `${degreesMinutes(lat, 'N', 'S')} ${degreesMinutes(lng, 'E', 'W')}`;
}

/** The numeric reading code at the start of an invalid-sample message ('501 - ...' -> 501). */
export function readingCode(invalidSampleMessageCode: string | null | undefined): number | null {
  const match = /^\s*(\d{3})/.exec(invalidSampleMessageCode ?? '');
  return match ? Number(match[1]) : null;
}

const PREFIX: Readonly<Record<number, string>> = { 501: '<', 502: '>', 403: '!' };

/** The prefix of a value by its reading code: '<', '>', '!' or none. */
export function readingPrefix(invalidSampleMessageCode: string | null | undefined): string {
  const code = readingCode(invalidSampleMessageCode);
  return (code !== null && PREFIX[code]) || '';
}

/** The citation marks: `__superscript__` and `,,subscript,,`. */
export const CITATION_MARKS = /(__|,,)(.+?)\1/g;

/** A citation formula as plain text, its marks left out. */
export const plainCitation = (formula: string): string => formula.replace(CITATION_MARKS, '$2');
