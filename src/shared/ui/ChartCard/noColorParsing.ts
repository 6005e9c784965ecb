/**
 * No colour strings parsed by the scales (color-string): no chart here maps a number to a range
 * of colours, so no scale blends two colours. scripts/g2Lite.ts puts this module in the place of
 * color-string for @antv/scale; a colour range would show its last colour only.
 */
export default { get: (): null => null };
