/**
 * The parameter form's submit checks (they run on submit only): every save needs a name and
 * positive counters; releasing needs every starred field, the post-count-down image when that
 * screen is on, and the three confirmation checkboxes.
 */
import { hasCitationText } from './citation';
import { FIELD_ORDER, STARRED, type FormField, type ParameterFormValues } from './parameterFields';
import { FORM_MESSAGES } from './parameterMessages';
import type { FormAction } from './parameterStatus';

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
