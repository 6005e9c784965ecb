/**
 * Turns the chart options of this module (lineConfig, barConfig, seriesConfig: the option names
 * of @ant-design/plots, xField, colorField, point, label ...) into the G2 view that draws them,
 * the way @ant-design/plots does for its Line, Column and Pie: the plot's defaults merged under
 * the options, the fields as encodings, `point` as a second mark, `label` as the mark's labels.
 */
export type PlotKind = 'line' | 'column' | 'pie';

type Options = Record<string, unknown>;

/** The options of a plot: its data and height, and anything of the plots' names below. */
export interface PlotOptions {
  data: readonly unknown[];
  height: number;
  [option: string]: unknown;
}

export interface G2Spec {
  type: 'view';
  autoFit: boolean;
  height: number;
  data: unknown[];
  children: Options[];
  [option: string]: unknown;
}

const cartesian = (interaction: Options): Options => ({
  scale: { y: { nice: true } },
  interaction: { tooltip: { shared: true }, ...interaction },
  axis: { y: { title: false }, x: { title: false } },
});

/** What @ant-design/plots sets before the options of each plot, and the plot's mark. */
const PLOTS: Record<PlotKind, [string, Options]> = {
  line: ['line', cartesian({})],
  column: ['interval', cartesian({ elementHighlight: { background: true } })],
  pie: [
    'interval',
    {
      coordinate: { type: 'theta' },
      transform: [{ type: 'stackY', reverse: true }],
      animate: { enter: { type: 'waveIn' } },
    },
  ],
};

/** Options of the view itself; every other option belongs to the marks. */
const VIEW_OPTIONS = ['data', 'height', 'width', 'autoFit', 'padding', 'paddingRight'];
/** Options that are encodings: { xField: 'x' } -> { encode: { x: 'x' } }. */
const FIELDS: Options = {
  xField: 'x',
  yField: 'y',
  angleField: 'y',
  colorField: 'color',
  sizeField: 'size',
  shapeField: 'shape',
};

const isObject = (value: unknown): value is Options =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of plain objects; arrays and everything else are replaced, not merged. */
export function merge(...sources: Options[]): Options {
  const out: Options = {};
  for (const source of sources)
    for (const [key, value] of Object.entries(source))
      if (value !== undefined)
        out[key] = isObject(value) && isObject(out[key]) ? merge(out[key], value) : value;
  return out;
}

/** A mark from options: the fields become its encodings. */
function mark(options: Options): Options {
  const out: Options = { encode: {} };
  for (const [key, value] of Object.entries(options))
    if (key in FIELDS) (out.encode as Options)[FIELDS[key] as string] = value;
    else out[key] = value;
  return out;
}

export function g2Spec(kind: PlotKind, plot: PlotOptions): G2Spec {
  const [type, defaults] = PLOTS[kind];
  // no chart here has a slider or a scrollbar: their filters, which G2 sets up on every view,
  // are left out (and out of the charting chunk, see liteChart.ts)
  const view: Options = {
    type: 'view',
    autoFit: true,
    interaction: { sliderFilter: false, scrollbarFilter: false },
  };
  const marks: Options = {};
  for (const [key, value] of Object.entries(merge(defaults, plot as Options)))
    (VIEW_OPTIONS.includes(key) ? view : marks)[key] = value;
  view.data = [...plot.data];
  const { stack, innerRadius, label, point, ...rest } = marks;
  const main = mark({ type, ...rest });
  if (stack) main.transform = [...((main.transform as Options[]) ?? []), { type: 'stackY' }];
  if (innerRadius !== undefined) main.coordinate = { ...(main.coordinate as Options), innerRadius };
  if (label) main.labels = [label];
  const children = [main];
  // `point`: the points of a line, a mark of their own on the line's fields
  if (isObject(point))
    children.push(
      mark(
        merge(
          { xField: marks.xField, yField: marks.yField, colorField: marks.colorField },
          { animate: marks.animate, shapeField: 'circle', type: 'point' },
          point,
          { tooltip: point.tooltip ?? false },
        ),
      ),
    );
  return { ...view, children } as G2Spec;
}
