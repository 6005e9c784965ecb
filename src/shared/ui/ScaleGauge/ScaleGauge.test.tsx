import { screen } from '@testing-library/react';

import { ScaleGauge } from './ScaleGauge';
import { renderUi } from '@tests/utils/render';

const marker = () => screen.getByTestId('scale-marker');

describe('ScaleGauge', () => {
  it('draws the range with ticks and the value marker at its position', async () => {
    const { container } = await renderUi(
      <ScaleGauge range="0-14" value={7} unit="pH" variant="ph" />,
    );
    expect(screen.getByRole('img', { name: 'Scale from 0 to 14 pH, value 7 pH' })).toHaveAttribute(
      'height',
      '490',
    );
    const ticks = [...container.querySelectorAll('[data-tick]')].map((t) => t.textContent);
    expect(ticks).toEqual(['0', '2', '4', '6', '8', '10', '12', '14']);
    // bar from y 14 to 476: the middle is 245
    expect(marker()).toHaveAttribute('data-y', '245.0');
    expect(marker()).toHaveTextContent('7 pH');
    expect(container.querySelectorAll('stop')).toHaveLength(6);
  });

  it("pins a '>' reading to the top and shows its label", async () => {
    await renderUi(
      <ScaleGauge range="0-500" value={500} pin="above" valueLabel=">500" unit="mg/l" />,
    );
    expect(marker()).toHaveAttribute('data-fraction', '1.0000');
    expect(marker()).toHaveAttribute('data-y', '14.0');
    expect(marker()).toHaveTextContent('>500 mg/l');
  });

  it('clamps values outside the range at the bottom end', async () => {
    await renderUi(<ScaleGauge range="0-80" value={-4} />);
    expect(marker()).toHaveAttribute('data-y', '476.0');
  });

  it('uses a single-hue ramp outside pH', async () => {
    const { container } = await renderUi(<ScaleGauge range="0-25" value={10} color="#000000" />);
    const colours = [...container.querySelectorAll('stop')].map((s) =>
      s.getAttribute('stop-color'),
    );
    expect(colours).toEqual(['#e6e6e6', '#737373', '#000000']);
  });
});
