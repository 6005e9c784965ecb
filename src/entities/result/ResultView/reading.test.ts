import { gaugeColours, readingOf } from './reading';

const reading = (measurementValue: number, invalidSampleMessageCode: string | null) =>
  readingOf({ measurementValue, invalidSampleMessageCode });

describe('readingOf', () => {
  it('shows a plain value without a code', () => {
    expect(reading(7.4, null)).toEqual({
      code: null,
      value: '7.4',
      pin: null,
      codeText: null,
      message: null,
      isError: false,
    });
  });

  it('shows 401 and 402 plain, with the code text but no error box', () => {
    const r = reading(12, '401 - Value read');
    expect(r).toMatchObject({ code: 401, value: '12', pin: null, isError: false });
    expect(r.codeText).toBe('401 - Value read');
    expect(reading(12, '402 - Other').value).toBe('12');
  });

  it("prefixes 501 with '<' and pins it to the bottom", () => {
    expect(reading(0, '501 - Value below measuring range')).toEqual({
      code: 501,
      value: '<0',
      pin: 'below',
      codeText: '501 - Value below measuring range',
      message: 'Value below measuring range',
      isError: true,
    });
  });

  it("prefixes 502 with '>' and pins it to the top", () => {
    expect(reading(500, '502 - Value above measuring range')).toMatchObject({
      value: '>500',
      pin: 'above',
      message: 'Value above measuring range',
      isError: true,
    });
  });

  it("prefixes 403 (NO2 detected) with '!' and shows the error box", () => {
    expect(reading(30.4, '403 - NO2 detected')).toMatchObject({
      code: 403,
      value: '!30.4',
      pin: null,
      message: 'NO2 detected',
      isError: true,
    });
  });

  it('treats a blank code as no code', () => {
    expect(reading(3, '  ').codeText).toBeNull();
  });
});

describe('gaugeColours', () => {
  it('uses the pH scale for pH and one hue for the others', () => {
    expect(gaugeColours({ type: 1 })).toEqual({ variant: 'ph' });
    expect(gaugeColours({ type: 0 })).toEqual({ variant: 'ramp', color: '#c0307a' });
    expect(gaugeColours({ type: 2 })).toEqual({ variant: 'ramp', color: '#149b5f' });
  });
});
