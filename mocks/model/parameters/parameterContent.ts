/**
 * Content validation of a parameter on save (400): values of the right JSON type, required
 * fields, positive numbers, the three checkboxes of a release, and the file rules.
 */
import { base64Info } from '../../lib/contentRules';
import {
  FILES,
  NULLABLE_TEXT,
  required,
  type ParameterInput,
  type Violation,
  type WritableField,
} from './parameterRules';
import { PARAMETER_MESSAGES } from '@/domain/messages';
import {
  MAX_IMAGE_BYTES,
  MAX_PACKAGE_BYTES,
  RELEASE_REQUIRED_TEXTS,
  RELEASED,
} from '@/domain/parameterRules';
import { visibleText } from '@/domain/richText';
import { isStoredPictureType, pictureTypeOf } from '@/domain/pictureType';

const MESSAGES = {
  positive: PARAMETER_MESSAGES.positive,
  howTo: PARAMETER_MESSAGES.howTo,
  faq: PARAMETER_MESSAGES.faq,
  notification: PARAMETER_MESSAGES.notification,
  badFile: PARAMETER_MESSAGES.unreadableFile,
  packageTooLarge: PARAMETER_MESSAGES.packageTooLarge,
  badChoice: 'The value you selected is not a valid choice.',
  citationMarkup: 'The citation may contain only text, subscript and superscript.',
} as const;

const STRING_FIELDS: WritableField[] = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
];
const BOOLEAN_FIELDS: WritableField[] = [
  'visible',
  'audioSignal',
  'postCountDownSignal',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
];

/** 400 for values of the wrong JSON type (the server's deserialization step). */
export function typeViolations(input: ParameterInput): Violation[] {
  const out: Violation[] = [];
  const bad = (f: WritableField, type: string) =>
    out.push({ propertyPath: f, message: `This value should be of type ${type}.` });
  for (const f of STRING_FIELDS) if (f in input && typeof input[f] !== 'string') bad(f, 'string');
  for (const f of NULLABLE_TEXT)
    if (input[f] != null && typeof input[f] !== 'string') bad(f, 'string');
  for (const f of BOOLEAN_FIELDS) if (f in input && typeof input[f] !== 'boolean') bad(f, 'bool');
  for (const f of ['outOfRangeEntryMin', 'outOfRangeEntryMax'] as const) {
    if (input[f] != null && typeof input[f] !== 'number') bad(f, 'number');
  }
  return out;
}

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function fileViolation(field: WritableField, value: unknown): Violation | null {
  if (value === null || value === undefined) return null;
  const info = typeof value === 'string' ? base64Info(value) : null;
  if (field === 'packageFile') {
    if (!info || pictureTypeOf(info.head) !== null)
      return { propertyPath: field, message: MESSAGES.badFile };
    if (info.bytes > MAX_PACKAGE_BYTES)
      return { propertyPath: field, message: MESSAGES.packageTooLarge };
    return null;
  }
  if (!info || !isStoredPictureType(pictureTypeOf(info.head)) || info.bytes > MAX_IMAGE_BYTES) {
    return { propertyPath: field, message: MESSAGES.badFile };
  }
  return null;
}

/**
 * 400 rules on the data to be stored (stored record merged with the request). Every save:
 * name, valid status/type, positive counters, well-formed files. Saving as Released
 * (status 2) also needs every starred field, the post-count-down image when that screen is
 * on, and the three checkboxes.
 */
export function contentViolations(data: ParameterInput): Violation[] {
  const out: Violation[] = [];
  const add = (propertyPath: string, message: string) => out.push({ propertyPath, message });
  if (![1, 2, 3].includes(data.status as number)) add('status', MESSAGES.badChoice);
  if (data.type !== undefined && ![0, 1, 2].includes(data.type as number))
    add('type', MESSAGES.badChoice);
  if (!isText(data.name)) add('name', required('name'));
  // a citation is text with `__sup__` and `,,sub,,` marks; markup of any kind is refused
  if (typeof data.citationFormula === 'string' && /<[a-z!/?]/i.test(data.citationFormula))
    add('citationFormula', MESSAGES.citationMarkup);
  for (const f of ['countdownTimer', 'packageCounterStripInBox'] as const) {
    const v = data[f];
    if (v === null || v === undefined || v === '') add(f, required(f));
    else if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) add(f, MESSAGES.positive);
  }
  for (const f of FILES) {
    const problem = fileViolation(f, data[f]);
    if (problem) out.push(problem);
  }
  if (data.status !== RELEASED) return out;
  for (const f of RELEASE_REQUIRED_TEXTS) {
    if (!isText(data[f])) add(f, required(f));
  }
  if (typeof data.citationFormula !== 'string' || visibleText(data.citationFormula).trim() === '') {
    add('citationFormula', required('citationFormula'));
  }
  const has = (f: WritableField) => typeof data[f] === 'string' && data[f] !== '';
  if (!has('packageFile') && !out.some((v) => v.propertyPath === 'packageFile'))
    add('packageFile', required('packageFile'));
  if (!has('preCountDownImage') && !out.some((v) => v.propertyPath === 'preCountDownImage')) {
    add('preCountDownImage', required('preCountDownImage'));
  }
  if (
    data.postCountDownSignal === true &&
    !has('postCountDownImage') &&
    !out.some((v) => v.propertyPath === 'postCountDownImage')
  ) {
    add('postCountDownImage', required('postCountDownImage'));
  }
  if (data.isHowToUpdated !== true) add('isHowToUpdated', MESSAGES.howTo);
  if (data.isFaqUpdated !== true) add('isFaqUpdated', MESSAGES.faq);
  if (data.isNotificationUpdated !== true) add('isNotificationUpdated', MESSAGES.notification);
  return out;
}
