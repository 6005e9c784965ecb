import { buildPatch, checks, initialEditValues } from './editRules';
import type { Result } from '@/api';

const LOT = 'Please make sure that your entered lot number has the format AB123456 or 1234567890';

describe('edit checks', () => {
  it('requires a name of at least 3 characters', () => {
    expect(checks.measurementName('')).toBe('This value should not be blank.');
    expect(checks.measurementName('   ')).toBe('This value should not be blank.');
    expect(checks.measurementName(undefined)).toBe('This value should not be blank.');
    expect(checks.measurementName('ab')).toBe(
      'This value is too short. It should have 3 characters or more.',
    );
    expect(checks.measurementName(' ab ')).toBe(
      'This value is too short. It should have 3 characters or more.',
    );
    expect(checks.measurementName('abc')).toBeNull();
  });

  it('allows an empty comment, otherwise at least 3 characters', () => {
    expect(checks.comment('')).toBeNull();
    expect(checks.comment(undefined)).toBeNull();
    expect(checks.comment('ok')).toBe(
      'This value is too short. It should have 3 characters or more.',
    );
    expect(checks.comment('fine')).toBeNull();
  });

  it('allows an empty lot number, otherwise two letters and six digits, or ten digits', () => {
    expect(checks.testStripLotNumber('')).toBeNull();
    expect(checks.testStripLotNumber('HC123456')).toBeNull();
    expect(checks.testStripLotNumber('ab654321')).toBeNull();
    expect(checks.testStripLotNumber('1234567890')).toBeNull();
    expect(checks.testStripLotNumber('HC12345')).toBe(LOT);
    expect(checks.testStripLotNumber('123456789')).toBe(LOT);
    expect(checks.testStripLotNumber('H1234567')).toBe(LOT);
  });
});

const result = {
  id: 1,
  measurementName: 'Aquarium – pH',
  comment: null,
  testStripLotNumber: 'HC123456',
  updatedAt: 1763666256,
} as Result;

describe('buildPatch', () => {
  it('starts from the record', () => {
    expect(initialEditValues(result)).toEqual({
      measurementName: 'Aquarium – pH',
      comment: '',
      testStripLotNumber: 'HC123456',
    });
  });

  it('sends only changed fields plus the record updatedAt', () => {
    const values = { ...initialEditValues(result), measurementName: '  Pond  ' };
    expect(buildPatch(result, values)).toEqual({ measurementName: 'Pond', updatedAt: 1763666256 });
  });

  it('sends null for a cleared lot number and a trimmed new comment', () => {
    const values = { measurementName: 'Aquarium – pH', comment: ' nice ', testStripLotNumber: ' ' };
    expect(buildPatch(result, values)).toEqual({
      comment: 'nice',
      testStripLotNumber: null,
      updatedAt: 1763666256,
    });
  });

  it('returns null when nothing changed', () => {
    expect(buildPatch(result, initialEditValues(result))).toBeNull();
    expect(buildPatch(result, { ...initialEditValues(result), comment: '   ' })).toBeNull();
  });
});
