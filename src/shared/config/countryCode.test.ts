import { describe, expect, it } from 'vitest';
import { isUsOrCanadaCode } from './countryCode';

describe('country code', () => {
  it('detects US and Canada by the code containing us or ca', () => {
    expect(isUsOrCanadaCode('us')).toBe(true);
    expect(isUsOrCanadaCode('ca')).toBe(true);
    expect(isUsOrCanadaCode('US')).toBe(true);
    expect(isUsOrCanadaCode('de')).toBe(false);
    expect(isUsOrCanadaCode(null)).toBe(false);
  });
});
