/**
 * One colour per parameter everywhere in the product (weekly chart, analysis chart and map,
 * legends): chosen by the parameter's id, never by its rank in the data shown, so Nitrate keeps
 * its colour from one range to the next. The brand green and yellow come first; 'Others' is grey.
 */
export const PARAMETER_PALETTE = [
  '#149b5f',
  '#FFC832',
  '#1677ff',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#fa8c16',
] as const;
export const OTHERS_COLOR = '#bfbfbf';

export function parameterColor(parameterId: number): string {
  const n = PARAMETER_PALETTE.length;
  return PARAMETER_PALETTE[(((Math.trunc(parameterId) - 1) % n) + n) % n];
}
