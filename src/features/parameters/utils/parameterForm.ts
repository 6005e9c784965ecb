/**
 * The parameter form's rules, as pure functions (the server enforces the same lifecycle and
 * locks on its side and answers 422 naming the field; this file decides what the form offers):
 *
 * Status: a parameter not yet saved is New; saved it is Draft (1), Released (2) or Inactive (3).
 * New -> Draft ('Save as draft'), Draft -> Released ('Release parameter', confirmed),
 * Released -> Released ('Update and release parameter'), Released -> Inactive ('Deactivate
 * parameter'), Inactive -> Draft ('Activate as draft'). Once released, a parameter stays marked
 * `isReleased`, even back in Draft.
 *
 * Locks: name and catalogue number once Released or Inactive; range, unit and citation once
 * ever released; almost everything while Inactive; the package counter once saved.
 *
 * Validation runs on submit only. Every save needs a name and positive counters; releasing
 * needs every starred field, the post-count-down image when that screen is on, and the three
 * confirmation checkboxes.
 */
import type { Parameter, ParameterWrite } from '@/api';
import { hasCitationText } from './citation';
import type { ChosenFile } from './parameterFiles';

export type FormStatus = 'New' | 'Draft' | 'Released' | 'Inactive';
export const STATUS_LABELS: Record<Parameter['status'], Exclude<FormStatus, 'New'>> = {
  1: 'Draft',
  2: 'Released',
  3: 'Inactive',
};

export const statusOf = (parameter: Parameter | undefined): FormStatus =>
  parameter ? STATUS_LABELS[parameter.status] : 'New';

/** What the form holds: the writable fields, with the files as chosen files. */
export interface ParameterFormValues {
  name: string;
  displayedName: string;
  stripCatNo: string;
  parameterRange: string;
  citationFormula: string;
  unit: string;
  packageFile: ChosenFile | null;
  countdownTimer: number | null;
  audioSignal: boolean;
  preCountDownImage: ChosenFile | null;
  postCountDownSignal: boolean;
  postCountDownImage: ChosenFile | null;
  outOfRangeEntryMin: number | null;
  outOfRangeEntryMax: number | null;
  errorMessage: string;
  packageCounterStripInBox: number | null;
  productUrl: string;
  isHowToUpdated: boolean;
  isFaqUpdated: boolean;
  isNotificationUpdated: boolean;
  additionalInfo: string;
}
export type FormField = keyof ParameterFormValues;

/** The fields in the order the form shows them (the first failing one gets the focus). */
export const FIELD_ORDER: FormField[] = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
  'packageFile',
  'countdownTimer',
  'audioSignal',
  'preCountDownImage',
  'postCountDownSignal',
  'postCountDownImage',
  'outOfRangeEntryMin',
  'outOfRangeEntryMax',
  'errorMessage',
  'packageCounterStripInBox',
  'productUrl',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'additionalInfo',
];

export const LABELS: Record<FormField, string> = {
  name: 'Parameter name',
  displayedName: 'Name as displayed in app',
  stripCatNo: 'Cat. No.',
  parameterRange: 'Range',
  citationFormula: 'Citation',
  unit: 'Unit',
  packageFile: 'Package file',
  countdownTimer: 'Countdown time',
  audioSignal: 'Audio signal',
  preCountDownImage: 'Pre-count-down image',
  postCountDownSignal: 'Post-count-down screen',
  postCountDownImage: 'Post-count-down image',
  outOfRangeEntryMin: 'Out-of-range entry min',
  outOfRangeEntryMax: 'Out-of-range entry max',
  errorMessage: 'Error message',
  packageCounterStripInBox: 'Package counter strips in box',
  productUrl: 'URL to shop button',
  isHowToUpdated: 'Update How-to',
  isFaqUpdated: 'Update FAQ',
  isNotificationUpdated: 'Update Notification',
  additionalInfo: 'Additional information',
};

/** The starred fields: mandatory to release. */
export const STARRED: ReadonlySet<FormField> = new Set<FormField>([
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
  'packageFile',
  'countdownTimer',
  'preCountDownImage',
  'packageCounterStripInBox',
]);

export const FORM_MESSAGES = {
  required: (field: FormField) => `${LABELS[field]} is required`,
  positive: 'Value must be positive',
  howTo: 'You must accept HowTo Checkbox',
  faq: 'You must accept the FAQ Checkbox',
  notification: 'You must accept Notification Checkbox',
  starredNote: 'Fields marked with * are mandatory to release the parameter.',
} as const;

