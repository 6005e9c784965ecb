import type { Parameter } from '@/api';
import { complete, PNG } from '../testing/parameterValues';
import { isDirty, toFormValues, toWrite } from './parameterMapping';

describe('form values and the request body', () => {
  const stored: Parameter = {
    ...toWrite(complete, 2, undefined),
    id: 7,
    isReleased: true,
    visible: false,
    type: 0,
    citation: 1,
    createdAt: 1,
    updatedAt: 2,
  } as Parameter;

  it('reads a stored parameter back into the same values', () => {
    expect(toFormValues(stored)).toEqual(complete);
    expect(isDirty(complete, stored)).toBe(false);
    expect(isDirty({ ...complete, displayedName: 'Other' }, stored)).toBe(true);
  });

  it('counts an emptied optional text as no change', () => {
    expect(isDirty({ ...complete, errorMessage: '' }, { ...stored, errorMessage: null })).toBe(
      false,
    );
  });

  it('sends files as base64 with their names, empty optional texts as null, stored visibility and type', () => {
    const body = toWrite({ ...complete, productUrl: ' ', errorMessage: 'Too high' }, 1, stored);
    expect(body).toMatchObject({
      status: 1,
      visible: false,
      type: 0,
      citation: 1,
      packageFile: 'cGtn',
      packageFileTextName: 'strip.pkg',
      preCountDownImage: PNG.base64,
      postCountDownImage: null,
      productUrl: null,
      errorMessage: 'Too high',
    });
    expect(toWrite(complete, 1, undefined)).toMatchObject({ visible: true, type: 2 });
  });
});
