import type { ParameterRecord } from '../../db/types';
import { contentViolations, typeViolations } from './parameterContent';
import {
  changedFields,
  isVisibilityFlip,
  normalizeInput,
  updateViolations,
  type ParameterInput,
} from './parameterRules';

/** The largest picture a parameter takes: 2 MB. */
const MAX_IMAGE_BYTES = 2097152;
const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13));
const JPEG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1));
const GIF = btoa('GIF89a-------');
const TEXT = btoa('package file contents');

function record(patch: Partial<ParameterRecord> = {}): ParameterRecord {
  return {
    id: 9,
    name: 'pH',
    displayedName: 'pH',
    stripCatNo: '1.0',
    parameterRange: '0-14',
    citationFormula: 'pH',
    unit: 'pH',
    status: 1,
    visible: true,
    audioSignal: true,
    postCountDownSignal: false,
    countdownTimer: 60,
    packageCounterStripInBox: 100,
    productUrl: null,
    outOfRangeEntryMin: null,
    outOfRangeEntryMax: null,
    errorMessage: null,
    additionalInfo: null,
    isHowToUpdated: true,
    isFaqUpdated: true,
    isNotificationUpdated: true,
    isReleased: false,
    preCountDownImage: PNG,
    preCountDownTextName: 'pre.png',
    postCountDownImage: null,
    postCountDownTextName: null,
    packageFile: TEXT,
    packageFileTextName: 'pkg.bin',
    type: 1,
    createdAt: 1,
    updatedAt: 1,
    ...patch,
  };
}
const paths = (v: { propertyPath: string }[]) => v.map((x) => x.propertyPath).sort();

describe('normalizeInput / changedFields / isVisibilityFlip', () => {
  it('drops unknown fields, maps empty optional text to null and strips data-URL prefixes', () => {
    const input = normalizeInput({
      foo: 1,
      productUrl: '',
      preCountDownImage: `data:image/png;base64,${PNG}`,
      citation: 1,
    });
    expect(input).toEqual({ productUrl: null, preCountDownImage: PNG });
  });
  it('keeps a file as its bare base64, so a line-wrapped copy of the stored file is no change', () => {
    const wrapped = `data:text/plain;base64,${TEXT.slice(0, 12)}\r\n${TEXT.slice(12)}\n`;
    const input = normalizeInput({ packageFile: wrapped });
    expect(input).toEqual({ packageFile: TEXT });
    expect(changedFields(record({ packageFile: TEXT }), input)).toEqual([]);
  });
  it('reports only fields that differ', () => {
    expect(changedFields(record(), { name: 'pH', unit: 'mg/l', visible: false })).toEqual([
      'unit',
      'visible',
    ]);
  });
  it('recognises a visibility flip', () => {
    expect(isVisibilityFlip(record({ status: 3 }), { visible: false, name: 'pH', status: 3 })).toBe(
      true,
    );
    expect(isVisibilityFlip(record(), { visible: false, name: 'x' })).toBe(false);
  });
});

describe('updateViolations', () => {
  it('accepts a visibility flip of an inactive parameter', () => {
    expect(
      updateViolations(record({ status: 3, isReleased: true }), { visible: false, status: 3 }),
    ).toEqual([]);
  });
  it('reports an illegal transition on status', () => {
    expect(updateViolations(record({ status: 3 }), { status: 2 })).toEqual([
      {
        propertyPath: 'status',
        message: 'The status cannot be changed from Inactive to Released.',
      },
    ]);
  });
  it('reports each locked field that changed', () => {
    const v = updateViolations(record({ status: 2, isReleased: true }), {
      status: 2,
      name: 'x',
      stripCatNo: 'y',
      parameterRange: '1-2',
      unit: 'u',
      citationFormula: 'c',
      packageCounterStripInBox: 5,
      displayedName: 'free',
    });
    expect(paths(v)).toEqual([
      'citationFormula',
      'name',
      'packageCounterStripInBox',
      'parameterRange',
      'stripCatNo',
      'unit',
    ]);
    expect(v.find((x) => x.propertyPath === 'name')?.message).toBe(
      'Parameter name can no longer be changed.',
    );
  });
  it('keeps the name and catalogue number of a draft released before (422 naming each)', () => {
    const v = updateViolations(record({ status: 1, isReleased: true }), {
      status: 1,
      name: 'renamed',
      stripCatNo: 'new',
      displayedName: 'free',
    });
    expect(v).toEqual([
      { propertyPath: 'name', message: 'Parameter name can no longer be changed.' },
      { propertyPath: 'stripCatNo', message: 'Cat. No. can no longer be changed.' },
    ]);
    expect(updateViolations(record({ status: 1, isReleased: false }), { name: 'renamed' })).toEqual(
      [],
    );
  });
  it('refuses a deactivation that changes more than the status, naming each field', () => {
    const released = record({ status: 2, isReleased: true });
    expect(updateViolations(released, { status: 3 })).toEqual([]);
    expect(
      updateViolations(released, {
        status: 3,
        displayedName: 'Other name',
        errorMessage: 'Other error',
        name: 'pH',
      }),
    ).toEqual([
      {
        propertyPath: 'displayedName',
        message: 'Name as displayed in app cannot be changed when the parameter is deactivated.',
      },
      {
        propertyPath: 'errorMessage',
        message: 'Error message cannot be changed when the parameter is deactivated.',
      },
    ]);
    expect(paths(updateViolations(released, { status: 3, visible: false }))).toEqual(['visible']);
  });
  it('allows Inactive -> Draft changing the status alone, refuses anything else with it', () => {
    const inactive = record({ status: 3, isReleased: true });
    expect(updateViolations(inactive, { status: 1 })).toEqual([]);
    expect(updateViolations(inactive, { status: 1, visible: false, errorMessage: 'x' })).toEqual([
      {
        propertyPath: 'visible',
        message: 'visible cannot be changed when the parameter is activated as draft.',
      },
      {
        propertyPath: 'errorMessage',
        message: 'Error message cannot be changed when the parameter is activated as draft.',
      },
    ]);
  });
});

