/** Texts of the profile screen (spec 1 sections 4, 5 and 8), word for word. */
export const PROFILE_MESSAGES = {
  notValidated: 'Your account has not been validated yet!',
  confirmationSent: 'The confirmation mail was send successfully.',
  resendInterval: 'The confirmation mail can only be resent every 15 minutes.',
  profileUpdated: 'Profile was successfully updated.',
  passwordUpdated: 'Password was successfully updated.',
  passwordWrong: 'The current password is not correct.',
  passwordsDiffer: 'Passwords do not match',
  userDeleted: 'User was successfully deleted.',
  imageUpdated: 'Image was successfully updated!',
  imageWrongType: 'Your selected file is not an image. Please select another one.',
  imageTooLarge: 'Your selected image is too large. Maximum 5MB.',
  imageInvalid: 'Invalid Request.',
  deviceLoggedOut: 'Successfully logged out device.',
  unsubscribed: 'Successfully unsubscribed from newsletter.',
  subscribeNotice:
    'You will receive an e-mail to confirm your newsletter subscription. The link in it expires in 24 hours.',
  phoneFormat: 'Incorrect format',
  companyLength: 'The company name has to be at least 3 characters long.',
  invalidEmail: 'Invalid e-mail',
} as const;
