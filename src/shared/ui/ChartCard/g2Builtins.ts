/**
 * The private parts G2 adds to every chart's library (its `builtinlib`), but for the radar, arc
 * and linear axes of polar charts, the continuous legends and the axis breaks: no chart here
 * draws them. scripts/g2Lite.ts puts this module in the place of G2's own.
 */
import { Mark, View } from '@antv/g2/esm/composition/index';
import { Event } from '@antv/g2/esm/interaction/event';
import { LabelShape } from '@antv/g2/esm/shape/index';

export function builtinlib() {
  return {
    'interaction.event': Event,
    'composition.mark': Mark,
    'composition.view': View,
    'shape.label.label': LabelShape,
  };
}
