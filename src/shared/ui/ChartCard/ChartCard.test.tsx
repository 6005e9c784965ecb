import { screen, waitFor } from '@testing-library/react';

import { createRef } from 'react';
import { ChartCard } from './ChartCard';
import { makeResult, resultSeries } from '@tests/fixtures/results';
import { StackedBarChart } from './StackedBarChart';
import type { PngHandle } from './types';
import { renderUi } from '@tests/utils/render';

// the chart chunk is big: load it once before the tests instead of inside a findBy timeout
beforeAll(async () => {
  await import('./ChartImpl');
});

describe('ChartCard', () => {
  it("shows 'No Data' when the parameter has no results", async () => {
    await renderUi(
      <ChartCard results={resultSeries(5, 1)} mode="chronologic" parameterId={2} height={500} />,
    );
    expect(screen.getByText('No Data')).toBeInTheDocument();
    // a short note, not a 500 px blank area
    expect(screen.getByTestId('chart-card')).toHaveStyle({ height: '160px' });
  });

  it('renders the chart canvas for the parameter (lazy chunk)', async () => {
    await renderUi(
      <ChartCard results={resultSeries(30, 2)} mode="exact" parameterId={2} height={320} />,
    );
    const box = await screen.findByTestId('chart-canvas');
    await waitFor(() => expect(box.querySelector('canvas')).not.toBeNull());
    expect(screen.getByTestId('chart-card')).toHaveStyle({ height: '320px' });
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('toPng rejects while there is no chart, and gives a PNG once drawn', async () => {
    const ref = createRef<PngHandle>();
    const { rerender } = await renderUi(
      <ChartCard ref={ref} results={[]} mode="chronologic" parameterId={1} />,
    );
    await expect(ref.current!.toPng()).rejects.toThrow('The chart is not ready.');
    rerender(
      <ChartCard ref={ref} results={[makeResult({ id: 1 })]} mode="chronologic" parameterId={1} />,
    );
    const box = await screen.findByTestId('chart-canvas');
    await waitFor(() => expect(box.querySelector('canvas')).not.toBeNull());
    // drawn: the chart has reported the end of its drawing
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
    const blob = await ref.current!.toPng();
    expect(blob.type).toBe('image/png');
  });
});

describe('StackedBarChart', () => {
  it("shows 'No Data' without entries and a canvas with entries", async () => {
    const { rerender } = await renderUi(<StackedBarChart data={[]} />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    rerender(
      <StackedBarChart
        data={[
          { x: '2024-06-03', series: 'pH', value: 2 },
          { x: '2024-06-03', series: 'Others', value: 1 },
        ]}
      />,
    );
    const box = await screen.findByTestId('stacked-bar-canvas');
    await waitFor(() => expect(box.querySelector('canvas')).not.toBeNull());
  });
});
