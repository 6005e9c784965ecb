/** Texts of the profile screen (spec 1 sections 4, 5 and 8), word for word. */
import { ACCOUNT_MESSAGES } from '@/domain/messages';

export const PROFILE_MESSAGES = {
  notValidated: 'Your account has not been validated yet!',
  confirmationSent: ACCOUNT_MESSAGES.confirmationSent,
  resendInterval: ACCOUNT_MESSAGES.resendTooSoon,
  profileUpdated: 'Profile was successfully updated.',
  passwordUpdated: ACCOUNT_MESSAGES.passwordUpdated,
  passwordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
  userDeleted: 'User was successfully deleted.',
  imageUpdated: 'Image was successfully updated!',
  imageWrongType: 'Your selected file is not an image. Please select another one.',
  imageTooLarge: ACCOUNT_MESSAGES.imageTooLarge,
  imageInvalid: 'Invalid Request.',
  deviceLoggedOut: 'Successfully logged out device.',
  unsubscribed: 'Successfully unsubscribed from newsletter.',
  /** A subscription waiting for its confirmation (the address, the link's end as shown). */
  newsletterPending: (email: string, expires: string) =>
    `We mailed a confirmation link to ${email}. The subscription starts once you open it; the link expires on ${expires}.`,
  subscribeNotice:
    'You will receive an e-mail to confirm your newsletter subscription. The link in it expires in 24 hours.',
  phoneFormat: ACCOUNT_MESSAGES.phoneFormat,
  companyLength: ACCOUNT_MESSAGES.companyShort,
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
} as const;
