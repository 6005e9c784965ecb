import { screen, waitFor } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { makeResult } from '@tests/fixtures/results';
import { MapTooltip } from './MapTooltip';
import { MapView } from './MapView';
import { renderUi } from '@tests/utils/render';

beforeAll(async () => {
  await import('./MapImpl');
});

describe('MapView', () => {
  it('renders the OpenLayers map into its container', async () => {
    await renderUi(
      <MapView results={[makeResult({ id: 1 })]} onOpenResult={() => {}} height={360} />,
    );
    const target = await screen.findByTestId('map-target');
    await waitFor(() => expect(target.querySelector('.ol-viewport')).not.toBeNull());
    expect(screen.getByTestId('map-view')).toHaveStyle({ height: '360px' });
    expect(screen.getByRole('switch', { name: 'Online map' })).not.toBeChecked();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('zooms between 3 and 19, starting at 13', async () => {
    const { createResultsMap } = await import('./createMap');
    const div = () => document.createElement('div');
    const { map } = createResultsMap(div(), div());
    const view = map.getView();
    expect([view.getMinZoom(), view.getMaxZoom(), view.getZoom()]).toEqual([3, 19, 13]);
    map.setTarget(undefined);
  });

  it("says 'No Data' when no result has a location", async () => {
    await renderUi(
      <MapView
        results={[makeResult({ id: 1, locationLat: null, locationLng: null })]}
        onOpenResult={() => {}}
      />,
    );
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('MapTooltip', () => {
  const results = Array.from({ length: 6 }, (_, i) =>
    makeResult({ id: i + 1, measurementName: `Well ${i + 1}` }),
  );

  it('lists the newest 4 results, then how many more, and opens a result', async () => {
    const open = vi.fn();
    await renderUi(<MapTooltip results={results} onOpenResult={open} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Well 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Well 2' })).not.toBeInTheDocument();
    expect(screen.getByText('2 more results')).toBeInTheDocument();
    expect(screen.getAllByText('7.2 pH')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Well 5' }));
    expect(open).toHaveBeenCalledWith(5);
  });

  it('offers Zoom in and Close when asked to', async () => {
    const zoom = vi.fn();
    const close = vi.fn();
    await renderUi(
      <MapTooltip
        results={results.slice(0, 2)}
        onOpenResult={() => {}}
        onZoomIn={zoom}
        onClose={close}
      />,
    );
    expect(screen.queryByText(/more results/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Zoom in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(zoom).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
