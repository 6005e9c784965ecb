import { g2Spec, merge } from './g2Spec';

describe('g2Spec: the options of the plots as G2 views', () => {
  it('a line with points: two marks on the same fields, the points without a tooltip', () => {
    const spec = g2Spec('line', {
      data: [{ k: 'a', v: 1 }],
      height: 300,
      paddingRight: 40,
      xField: 'k',
      yField: 'v',
      animate: false,
      scale: { y: { nice: false } },
      axis: { y: { title: 'Value' } },
      style: { stroke: '#149b5f' },
      point: { sizeField: 3, style: { fill: '#149b5f' } },
    });
    expect(spec).toMatchObject({
      type: 'view',
      autoFit: true,
      height: 300,
      paddingRight: 40,
      data: [{ k: 'a', v: 1 }],
    });
    expect(spec.children).toEqual([
      {
        type: 'line',
        encode: { x: 'k', y: 'v' },
        animate: false,
        // the line's defaults under the given options
        scale: { y: { nice: false } },
        interaction: { tooltip: { shared: true } },
        axis: { y: { title: 'Value' }, x: { title: false } },
        style: { stroke: '#149b5f' },
      },
      {
        type: 'point',
        encode: { x: 'k', y: 'v', shape: 'circle', size: 3 },
        animate: false,
        style: { fill: '#149b5f' },
        tooltip: false,
      },
    ]);
  });

  it('stacked columns: a stackY transform and the highlight of the column under the pointer', () => {
    const [mark] = g2Spec('column', {
      data: [],
      height: 300,
      xField: 'x',
      yField: 'value',
      colorField: 'series',
      stack: true,
    }).children;
    expect(mark).toMatchObject({
      type: 'interval',
      encode: { x: 'x', y: 'value', color: 'series' },
      transform: [{ type: 'stackY' }],
      interaction: { tooltip: { shared: true }, elementHighlight: { background: true } },
    });
  });

  it('a ring: theta coordinate with its inner radius, stacked angles, the labels', () => {
    const label = { text: 'value', position: 'outside' };
    const [mark] = g2Spec('pie', {
      data: [],
      height: 300,
      angleField: 'value',
      colorField: 'label',
      innerRadius: 0.55,
      label,
      animate: false,
    }).children;
    expect(mark).toEqual({
      type: 'interval',
      encode: { y: 'value', color: 'label' },
      coordinate: { type: 'theta', innerRadius: 0.55 },
      transform: [{ type: 'stackY', reverse: true }],
      animate: false,
      labels: [label],
    });
  });

  it('turns off the slider and scrollbar filters no chart here uses', () => {
    expect(g2Spec('line', { data: [], height: 1 }).interaction).toEqual({
      sliderFilter: false,
      scrollbarFilter: false,
    });
  });
});

describe('merge', () => {
  it('merges objects deeply and replaces arrays and values', () => {
    expect(merge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, d: undefined, e: 2 })).toEqual({
      a: { b: 1, c: [3] },
      d: 1,
      e: 2,
    });
  });
});
