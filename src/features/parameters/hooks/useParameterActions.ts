/**
 * What the parameter form's buttons do: an action first runs the submit checks (the messages land
 * on their fields, the first failing field is scrolled to and focused); saving a draft then runs
 * at once (after a short wait, the product's rule), every status change after its confirmation.
 * A new parameter is saved as a draft and the page continues as the edit page of that draft.
 * The server's violations land on their fields like the form's own.
 */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateParameterMutation, useUpdateParameterMutation, type Parameter } from '@/api';
import { paths } from '@/shared/config/paths';
import { useFormErrors } from '@/shared/ui/formErrors';
import { notify } from '@/shared/ui/notify';
import { FIELD_ORDER, type ParameterFormValues } from '../utils/parameterFields';
import { toWrite } from '../utils/parameterMapping';
import { DONE } from '../utils/parameterMessages';
import { TARGET_STATUS, type FormAction } from '../utils/parameterStatus';
import { validateParameter, type FieldError } from '../utils/parameterValidation';

/** Saving a draft waits this long after the checks pass (the product's rule). */
export const SAVE_DRAFT_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ConfirmedAction = Exclude<FormAction, 'saveDraft'>;

export function useParameterActions(
  form: FormInstance<ParameterFormValues>,
  stored: Parameter | undefined,
) {
  const navigate = useNavigate();
  const showServerErrors = useFormErrors();
  const [createParameter] = useCreateParameterMutation();
  const [updateParameter] = useUpdateParameterMutation();
  const [busy, setBusy] = useState<FormAction | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);

  const focusFirstError = () => {
    const first = FIELD_ORDER.find((f) => form.getFieldError(f).length > 0);
    if (first) form.scrollToField(first, { focus: true, block: 'center' });
  };
  const showErrors = (errors: FieldError[]) => {
    form.setFields(
      FIELD_ORDER.map((name) => ({
        name,
        errors: errors.filter((e) => e.field === name).map((e) => e.message),
      })),
    );
    focusFirstError();
  };
  const values = () => form.getFieldsValue(true) as ParameterFormValues;

  const run = async (action: FormAction) => {
    setConfirming(null);
    setBusy(action);
    try {
      if (action === 'saveDraft') await delay(SAVE_DRAFT_DELAY_MS);
      const body = toWrite(values(), TARGET_STATUS[action], stored);
      if (stored) {
        await updateParameter({ id: stored.id, parameterWrite: body }).unwrap();
        notify.success(DONE[action]);
      } else {
        const created = await createParameter({ parameterWrite: body }).unwrap();
        notify.success(DONE.saveDraft);
        navigate(paths.adminEditParameter(created.id), { replace: true });
      }
    } catch (error) {
      if (showServerErrors(error, form, FIELD_ORDER)) focusFirstError();
    } finally {
      setBusy(null);
    }
  };

  const start = (action: FormAction) => {
    const errors = validateParameter(values(), action);
    showErrors(errors);
    if (errors.length > 0) return;
    // saving a draft needs no confirmation; every status change does
    if (action === 'saveDraft') void run(action);
    else setConfirming(action);
  };

  return { busy, confirming, start, run, cancel: () => setConfirming(null) };
}
