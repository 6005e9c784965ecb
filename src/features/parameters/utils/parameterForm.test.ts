import type { Parameter } from '@/api';
import {
  buttonsFor,
  FIELD_ORDER,
  isDirty,
  lockedFields,
  toFormValues,
  toWrite,
  validateParameter,
  visibilityFlip,
  type FormField,
  type FormStatus,
  type ParameterFormValues,
} from './parameterForm';

const PNG = { base64: 'iVBORw0KGgo=', name: 'pre.png' };
const PKG = { base64: 'cGtn', name: 'strip.pkg' };

const complete: ParameterFormValues = {
  ...toFormValues(undefined),
  name: 'Nitrite',
  displayedName: 'Nitrite',
  stripCatNo: '1.10007.0001',
  parameterRange: '0-80',
  citationFormula: 'NO,,2,,',
  unit: 'mg/l',
  packageFile: PKG,
  countdownTimer: 60,
  preCountDownImage: PNG,
  packageCounterStripInBox: 100,
  isHowToUpdated: true,
  isFaqUpdated: true,
  isNotificationUpdated: true,
};

/** Every field the form can lock, by state: the expected locks written out in full. */
const NAME_LOCKS: FormField[] = ['name', 'stripCatNo'];
const RELEASE_LOCKS: FormField[] = ['parameterRange', 'unit', 'citationFormula'];
const INACTIVE_LOCKS: FormField[] = [
  'displayedName',
  'packageFile',
  'countdownTimer',
  'audioSignal',
  'postCountDownSignal',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'additionalInfo',
];
const cases: [FormStatus, boolean, FormField[]][] = [
  ['New', false, []],
  ['Draft', false, ['packageCounterStripInBox']],
  ['Draft', true, ['packageCounterStripInBox', ...RELEASE_LOCKS]],
  ['Released', true, ['packageCounterStripInBox', ...NAME_LOCKS, ...RELEASE_LOCKS]],
  [
    'Inactive',
    true,
    ['packageCounterStripInBox', ...NAME_LOCKS, ...RELEASE_LOCKS, ...INACTIVE_LOCKS],
  ],
];

describe('lockedFields', () => {
  const rows = cases.flatMap(([status, released, locked]) =>
    FIELD_ORDER.map((field) => [status, released, field, locked.includes(field)] as const),
  );
  it.each(rows)('%s (released before: %s): %s locked = %s', (status, released, field, locked) => {
    expect(lockedFields(status, released).has(field)).toBe(locked);
  });
});

describe('buttonsFor', () => {
  const shown = (status: FormStatus, dirty = false) =>
    buttonsFor(status, dirty).map((b) => `${b.label}${b.disabled ? ' (disabled)' : ''}`);
  it('offers the buttons of each status (Cancel is always there besides them)', () => {
    expect(shown('New')).toEqual(['Save as draft', 'Release parameter (disabled)']);
    expect(shown('Draft')).toEqual(['Save as draft', 'Release parameter']);
    expect(shown('Released')).toEqual(['Deactivate parameter', 'Update and release parameter']);
    expect(shown('Inactive')).toEqual(['Activate as draft']);
  });
  it('disables Deactivate while the form has unsaved changes', () => {
    expect(shown('Released', true)).toEqual([
      'Deactivate parameter (disabled)',
      'Update and release parameter',
    ]);
    expect(shown('Draft', true)).toEqual(['Save as draft', 'Release parameter']);
  });
});

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

  it('flips only the visibility', () => {
    const flipped = visibilityFlip(stored);
    expect(flipped.visible).toBe(true);
    expect({ ...flipped, visible: false }).toEqual(toWrite(complete, 2, stored));
  });
});
