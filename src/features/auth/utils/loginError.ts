/**
 * What the login screen shows for a failed login (spec 1 section 8, Login): 'Bad credentials…'
 * becomes 'Invalid credentials.', the unconfirmed-account message is kept (the screen shows it
 * as a reminder), other server messages are shown as given; failures without a server message
 * read like the central handler's.
 */
import type { components } from '@/api/generated/schema';
import { describeApiError } from '@/api/errors';

export type LoginErrorData = components['schemas']['LoginError'];

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const CONFIRM_ACCOUNT = 'You need to confirm your account.';

export interface LoginFailure {
  message: string;
  /** The account is not confirmed yet (reminder with resend options). */
  needsConfirmation: boolean;
  data: LoginErrorData | null;
}

function serverBody(error: unknown): LoginErrorData | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? (data as LoginErrorData) : null;
}

export function loginFailure(error: unknown): LoginFailure {
  const status = (error as { status?: unknown } | null)?.status;
  const data = typeof status === 'number' && status < 500 ? serverBody(error) : null;
  if (!data)
    return { message: describeApiError(error).message, needsConfirmation: false, data: null };
  if (data.message.startsWith('Bad credentials')) {
    return { message: INVALID_CREDENTIALS, needsConfirmation: false, data };
  }
  if (data.message === CONFIRM_ACCOUNT)
    return { message: CONFIRM_ACCOUNT, needsConfirmation: true, data };
  return { message: data.message, needsConfirmation: false, data };
}
