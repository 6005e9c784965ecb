/**
 * The parameter form's texts, word for word: the field messages of the submit checks, the
 * confirmation before each status change and the notice after it.
 */
import { PARAMETER_MESSAGES } from '@/domain/messages';
import { PARAMETER_RULE_MESSAGES } from '@/domain/parameterRules';

export const FORM_MESSAGES = {
  required: PARAMETER_RULE_MESSAGES.required,
  positive: PARAMETER_MESSAGES.positive,
  howTo: PARAMETER_MESSAGES.howTo,
  faq: PARAMETER_MESSAGES.faq,
  notification: PARAMETER_MESSAGES.notification,
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
