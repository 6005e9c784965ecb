/**
 * What the login screen shows for a failed login (spec 1 section 8, Login):
 * - a message starting 'Bad credentials' -> 'Invalid credentials.';
 * - 'You need to confirm your account.' (an account still unconfirmed 24 hours after
 *   registering; inside those hours the login succeeds) -> the reminder with the resend link
 *   (when the server allows a resend and sent the confirmationToken; otherwise the 15-minute
 *   text);
 * - a pending password request (passwordRequested) -> its reminder text;
 * - other server messages as given; failures without a server message read like the central
 *   handler's.
 */
import { describeApiError } from '@/api';
import { LOGIN_TEXTS } from './authTexts';
import type { LoginError } from '@/api';

export type LoginErrorData = LoginError;

export const INVALID_CREDENTIALS = LOGIN_TEXTS.invalidCredentials;
export const CONFIRM_ACCOUNT = LOGIN_TEXTS.confirmAccount;

export type LoginFailureKind = 'error' | 'unconfirmed' | 'passwordRequested';

export interface LoginFailure {
  kind: LoginFailureKind;
  /** The text shown (the reminder's title for the reminders). */
  message: string;
  /** unconfirmed only: the token for resendConfirmation when a resend is allowed now. */
  resendToken: string | null;
}

function serverBody(error: unknown): LoginErrorData | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? (data as LoginErrorData) : null;
}

const failure = (kind: LoginFailureKind, message: string, resendToken: string | null = null) => ({
  kind,
  message,
  resendToken,
});

export function loginFailure(error: unknown): LoginFailure {
  const status = (error as { status?: unknown } | null)?.status;
  const data = typeof status === 'number' && status < 500 ? serverBody(error) : null;
  if (!data) return failure('error', describeApiError(error).message);
  if (data.message.startsWith('Bad credentials')) return failure('error', INVALID_CREDENTIALS);
  if (data.passwordRequested === true)
    return failure('passwordRequested', LOGIN_TEXTS.passwordRequested);
  if (data.message === CONFIRM_ACCOUNT) {
    const token = data.resendAllowed === true ? (data.confirmationToken ?? null) : null;
    return failure('unconfirmed', CONFIRM_ACCOUNT, token || null);
  }
  return failure('error', data.message);
}
