/** The account confirmation's error texts (spec 1 section 8, Confirmation table). */
import { CONFIRMATION_REFUSALS as R } from '@/domain/messages';
import { CONFIRMATION_TEXTS as T } from './authTexts';

const BY_SERVER_MESSAGE: Record<string, string> = {
  [R.alreadyConfirmed]: T.alreadyConfirmed,
  [R.invalidToken]: T.wrongLink,
  [R.otherAccount]: T.mismatch,
};

export function confirmationErrorText(error: unknown): string {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  const message = typeof data?.message === 'string' ? data.message : '';
  return BY_SERVER_MESSAGE[message] ?? T.unknown;
}
