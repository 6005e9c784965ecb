import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Typography } from 'antd';
import { useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { makeResult, NITRATE_REF } from '@tests/fixtures/results';
import { PngPreview } from '../ChartCard/PngPreview';
import { LiveResults } from '@tests/stories/chartStoryHelpers';
import { MapView } from './MapView';
import type { MapViewHandle, MapViewProps } from './types';

/** 3,000 results spread over central Europe (deterministic), for the clustering story. */
function spreadResults(count: number) {
  let seed = 42;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, i) =>
    makeResult({
      id: i + 1,
      parameterId: i % 2 ? 2 : 1,
      parameter: i % 2 ? NITRATE_REF : undefined,
      measurementName: `Site ${i + 1}`,
      locationLat: 46 + rand() * 8,
      locationLng: 5 + rand() * 12,
    }),
  );
}

const meta = {
  title: 'Components/MapView',
  tags: ['autodocs'],
  component: MapView,
  args: { results: [], onOpenResult: fn(), height: 500 },
  decorators: [
    (Story) => (
      <Card style={{ margin: 24 }} title="Map">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's year of results from the mock server: several sites (Germany, Austria, New York). */
export const SeveralLocations: Story = {
  render: (args) => (
    <LiveResults>{(results) => <WithOpened {...args} results={results} />}</LiveResults>
  ),
};

/** Only the European sites (fit with padding 50 around the markers). */
export const EuropeanSites: Story = {
  render: (args) => (
    <LiveResults select={(rs) => rs.filter((r) => (r.locationLng ?? -100) > 0)}>
      {(results) => <MapView {...args} results={results} />}
    </LiveResults>
  ),
};

/** Shows which result the map asked to open (what a page would navigate to). */
function WithOpened(args: MapViewProps) {
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <MapView
        {...args}
        onOpenResult={(id) => {
          setOpened(id);
          args.onOpenResult(id);
        }}
      />
      <Typography.Text data-testid="opened">
        {opened ? `Opened result ${opened}` : 'Click a marker or a result in its tooltip'}
      </Typography.Text>
    </>
  );
}

/** One located result: centred at zoom 19; clicking the marker opens it. */
export const SingleResult: Story = {
  args: { results: [makeResult({ id: 7, measurementName: 'Garden well' })] },
  render: (args) => <WithOpened {...args} />,
};

/** 3,000 results at 3,000 spots: clustered markers with counts. */
export const ManyMarkersClustered: Story = { args: { results: spreadResults(3000) } };

/** The `large` scenario: 20,000 results of the demo user. */
export const LargeScenario: Story = {
  tags: ['!autodocs'],
  parameters: { scenario: 'large' },
  render: SeveralLocations.render,
};

/** No result has a location: the world map with 'No Data'. */
export const NoLocatedResults: Story = {
  args: {
    results: [makeResult({ id: 1, locationLat: null, locationLng: null })],
  },
};

function WithPng(args: MapViewProps) {
  const ref = useRef<MapViewHandle>(null);
  return (
    <>
      <MapView {...args} ref={ref} />
      <PngPreview target={ref} />
    </>
  );
}

/** `toPng()`: the button composes the map layers into one PNG and shows it below. */
export const PngExport: Story = {
  name: 'PNG export',
  render: (args) => (
    <LiveResults>{(results) => <WithPng {...args} results={results} />}</LiveResults>
  ),
};
