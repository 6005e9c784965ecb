/** Cache policies of the operations tagged Auth (see src/api/policy.ts). */
import { inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Auth'>({
  searchCompanies: {},
  login: inline,
  // logout ends the session locally whatever the server says
  logout: { errors: 'quiet' },
  confirmNewsletter: { invalidates: ['User'] },
  register: inline,
  confirmRegistration: { invalidates: ['User'], ...inline },
  resendConfirmation: { invalidates: ['User'], ...inline },
  requestPasswordReset: inline,
  resetPassword: inline,
  validateResetToken: inline,
});
