/**
 * How a result's reading is shown (spec 2 section 4): 401/402 plain, 501 '<' (pinned to the
 * bottom of the gauge), 502 '>' (pinned to the top), 403 '!' (NO2 detected); the invalid-sample
 * message reads 'code - message' and its message part goes in an error box for 501, 502 and 403.
 */
import { readingCode } from '@/domain/resultFormat';
import { formatMeasurementValue, isReadingError, readingMessage } from '@/shared/lib/format';
import type { ScaleGaugeProps, ScalePin } from '@/shared/ui/ScaleGauge';
import type { Result } from '@/api';

export interface Reading {
  /** 401, 402, 403, 501, 502 or null */
  code: number | null;
  /** the value with its prefix, e.g. '<0', '!30.4', '7.4' */
  value: string;
  pin: ScalePin;
  /** the whole 'code - message' text, or null */
  codeText: string | null;
  /** the message part, or null */
  message: string | null;
  /** true when the message goes in an error box (out of bounds or NO2) */
  isError: boolean;
}

export function readingOf(
  result: Pick<Result, 'measurementValue' | 'invalidSampleMessageCode'>,
): Reading {
  const raw = result.invalidSampleMessageCode?.trim() || null;
  const code = readingCode(raw);
  return {
    code,
    value: formatMeasurementValue(result.measurementValue, raw),
    pin: code === 501 ? 'below' : code === 502 ? 'above' : null,
    codeText: raw,
    message: readingMessage(raw),
    isError: isReadingError(raw),
  };
}

/** Nitrate's strip pads turn magenta; other single-hue parameters use the brand green. */
export const NITRATE_COLOUR = '#c0307a';
export const DEFAULT_RAMP_COLOUR = '#149b5f';

/** The gauge's colours for a parameter: pH (type 1) gets the pH scale, others one hue. */
export function gaugeColours(
  parameter: Pick<Result['parameter'], 'type'>,
): Pick<ScaleGaugeProps, 'variant' | 'color'> {
  if (parameter.type === 1) return { variant: 'ph' };
  return { variant: 'ramp', color: parameter.type === 0 ? NITRATE_COLOUR : DEFAULT_RAMP_COLOUR };
}
