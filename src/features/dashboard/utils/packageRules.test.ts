import { describe, expect, it } from 'vitest';
import { formatDate } from '@/shared/lib/format';
import { percentLeft, replenishDate } from './packageRules';

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
