import { describe, expect, it } from 'vitest';
import { formatDate } from '@/shared/lib/format';
import {
  isValidPackageLot,
  isValidStripsLeft,
  lotOrNull,
  percentLeft,
  replenishDate,
  stripsLeftMessage,
} from './packageRules';

describe('package lot number', () => {
  it('allows empty, HC plus six digits and ten digits', () => {
    for (const lot of ['', '   ', null, undefined, 'HC123456', '1234567890', ' HC000001 ']) {
      expect(isValidPackageLot(lot)).toBe(true);
    }
  });

  it('refuses other letters, wrong lengths and lowercase', () => {
    for (const lot of ['AB123456', 'hc123456', 'HC12345', 'HC1234567', '123456789', 'x']) {
      expect(isValidPackageLot(lot)).toBe(false);
    }
  });

  it('sends null for an empty lot and trims the rest', () => {
    expect(lotOrNull('  ')).toBeNull();
    expect(lotOrNull(' HC123456 ')).toBe('HC123456');
  });
});

describe('strips left', () => {
  it('accepts more than the one measurement taken (2) up to the package size', () => {
    expect(isValidStripsLeft(2, 100)).toBe(true);
    expect(isValidStripsLeft(100, 100)).toBe(true);
    expect(isValidStripsLeft(50, 50)).toBe(true);
  });

  it('refuses 1, 0, more than the package, fractions and empty input', () => {
    expect(isValidStripsLeft(1, 100)).toBe(false);
    expect(isValidStripsLeft(0, 100)).toBe(false);
    expect(isValidStripsLeft(101, 100)).toBe(false);
    expect(isValidStripsLeft(51, 50)).toBe(false);
    expect(isValidStripsLeft(2.5, 100)).toBe(false);
    expect(isValidStripsLeft(null, 100)).toBe(false);
  });

  it('names the package size in the message', () => {
    expect(stripsLeftMessage(100)).toBe(
      'Start amount has to be more than measurements already taken (1) and at maximum (100)',
    );
  });
});

describe('replenish date', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');

  it('is today plus the strips left in days', () => {
    expect(formatDate(replenishDate(64, now))).toBe('01/23/2027');
    expect(formatDate(replenishDate(1, now))).toBe('11/21/2026');
  });

  it('is today when nothing is left', () => {
    expect(formatDate(replenishDate(0, now))).toBe('11/20/2026');
  });
});

describe('percent left', () => {
  it('rounds and clamps', () => {
    expect(percentLeft(64, 100)).toBe(64);
    expect(percentLeft(1, 3)).toBe(33);
    expect(percentLeft(5, 0)).toBe(0);
    expect(percentLeft(200, 100)).toBe(100);
  });
});
