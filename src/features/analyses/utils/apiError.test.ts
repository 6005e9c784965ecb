import { fieldError, violationsOf } from './apiError';

describe('violationsOf / fieldError', () => {
  const error = {
    status: 422,
    data: { violations: [{ propertyPath: 'name', message: 'Analysis name already taken.' }] },
  };

  it('reads the violations of a rejected call', () => {
    expect(violationsOf(error)).toEqual([
      { propertyPath: 'name', message: 'Analysis name already taken.' },
    ]);
    expect(fieldError(error, 'name')).toBe('Analysis name already taken.');
    expect(fieldError(error, 'discarded')).toBeNull();
  });

  it('copes with errors that carry no violations', () => {
    expect(violationsOf({ status: 500, data: { message: 'Internal Server Error' } })).toEqual([]);
    expect(violationsOf({ status: 'FETCH_ERROR' })).toEqual([]);
    expect(fieldError(undefined, 'name')).toBeNull();
  });
});
