/**
 * The parameter form's values to and from the API: a stored parameter (or a new one) as form
 * values, the request body of an action, and whether the form differs from what is stored.
 */
import type { Parameter, ParameterWrite } from '@/api';
import { FIELD_ORDER, type ParameterFormValues } from './parameterFields';

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

const comparable = (v: unknown) => JSON.stringify(v === undefined || v === '' ? null : v);

/** True when the form's values differ from what is stored (an emptied text equals none). */
export function isDirty(
  values: Partial<ParameterFormValues>,
  stored: Parameter | undefined,
): boolean {
  const saved = toFormValues(stored);
  return FIELD_ORDER.some((f) => comparable(values[f]) !== comparable(saved[f]));
}
