/**
 * The fields the parameter form shows locked (the server locks the same ones and answers 422
 * naming the field): name and catalogue number once Released or Inactive; range, unit and
 * citation once ever released; almost everything while Inactive; the package counter once saved.
 */
import type { FormField } from './parameterFields';
import type { FormStatus } from './parameterStatus';

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
