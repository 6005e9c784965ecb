/**
 * The parameter's lifecycle as the form offers it. A parameter not yet saved is New; saved it is
 * Draft (1), Released (2) or Inactive (3). New -> Draft ('Save as draft'), Draft -> Released
 * ('Release parameter', confirmed), Released -> Released ('Update and release parameter'),
 * Released -> Inactive ('Deactivate parameter'), Inactive -> Draft ('Activate as draft'). Once
 * released, a parameter stays marked `isReleased`, even back in Draft. The server enforces the
 * same lifecycle (src/domain/parameterRules.ts).
 */
import type { Parameter } from '@/api';
import { STATUS_NAMES } from '@/domain/parameterRules';

export type FormStatus = 'New' | 'Draft' | 'Released' | 'Inactive';
export const STATUS_LABELS: Record<Parameter['status'], Exclude<FormStatus, 'New'>> = STATUS_NAMES;
/** The stored status of each saved state. */
export const STATUS_OF_FORM: Record<Exclude<FormStatus, 'New'>, Parameter['status']> = {
  Draft: 1,
  Released: 2,
  Inactive: 3,
};

export const statusOf = (parameter: Parameter | undefined): FormStatus =>
  parameter ? STATUS_LABELS[parameter.status] : 'New';

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
