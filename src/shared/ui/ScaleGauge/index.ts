export { GAUGE_HEIGHT, ScaleGauge, type ScaleGaugeProps } from './ScaleGauge';
export {
  fractionToY,
  niceStep,
  parseRange,
  PH_STOPS,
  rampStops,
  tickValues,
  valueFraction,
  type ScalePin,
  type ScaleRange,
} from './scaleMath';
