/**
 * The fields the parameter form shows locked: those the server refuses to change in the
 * parameter's state (src/domain/parameterRules.ts): once released the name, catalogue number,
 * range, unit and citation; the package counter once saved. While Inactive the whole form is
 * read-only: its one action, 'Activate as draft', moves the status alone (the server refuses
 * anything else with it), and the parameter is edited once it is a draft again. A parameter not
 * yet saved (New) locks nothing.
 */
import { lockedFields as serverLocks } from '@/domain/parameterRules';
import { FIELD_ORDER, type FormField } from './parameterFields';
import { STATUS_OF_FORM, type FormStatus } from './parameterStatus';

/** The fields the form shows disabled for a parameter in this state. */
export function lockedFields(status: FormStatus, isReleased: boolean): Set<FormField> {
  if (status === 'New') return new Set();
  if (status === 'Inactive') return new Set(FIELD_ORDER);
  const locked = new Set<string>(serverLocks(STATUS_OF_FORM[status], isReleased));
  return new Set(FIELD_ORDER.filter((field) => locked.has(field)));
}
