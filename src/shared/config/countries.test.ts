import { describe, expect, it } from 'vitest';
import { countries, countryName } from './countries';

describe('countries', () => {
  it('has about 250 regions with unique lowercase codes', () => {
    expect(countries().length).toBeGreaterThanOrEqual(245);
    expect(countries().length).toBeLessThanOrEqual(255);
    expect(new Set(countries().map((c) => c.code)).size).toBe(countries().length);
    expect(countries().every((c) => /^[a-z]{2}$/.test(c.code))).toBe(true);
  });

  it('maps codes to English names', () => {
    expect(countryName('de')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    expect(countryName('zz')).toBe('zz');
    expect(countryName(null)).toBe('');
  });

  it('is sorted by name', () => {
    const names = countries().map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
