/**
 * How the measurement charts scale a parameter's values. Nitrate (parameter 2) is read against
 * a fixed scale: from 0 to at least 500, a tick every 100, and up to the next hundred above the
 * largest value. Every other parameter's chart chooses its own scale.
 */

/** Nitrate's id in the product's parameter catalogue. */
export const NITRATE_PARAMETER_ID = 2;

export interface FixedScale {
  /** the scale runs from 0 to at least this */
  minTop: number;
  /** the distance between two ticks, and the step the top grows by */
  step: number;
}

const NITRATE_SCALE: FixedScale = { minTop: 500, step: 100 };

/** The fixed scale of a parameter's chart, or null where the chart chooses one. */
export function fixedScaleOf(parameterId: number): FixedScale | null {
  return parameterId === NITRATE_PARAMETER_ID ? NITRATE_SCALE : null;
}
