import { pieConfig, seriesLineConfig, share } from './seriesConfig';

describe('the series line chart', () => {
  it('draws one coloured line per series, palette colours for those without their own', () => {
    const config = seriesLineConfig(
      [
        { x: 'May 2026', series: 'App downloads', value: 1200 },
        { x: 'May 2026', series: 'iOS', value: 500 },
        { x: 'Jun 2026', series: 'App downloads', value: 1300 },
      ],
      300,
      'App downloads',
      { iOS: '#000000' },
    );
    expect(config.scale.color).toEqual({
      domain: ['App downloads', 'iOS'],
      range: ['#149b5f', '#000000'],
    });
    expect(config.axis.y.title).toBe('App downloads');
    expect(config.axis.y.labelFormatter(12000)).toBe('12,000');
    expect(config.tooltip.items[0]({ x: 'May 2026', series: 'iOS', value: 1500 })).toEqual({
      name: 'iOS',
      value: '1,500',
    });
  });
});

describe('the pie chart', () => {
  const slices = [
    { label: 'New users', value: 1 },
    { label: 'Returning users', value: 7 },
  ];

  it('labels each slice with its count and share', () => {
    expect(share(1, slices)).toBe('12.5%');
    expect(share(0, [{ label: 'x', value: 0 }])).toBe('0%');
    const config = pieConfig(slices, 300);
    expect(config.label.text(slices[1])).toBe('7 (87.5%)');
    expect(config.tooltip.items[0](slices[0])).toEqual({ name: 'New users', value: '1 (12.5%)' });
  });

  it('labels with the count alone when shares of the sum mean nothing', () => {
    const config = pieConfig(slices, 300, undefined, false);
    expect(config.label.text(slices[1])).toBe('7');
    expect(config.tooltip.items[0](slices[0])).toEqual({ name: 'New users', value: '1' });
  });
});
