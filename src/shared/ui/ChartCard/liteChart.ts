/**
 * G2 (the charting library) with only what the app draws: lines with points, stacked columns
 * and rings (pie), their axes, category legends and tooltips. G2's own `Chart` registers every
 * mark, map, graph and animation it has; `extend(Runtime, ...)` with this list keeps the
 * charting chunk small. A spec that needs a part not listed fails with G2's
 * 'Unknown Component: <part>': add the part here.
 */
import { extend } from '@antv/g2/esm/api/extend';
import { Runtime } from '@antv/g2/esm/api/runtime';
import { AxisX, AxisY, LegendCategory } from '@antv/g2/esm/component/index';
import { Cartesian, Theta } from '@antv/g2/esm/coordinate/index';
import { Inline } from '@antv/g2/esm/data/index';
import { Constant, Field } from '@antv/g2/esm/encode/index';
import { ElementHighlight, LegendFilter, Tooltip } from '@antv/g2/esm/interaction/index';
import { Interval, Line, Point } from '@antv/g2/esm/mark/index';
import { Category10 } from '@antv/g2/esm/palette/index';
import {
  Band,
  Constant as ScaleConstant,
  Identity,
  Linear,
  Ordinal,
  Point as ScalePoint,
  Time,
} from '@antv/g2/esm/scale/index';
import { Light } from '@antv/g2/esm/theme/index';
import { Filter, StackY } from '@antv/g2/esm/transform/index';

export const LiteChart = extend(Runtime, {
  'data.inline': Inline,
  'transform.stackY': StackY,
  // what a click on a legend item hides
  'transform.filter': Filter,
  'mark.line': Line,
  'mark.point': Point,
  'mark.interval': Interval,
  'encode.constant': Constant,
  'encode.field': Field,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.band': Band,
  'scale.point': ScalePoint,
  'scale.time': Time,
  'scale.identity': Identity,
  'scale.constant': ScaleConstant,
  'palette.category10': Category10,
  'coordinate.cartesian': Cartesian,
  'coordinate.theta': Theta,
  'theme.light': Light,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'component.legendCategory': LegendCategory,
  // the interactions G2 sets up on every view (but the slider and scrollbar filters: g2Spec.ts
  // turns them off) and the highlight of the stacked columns
  'interaction.tooltip': Tooltip,
  'interaction.legendFilter': LegendFilter,
  'interaction.elementHighlight': ElementHighlight,
});

export type LiteChartInstance = InstanceType<typeof LiteChart>;
