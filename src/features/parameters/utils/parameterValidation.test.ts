import { complete, PNG } from '../testing/parameterValues';
import type { ParameterFormValues } from './parameterFields';
import { toFormValues } from './parameterMapping';
import { validateParameter } from './parameterValidation';

describe('validateParameter', () => {
  const messages = (values: ParameterFormValues, action: Parameters<typeof validateParameter>[1]) =>
    validateParameter(values, action).map((e) => `${e.field}: ${e.message}`);

  it('needs only a name and positive counters to save a draft', () => {
    expect(messages(toFormValues(undefined), 'saveDraft')).toEqual([
      'name: Parameter name is required',
      'countdownTimer: Countdown time is required',
      'packageCounterStripInBox: Package counter strips in box is required',
    ]);
    expect(
      messages(
        { ...toFormValues(undefined), name: 'x', countdownTimer: 0, packageCounterStripInBox: -2 },
        'saveDraft',
      ),
    ).toEqual([
      'countdownTimer: Value must be positive',
      'packageCounterStripInBox: Value must be positive',
    ]);
    expect(messages({ ...complete, countdownTimer: 1.5 }, 'saveDraft')).toEqual([
      'countdownTimer: Value must be positive',
    ]);
  });

  it('needs every starred field and the three checkboxes to release, in form order', () => {
    expect(
      messages(
        { ...toFormValues(undefined), countdownTimer: 5, packageCounterStripInBox: 2 },
        'release',
      ),
    ).toEqual([
      'name: Parameter name is required',
      'displayedName: Name as displayed in app is required',
      'stripCatNo: Cat. No. is required',
      'parameterRange: Range is required',
      'citationFormula: Citation is required',
      'unit: Unit is required',
      'packageFile: Package file is required',
      'preCountDownImage: Pre-count-down image is required',
      'isHowToUpdated: You must accept HowTo Checkbox',
      'isFaqUpdated: You must accept the FAQ Checkbox',
      'isNotificationUpdated: You must accept Notification Checkbox',
    ]);
    expect(messages(complete, 'release')).toEqual([]);
    expect(messages(complete, 'updateRelease')).toEqual([]);
  });

  it('counts a citation without text as empty and blank texts as missing', () => {
    expect(messages({ ...complete, citationFormula: '__ __', unit: '  ' }, 'release')).toEqual([
      'citationFormula: Citation is required',
      'unit: Unit is required',
    ]);
  });

  it('needs the post-count-down image only when that screen is on', () => {
    expect(messages({ ...complete, postCountDownSignal: true }, 'release')).toEqual([
      'postCountDownImage: Post-count-down image is required',
    ]);
    expect(
      messages({ ...complete, postCountDownSignal: true, postCountDownImage: PNG }, 'release'),
    ).toEqual([]);
  });
});
