/** The parameter colours of charts and maps, read from src/shared/lib/parameterColors.ts. */
import { AMMONIUM, HARDNESS, NITRATE, NITRITE, PH, PHOSPHATE } from '@mocks/db/seedData/parameters';
import { OTHERS_COLOR, PARAMETER_PALETTE, parameterColor } from '@/shared/lib/parameterColors';
import { NamedSwatches } from './Swatches';

/** The demo data's parameters (the mock's seed), to show which colour each one gets. */
const DEMO_PARAMETERS: [name: string, id: number][] = [
  ['pH', PH],
  ['Nitrate', NITRATE],
  ['Nitrite', NITRITE],
  ['Ammonium', AMMONIUM],
  ['Phosphate', PHOSPHATE],
  ['Hardness', HARDNESS],
];

/** The palette in order: slot n colours the parameters with id n, n + 7, n + 14 ... */
export function ParameterPalette() {
  return (
    <NamedSwatches
      colours={[
        ...PARAMETER_PALETTE.map((colour, i): [string, string] => [
          `PARAMETER_PALETTE[${i}]`,
          colour,
        ]),
        ['OTHERS_COLOR', OTHERS_COLOR],
      ]}
    />
  );
}

/** What parameterColor(id) gives the demo data's parameters. */
export function DemoParameterColours() {
  return (
    <NamedSwatches
      colours={DEMO_PARAMETERS.map(([name, id]): [string, string] => [
        `parameterColor(${id}) · ${name}`,
        parameterColor(id),
      ])}
    />
  );
}