describe('contentViolations', () => {
  const complete: ParameterInput = { ...record(), status: 2 };
  it('accepts a complete release', () => expect(contentViolations(complete)).toEqual([]));
  it('needs only a name and positive counters for a draft', () => {
    const draft: ParameterInput = {
      name: 'x',
      status: 1,
      countdownTimer: 5,
      packageCounterStripInBox: 1,
    };
    expect(contentViolations(draft)).toEqual([]);
    expect(contentViolations({ ...draft, name: ' ' })).toEqual([
      { propertyPath: 'name', message: 'Parameter name is required' },
    ]);
  });
  it('requires every starred field and the checkboxes to release', () => {
    const v = contentViolations({
      name: 'x',
      status: 2,
      countdownTimer: 5,
      packageCounterStripInBox: 1,
      displayedName: '',
      stripCatNo: '',
      parameterRange: '',
      unit: '',
      citationFormula: '<p><sub></sub></p>',
      postCountDownSignal: true,
      isHowToUpdated: false,
      isFaqUpdated: false,
      isNotificationUpdated: false,
    });
    const messages = Object.fromEntries(v.map((x) => [x.propertyPath, x.message]));
    expect(messages).toEqual({
      displayedName: 'Name as displayed in app is required',
      stripCatNo: 'Cat. No. is required',
      parameterRange: 'Range is required',
      unit: 'Unit is required',
      citationFormula: 'Citation is required',
      packageFile: 'Package file is required',
      preCountDownImage: 'Pre-count-down image is required',
      postCountDownImage: 'Post-count-down image is required',
      isHowToUpdated: 'You must accept HowTo Checkbox',
      isFaqUpdated: 'You must accept the FAQ Checkbox',
      isNotificationUpdated: 'You must accept Notification Checkbox',
    });
  });
  it('needs positive counters', () => {
    const v = contentViolations({ ...complete, countdownTimer: 0, packageCounterStripInBox: -3 });
    expect(v).toEqual([
      { propertyPath: 'countdownTimer', message: 'Value must be positive' },
      { propertyPath: 'packageCounterStripInBox', message: 'Value must be positive' },
    ]);
  });
  it('accepts PNG and JPEG images and refuses other bytes', () => {
    expect(contentViolations({ ...complete, preCountDownImage: JPEG })).toEqual([]);
    expect(contentViolations({ ...complete, preCountDownImage: GIF })).toEqual([
      {
        propertyPath: 'preCountDownImage',
        message: 'There was a problem reading the selected file.',
      },
    ]);
    expect(
      contentViolations({ ...complete, postCountDownImage: 'not base64!' })[0].propertyPath,
    ).toBe('postCountDownImage');
  });
  it('refuses images larger than 2 MB', () => {
    const big = PNG + 'A'.repeat(Math.ceil((MAX_IMAGE_BYTES * 4) / 3));
    expect(contentViolations({ ...complete, preCountDownImage: big })[0].message).toBe(
      'There was a problem reading the selected file.',
    );
  });
  it('refuses a package file that is an image or larger than 200kb', () => {
    expect(contentViolations({ ...complete, packageFile: PNG })[0]).toEqual({
      propertyPath: 'packageFile',
      message: 'There was a problem reading the selected file.',
    });
    const big = TEXT + 'A'.repeat(204800 * 2);
    expect(contentViolations({ ...complete, packageFile: big })[0].message).toBe(
      'The Package file must not be larger than 200kb',
    );
  });
  it('refuses markup in the citation, on every save', () => {
    for (const citationFormula of ['Cl<sub>2</sub>', 'a<b>b</b>', '<!-- x -->', 'x</p>']) {
      expect(contentViolations({ ...complete, status: 1, citationFormula })).toEqual([
        {
          propertyPath: 'citationFormula',
          message: 'The citation may contain only text, subscript and superscript.',
        },
      ]);
    }
    expect(contentViolations({ ...complete, citationFormula: 'NO,,3,,__-__ < 5' })).toEqual([]);
  });

  it('refuses unknown status and type values', () => {
    expect(paths(contentViolations({ ...complete, status: 7 as never, type: 5 as never }))).toEqual(
      ['status', 'type'],
    );
  });
});

describe('typeViolations', () => {
  it('reports values of the wrong JSON type', () => {
    expect(
      paths(typeViolations({ name: 5, visible: 'yes', productUrl: 3, outOfRangeEntryMin: '1' })),
    ).toEqual(['name', 'outOfRangeEntryMin', 'productUrl', 'visible']);
  });
});
