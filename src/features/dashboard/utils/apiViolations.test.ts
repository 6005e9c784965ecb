import { describe, expect, it } from 'vitest';
import { splitViolations, violationsOf } from './apiViolations';

const error = {
  status: 400,
  data: {
    violations: [
      { propertyPath: 'batchNumber', message: 'Lot wrong' },
      { propertyPath: 'startAmount', message: 'Size wrong' },
      { propertyPath: 'batchNumber', message: 'Second' },
      { nonsense: true },
    ],
  },
};

describe('violations', () => {
  it('reads the well-formed violations', () => {
    expect(violationsOf(error)).toHaveLength(3);
    expect(violationsOf({ status: 500, data: { message: 'x' } })).toEqual([]);
    expect(violationsOf(null)).toEqual([]);
  });

  it('puts known paths on fields and keeps the others', () => {
    expect(splitViolations(error, ['batchNumber', 'parameterId'] as const)).toEqual({
      onFields: [{ name: 'batchNumber', errors: ['Lot wrong', 'Second'] }],
      other: [{ propertyPath: 'startAmount', message: 'Size wrong' }],
    });
  });
});