export const CONFIRM = {
  release: {
    title: 'Release parameter',
    content:
      'Please check all fields. Once released, the parameter is available in the app and on the web, and its name, SKU and range can no longer be changed.',
  },
  updateRelease: {
    title: 'Update and release parameter',
    content:
      'The changes apply to new measurements only. Earlier measurements keep the old details.',
  },
  deactivate: {
    title: 'Deactivate parameter',
    content:
      'The parameter will no longer be available for measurements in the mobile app. Previous results stay visible.',
  },
  activateDraft: {
    title: 'Activate as draft',
    content: 'Are you sure you want to move this parameter to DRAFT status ?',
  },
} as const;

export const DONE = {
  saveDraft: 'The parameter was saved as draft.',
  release: 'The parameter was released.',
  updateRelease: 'The parameter was updated and released.',
  deactivate: 'The parameter was deactivated.',
  activateDraft: 'The parameter was moved to draft.',
} as const;

const INACTIVE_LOCKED: FormField[] = [
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

/** The fields the form shows disabled for a parameter in this state. */
export function lockedFields(status: FormStatus, isReleased: boolean): Set<FormField> {
  const locked = new Set<FormField>();
  if (status !== 'New') locked.add('packageCounterStripInBox');
  if (status === 'Released' || status === 'Inactive') {
    locked.add('name');
    locked.add('stripCatNo');
  }
  if (status === 'Released' || status === 'Inactive' || isReleased) {
    locked.add('parameterRange');
    locked.add('unit');
    locked.add('citationFormula');
  }
  if (status === 'Inactive') INACTIVE_LOCKED.forEach((f) => locked.add(f));
  return locked;
}

export type FormAction = 'saveDraft' | 'activateDraft' | 'deactivate' | 'release' | 'updateRelease';

export interface ButtonState {
  action: FormAction;
  label: string;
  disabled: boolean;
}

/**
 * The buttons besides Cancel (always there), in the order shown. Release is offered to a New
 * parameter but disabled until it is saved as a draft; Deactivate is disabled while the form
 * has unsaved changes (deactivating must not silently drop or store them).
 */
export function buttonsFor(status: FormStatus, dirty: boolean): ButtonState[] {
  switch (status) {
    case 'New':
      return [
        { action: 'saveDraft', label: 'Save as draft', disabled: false },
        { action: 'release', label: 'Release parameter', disabled: true },
      ];
    case 'Draft':
      return [
        { action: 'saveDraft', label: 'Save as draft', disabled: false },
        { action: 'release', label: 'Release parameter', disabled: false },
      ];
    case 'Released':
      return [
        { action: 'deactivate', label: 'Deactivate parameter', disabled: dirty },
        { action: 'updateRelease', label: 'Update and release parameter', disabled: false },
      ];
    case 'Inactive':
      return [{ action: 'activateDraft', label: 'Activate as draft', disabled: false }];
  }
}

/** The status an action stores. */
export const TARGET_STATUS: Record<FormAction, Parameter['status']> = {
  saveDraft: 1,
  activateDraft: 1,
  release: 2,
  updateRelease: 2,
  deactivate: 3,
};

export interface FieldError {
  field: FormField;
  message: string;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The submit check of an action, in form order. */
export function validateParameter(values: ParameterFormValues, action: FormAction): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: FormField, message: string) => errors.push({ field, message });
  const releasing = action === 'release' || action === 'updateRelease';
  for (const field of FIELD_ORDER) {
    const v = values[field];
    if (field === 'countdownTimer' || field === 'packageCounterStripInBox') {
      if (v === null || v === undefined) add(field, FORM_MESSAGES.required(field));
      else if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0)
        add(field, FORM_MESSAGES.positive);
      continue;
    }
    if (field === 'name' && blank(values.name)) add(field, FORM_MESSAGES.required(field));
    if (!releasing) continue;
    if (field === 'citationFormula') {
      if (!hasCitationText(values.citationFormula)) add(field, FORM_MESSAGES.required(field));
    } else if (field === 'packageFile' || field === 'preCountDownImage') {
      if (!v) add(field, FORM_MESSAGES.required(field));
    } else if (field === 'postCountDownImage') {
      if (values.postCountDownSignal && !v) add(field, FORM_MESSAGES.required(field));
    } else if (field !== 'name' && STARRED.has(field) && blank(v as string)) {
      add(field, FORM_MESSAGES.required(field));
    }
    if (field === 'isHowToUpdated' && !v) add(field, FORM_MESSAGES.howTo);
    if (field === 'isFaqUpdated' && !v) add(field, FORM_MESSAGES.faq);
    if (field === 'isNotificationUpdated' && !v) add(field, FORM_MESSAGES.notification);
  }
  return errors;
}

