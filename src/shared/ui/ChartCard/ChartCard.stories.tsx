import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { useRef } from 'react';
import { ChartCard } from './ChartCard';
import { FIXTURE_START, makeResult, NITRATE_REF, resultSeries } from '@tests/fixtures/results';
import { PngPreview } from './PngPreview';
import { LiveResults } from '@tests/stories/chartStoryHelpers';
import type { ChartCardProps, PngHandle } from './types';

const meta = {
  title: 'Components/ChartCard',
  tags: ['autodocs'],
  component: ChartCard,
  args: { results: [], mode: 'chronologic', parameterId: 1, height: 400 },
  decorators: [
    (Story) => (
      <Card style={{ margin: 24 }} title="Chart">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year of the demo user's pH results from the mock server, evenly spaced in order. */
export const Chronologic: Story = {
  render: (args) => (
    <LiveResults>{(results) => <ChartCard {...args} results={results} />}</LiveResults>
  ),
};

/** Exact Time: the same year on a real time axis (measurements within 15 minutes merged). */
export const ExactTime: Story = {
  args: { mode: 'exact' },
  render: Chronologic.render,
};

/** Three measurements within 15 minutes become one point (average 50, names kept). */
export const ExactTimeMergedPoints: Story = {
  args: {
    mode: 'exact',
    parameterId: 2,
    results: [
      makeResult({
        id: 1,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 40,
        measurementName: 'Well 3 morning',
        sampleCreationDate: FIXTURE_START,
      }),
      makeResult({
        id: 2,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 50,
        measurementName: 'Well 3 repeat',
        sampleCreationDate: FIXTURE_START + 600,
      }),
      makeResult({
        id: 3,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 60,
        measurementName: 'Well 3 check',
        sampleCreationDate: FIXTURE_START + 900,
      }),
      makeResult({
        id: 4,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 120,
        measurementName: 'Garden well',
        sampleCreationDate: FIXTURE_START + 3 * 3600,
      }),
      makeResult({
        id: 5,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 85,
        measurementName: 'Garden well',
        sampleCreationDate: FIXTURE_START + 7 * 3600,
        invalidSampleMessageCode: null,
      }),
      makeResult({
        id: 6,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 10,
        measurementName: 'Tap water',
        sampleCreationDate: FIXTURE_START + 26 * 3600,
        invalidSampleMessageCode: '501 - Value below range',
      }),
    ],
  },
};

/** Nitrate: y ticks every 100, the axis reaching at least 500 (here 700 for a 640 reading). */
export const NitrateTicks: Story = {
  args: {
    parameterId: 2,
    results: [
      ...resultSeries(40, 2),
      makeResult({
        id: 99,
        parameterId: 2,
        parameter: NITRATE_REF,
        measurementValue: 640,
        sampleCreationDate: FIXTURE_START + 41 * 86400,
        invalidSampleMessageCode: '502 - Value above range',
      }),
    ],
  },
};

/** The demo user's nitrate year from the mock server (axis 0-500 in steps of 100). */
export const NitrateYear: Story = {
  args: { parameterId: 2 },
  render: Chronologic.render,
};

export const Empty: Story = { args: { results: [], parameterId: 2 } };

/** The `large` scenario: ~10,000 pH results over three years (thinned out to stay smooth). */
export const ManyPoints: Story = {
  tags: ['!autodocs'],
  parameters: { scenario: 'large' },
  render: Chronologic.render,
};

export const ManyPointsExactTime: Story = {
  tags: ['!autodocs'],
  args: { mode: 'exact' },
  parameters: { scenario: 'large' },
  render: Chronologic.render,
};

function WithPng(args: ChartCardProps) {
  const ref = useRef<PngHandle>(null);
  return (
    <>
      <ChartCard {...args} ref={ref} />
      <PngPreview target={ref} />
    </>
  );
}

/** `toPng()`: the button renders the chart to a PNG and shows it below. */
export const PngExport: Story = {
  name: 'PNG export',
  args: { parameterId: 2 },
  render: (args) => (
    <LiveResults>{(results) => <WithPng {...args} results={results} />}</LiveResults>
  ),
};
