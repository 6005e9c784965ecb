/**
 * Texts of the auth screens. Where spec 1 gives the words they are copied exactly (typos
 * included, marked "spec"); where it gives only the meaning, the sentence is ours (marked "own").
 * The ones the server says too are in src/domain/messages.ts.
 */
import { ACCOUNT_MESSAGES } from '@/domain/messages';

export const LOGIN_TEXTS = {
  /** spec 8: for a message starting with 'Bad credentials'. */
  invalidCredentials: 'Invalid credentials.',
  /** spec 8: the server message that starts the reminder. */
  confirmAccount: ACCOUNT_MESSAGES.notConfirmed,
  /** own (spec 8 reminder: "cannot log in when unconfirmed after 24 hours"): under the title. */
  confirmAccountHint:
    'You cannot log in because your account was not confirmed within 24 hours of registering. Please open the link in the confirmation mail we sent you.',
  /** own: the resend link of the reminder. */
  resendLink: 'Resend confirmation mail',
  /** spec 8 success text. */
  resendSuccess: ACCOUNT_MESSAGES.confirmationSent,
  /** spec 8 ("cannot request again because one already exists, resend is allowed only once every 15 minutes"). */
  resendRefused:
    'You cannot request a new confirmation mail because one already exists. The resend is allowed only once every 15 minutes.',
  /** own (spec 8 reminder: "cannot log in after requesting a new password"). */
  passwordRequested:
    'You cannot log in because you requested a new password. Please set it with the link in the mail we sent you.',
  /** own (spec 7: "go to login with a password set message"). */
  passwordSet: 'Your new password has been set. You can now log in with it.',
} as const;

export const CONFIRMATION_TEXTS = {
  /** spec 2.5 */
  loading: 'Confirming account',
  /** own: the welcome text (spec 2.5 "a welcome text"). */
  welcomeTitle: 'Welcome!',
  welcome: 'Your account has been confirmed. You can now use all features of the dashboard.',
  /** spec 8 confirmation table */
  alreadyConfirmed: 'Your account has already been confirmed!',
  wrongLink: 'Wrong Link!',
  mismatch: 'Missmatch of accounts!',
  unknown: 'An unknown error occurred!',
  /** spec 2.5 buttons */
  toDashboard: 'Proceed to dashboard',
  toLogin: 'Back to login',
} as const;

export const RESET_TEXTS = {
  /** spec 2.6 */
  requestButton: 'Reset password',
  returnToLogin: 'Return to login',
  setButton: 'Set new password',
  /** spec 5 */
  emailRequired: 'E-Mail is required',
  emailInvalid: ACCOUNT_MESSAGES.invalidEmail,
  /** spec 8 (password, reset token 400) */
  tokenInvalid:
    'There was no user found. Maybe you already changed your password or the url expired. Please request a new one',
  /** own: the heading over the confirmation message after a successful request. */
  requestSentTitle: 'Check your e-mails',
  /** own: shown after a successful request when the server sends no message. */
  requestSent: ACCOUNT_MESSAGES.resetSent,
  /** own: the request screen's introduction. */
  requestIntro:
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  /** own: the reset screen's introduction. */
  resetIntro: 'Choose a new password for your account.',
  /** own: the fallback for unknown /resetting/* paths. */
  fallbackTitle: 'This password reset page does not exist.',
  fallbackText: 'Please use the link from your e-mail or request a new one.',
  fallbackRequest: 'Request a new link',
} as const;

export const NEWSLETTER_TEXTS = {
  /** spec 2.7 */
  loading: 'Confirm newsletter activation',
  /** spec 8 success text */
  confirmed: 'Your registration to the newsletter has been confirmed.',
} as const;