const file = (base64: string | null | undefined, name: string | null | undefined) =>
  base64 ? { base64, name: name || '' } : null;

/** A stored parameter (or a new one) as form values. */
export function toFormValues(p: Parameter | undefined): ParameterFormValues {
  return {
    name: p?.name ?? '',
    displayedName: p?.displayedName ?? '',
    stripCatNo: p?.stripCatNo ?? '',
    parameterRange: p?.parameterRange ?? '',
    citationFormula: p?.citationFormula ?? '',
    unit: p?.unit ?? '',
    packageFile: file(p?.packageFile, p?.packageFileTextName),
    countdownTimer: p?.countdownTimer ?? null,
    audioSignal: p?.audioSignal ?? false,
    preCountDownImage: file(p?.preCountDownImage, p?.preCountDownTextName),
    postCountDownSignal: p?.postCountDownSignal ?? false,
    postCountDownImage: file(p?.postCountDownImage, p?.postCountDownTextName),
    outOfRangeEntryMin: p?.outOfRangeEntryMin ?? null,
    outOfRangeEntryMax: p?.outOfRangeEntryMax ?? null,
    errorMessage: p?.errorMessage ?? '',
    packageCounterStripInBox: p?.packageCounterStripInBox ?? null,
    productUrl: p?.productUrl ?? '',
    isHowToUpdated: p?.isHowToUpdated ?? false,
    isFaqUpdated: p?.isFaqUpdated ?? false,
    isNotificationUpdated: p?.isNotificationUpdated ?? false,
    additionalInfo: p?.additionalInfo ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

/**
 * The request body: the form's values with the status of the action. The counters are sent as
 * they are (the server refuses a missing one); visibility and type keep their stored values
 * (a new parameter is visible, of type ALL).
 */
export function toWrite(
  values: ParameterFormValues,
  status: Parameter['status'],
  stored: Parameter | undefined,
): ParameterWrite {
  return {
    name: values.name,
    displayedName: values.displayedName,
    stripCatNo: values.stripCatNo,
    parameterRange: values.parameterRange,
    citationFormula: values.citationFormula,
    unit: values.unit,
    status,
    visible: stored?.visible ?? true,
    audioSignal: values.audioSignal,
    postCountDownSignal: values.postCountDownSignal,
    countdownTimer: values.countdownTimer as number,
    packageCounterStripInBox: values.packageCounterStripInBox as number,
    productUrl: orNull(values.productUrl),
    outOfRangeEntryMin: values.outOfRangeEntryMin,
    outOfRangeEntryMax: values.outOfRangeEntryMax,
    errorMessage: orNull(values.errorMessage),
    additionalInfo: orNull(values.additionalInfo),
    isHowToUpdated: values.isHowToUpdated,
    isFaqUpdated: values.isFaqUpdated,
    isNotificationUpdated: values.isNotificationUpdated,
    preCountDownImage: values.preCountDownImage?.base64 ?? null,
    preCountDownTextName: values.preCountDownImage?.name || null,
    postCountDownImage: values.postCountDownImage?.base64 ?? null,
    postCountDownTextName: values.postCountDownImage?.name || null,
    packageFile: values.packageFile?.base64 ?? null,
    packageFileTextName: values.packageFile?.name || null,
    citation: 1,
    type: stored?.type ?? 2,
  };
}

/** The whole stored parameter written back with only its visibility flipped. */
export function visibilityFlip(p: Parameter): ParameterWrite {
  return { ...toWrite(toFormValues(p), p.status, p), visible: !p.visible };
}

const comparable = (v: unknown) => JSON.stringify(v === undefined || v === '' ? null : v);

/** True when the form's values differ from what is stored (an emptied text equals none). */
export function isDirty(
  values: Partial<ParameterFormValues>,
  stored: Parameter | undefined,
): boolean {
  const saved = toFormValues(stored);
  return FIELD_ORDER.some((f) => comparable(values[f]) !== comparable(saved[f]));
}
