import { useId } from 'react';
import {
  fractionToY,
  parseRange,
  PH_STOPS,
  rampStops,
  tickValues,
  valueFraction,
  type ScalePin,
  type ScaleRange,
} from './scaleMath';

export const GAUGE_HEIGHT = 490;
const DEFAULT_RAMP = '#149b5f';

export interface ScaleGaugeProps {
  /** the parameter range, 'a-b' */
  range: string;
  value: number;
  /** '<' readings sit at the bottom ('below'), '>' readings at the top ('above') */
  pin?: ScalePin;
  /** the text next to the marker (default: the value), e.g. '<0' */
  valueLabel?: string;
  unit?: string;
  /** 'ph': red - yellow - green - blue - purple; 'ramp': one hue from pale to `color` */
  variant?: 'ph' | 'ramp';
  color?: string;
  height?: number;
  width?: number;
}

const PAD_Y = 14;
const BAR_X = 56;
const BAR_W = 26;

/** A vertical bar from the range minimum (bottom) to its maximum (top) with a value marker. */
export function ScaleGauge({
  range,
  value,
  pin = null,
  valueLabel,
  unit,
  variant = 'ramp',
  color = DEFAULT_RAMP,
  height = GAUGE_HEIGHT,
  width = 180,
}: ScaleGaugeProps) {
  const gradientId = `scale-gauge-${useId().replace(/:/g, '')}`;
  const scale: ScaleRange = parseRange(range) ?? { min: 0, max: Math.max(1, value) };
  const bar = { top: PAD_Y, length: height - 2 * PAD_Y };
  const fraction = valueFraction(value, scale, pin);
  const markerY = fractionToY(fraction, bar);
  const stops = variant === 'ph' ? PH_STOPS : rampStops(color);
  const label = `${valueLabel ?? value}${unit ? ` ${unit}` : ''}`;
  const barRight = BAR_X + BAR_W;

  return (
    <svg
      role="img"
      aria-label={`Scale from ${scale.min} to ${scale.max}${unit ? ` ${unit}` : ''}, value ${label}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="0" y2="0">
          {stops.map((s) => (
            <stop key={s.offset} offset={s.offset} stopColor={s.color} />
          ))}
        </linearGradient>
      </defs>
      <rect
        x={BAR_X}
        y={bar.top}
        width={BAR_W}
        height={bar.length}
        rx={6}
        fill={`url(#${gradientId})`}
        stroke="rgba(0,0,0,0.15)"
      />
      {tickValues(scale).map((t) => {
        const y = fractionToY(valueFraction(t, scale), bar);
        return (
          <g key={t} data-tick={t}>
            <line x1={BAR_X - 8} x2={BAR_X} y1={y} y2={y} stroke="rgba(0,0,0,0.45)" />
            <text
              x={BAR_X - 12}
              y={y}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill="rgba(0,0,0,0.65)"
            >
              {t}
            </text>
          </g>
        );
      })}
      <g data-testid="scale-marker" data-fraction={fraction.toFixed(4)} data-y={markerY.toFixed(1)}>
        <line
          x1={BAR_X - 3}
          x2={barRight + 3}
          y1={markerY}
          y2={markerY}
          stroke="#1f1f1f"
          strokeWidth={3}
        />
        <path
          d={`M ${barRight + 4} ${markerY} l 10 -7 v 14 z`}
          fill="#1f1f1f"
          stroke="#fff"
          strokeWidth={1}
        />
        <text
          x={barRight + 18}
          y={markerY}
          dominantBaseline="middle"
          fontSize={14}
          fontWeight={600}
          fill="#1f1f1f"
        >
          {label}
        </text>
      </g>
    </svg>
  );
}
