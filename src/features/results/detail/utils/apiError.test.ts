import { editErrorsOf, httpStatusOf, violationsOf } from './apiError';

const rejected = (status: number, violations: unknown) => ({ status, data: { violations } });

describe('result call errors', () => {
  it('reads the status and the violations of a rejected call', () => {
    expect(httpStatusOf(rejected(404, []))).toBe(404);
    expect(httpStatusOf({ status: 'FETCH_ERROR' })).toBeNull();
    expect(violationsOf({ status: 500, data: 'oops' })).toEqual([]);
    expect(violationsOf(rejected(400, [{ propertyPath: 'comment', message: 'x' }, 3]))).toEqual([
      { propertyPath: 'comment', message: 'x' },
    ]);
  });

  it('puts field violations on fields and the stale-update violation above the form', () => {
    const error = rejected(400, [
      { propertyPath: 'measurementName', message: 'This value should not be blank.' },
      { propertyPath: 'testStripLotNumber', message: 'lot' },
      {
        propertyPath: 'updatedAt',
        message: 'The result was changed in the meantime. Please reload.',
      },
    ]);
    expect(editErrorsOf(error)).toEqual({
      fields: [
        { name: 'measurementName', errors: ['This value should not be blank.'] },
        { name: 'testStripLotNumber', errors: ['lot'] },
      ],
      formMessages: ['The result was changed in the meantime. Please reload.'],
    });
  });
});
