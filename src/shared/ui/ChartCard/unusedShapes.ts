/**
 * The shapes of G2's marks no chart here draws: funnel and pyramid columns (the columns are
 * rectangles), smooth lines and trails (the lines are straight), points other than circles (and
 * G2's default hollow circle). scripts/g2Lite.ts puts this module in the place of each; a chart
 * asking for one fails with G2's 'Unknown Component'.
 */
function unsupported(name: string, defaultMarker: string) {
  const shape = (): never => {
    throw new Error(`Unknown Component: shape.${name}`);
  };
  return Object.assign(shape, { props: { defaultMarker } });
}

export const Funnel = unsupported('interval.funnel', 'square');
export const Pyramid = unsupported('interval.pyramid', 'square');
export const Smooth = unsupported('line.smooth', 'smooth');
export const Trail = unsupported('line.trail', 'line');

export const HollowBowtie = unsupported('point.hollowBowtie', 'hollowBowtie');
export const HollowDiamond = unsupported('point.hollowDiamond', 'hollowDiamond');
export const HollowHexagon = unsupported('point.hollowHexagon', 'hollowHexagon');
export const HollowSquare = unsupported('point.hollowSquare', 'hollowSquare');
export const HollowTriangle = unsupported('point.hollowTriangle', 'hollowTriangle');
export const HollowTriangleDown = unsupported('point.hollowTriangleDown', 'hollowTriangleDown');
export const HollowCircle = unsupported('point.hollowCircle', 'hollowCircle');
export const Bowtie = unsupported('point.bowtie', 'bowtie');
export const Cross = unsupported('point.cross', 'cross');
export const Diamond = unsupported('point.diamond', 'diamond');
export const Hexagon = unsupported('point.hexagon', 'hexagon');
export const Hyphen = unsupported('point.hyphen', 'hyphen');
export const Line = unsupported('point.line', 'line');
export const Plus = unsupported('point.plus', 'plus');
export const Point = unsupported('point.point', 'point');
export const Square = unsupported('point.square', 'square');
export const Tick = unsupported('point.tick', 'tick');
export const Triangle = unsupported('point.triangle', 'triangle');
export const TriangleDown = unsupported('point.triangleDown', 'triangleDown');
