/**
 * The product's messages that the screens and the mock server both show or read, written once.
 * Word for word from the specification where it gives the words (its typos kept); where it gives
 * only the meaning, the sentence is the server's and the screens say the same. The screens show
 * some of them before sending (a field's check), the server answers with them (a violation on
 * the field, a notice), and some are the server's answers the screens recognise and translate.
 */

/** Any field: the required text takes the field's label ('Company is required'). */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  /** the server's words for a blank text (Symfony's NotBlank) */
  blank: 'This value should not be blank.',
  /** the server's words for a text under its minimum length (Symfony's Length) */
  tooShort: (min: number) => `This value is too short. It should have ${min} characters or more.`,
} as const;

/** Registration, login, password and profile. */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Invalid e-mail',
  emailTaken: 'The e-mail is already used.',
  passwordsDiffer: 'Passwords do not match',
  /** the product gives the rule (8 to 64 characters), not its words */
  passwordLength: 'The password must be between 8 and 64 characters long.',
  passwordDigit: 'The password must contain at least one digit.',
  passwordUppercase: 'The password must contain at least one uppercase letter.',
  companyShort: 'The company name has to be at least 3 characters long.',
  termsRequired: 'The terms of use have to be accepted.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordUpdated: 'Password was successfully updated.',
  /** the company phone that is no phone number */
  phoneFormat: 'Incorrect format',
  imageTooLarge: 'Your selected image is too large. Maximum 5MB.',
  /** a login of an account still unconfirmed 24 hours after registering */
  notConfirmed: 'You need to confirm your account.',
  confirmationSent: 'The confirmation mail was send successfully.',
  resendTooSoon: 'The confirmation mail can only be resent every 15 minutes.',
  resetSent: 'An e-mail has been sent. It contains a link you must click to reset your password.',
} as const;

/** The confirmation link's refusals, which the confirmation screen translates. */
export const CONFIRMATION_REFUSALS = {
  invalidToken: 'Invalid token',
  alreadyConfirmed: 'Already confirmed',
  otherAccount: 'Authenticated user does not match token',
} as const;

/** Share dialogs: the recipients. */
export const SHARE_MESSAGES = {
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  duplicateEmail: 'Duplicate e-mail',
} as const;

export const ANALYSIS_MESSAGES = {
  nameTaken: 'Analysis name already taken.',
} as const;

/**
 * Lot numbers: a package's (HC and six digits, or ten digits: the specification's message) and a
 * result's test strip (any two letters and six digits, or ten digits: the specification gives
 * no message, so this one names the result's own format in the package message's words).
 */
export const LOT_MESSAGES = {
  package: 'Please make sure that your entered lot number has the format HC123456 or 1234567890',
  result: 'Please make sure that your entered lot number has the format AB123456 or 1234567890',
} as const;

/**
 * The package counter and the weekly chart of the dashboard. The strips-left message names the
 * field the user fills in ('Test strips left'), not the package's start amount it replaces.
 */
export const DASHBOARD_MESSAGES = {
  stripsLeft: (max: number) =>
    `Test strips left has to be more than measurements already taken (1) and at maximum (${max})`,
  parameterRequired: FIELD_MESSAGES.required('Parameter'),
  beforeEpoch: 'Selected date must be greater than 01/01/1970!',
  rangeTooLong: 'The range must not be longer than 366 days.',
} as const;

/** The notification (broadcast) dialog. */
export const BROADCAST_MESSAGES = {
  title: 'Please enter a title.',
  text: 'Please enter a text.',
  imageError: 'Error reading Image',
} as const;

/** The FAQ and how-to editors. */
export const HELP_MESSAGES = {
  title: FIELD_MESSAGES.required('Title'),
  description: FIELD_MESSAGES.required('Description'),
  category: FIELD_MESSAGES.required('Category'),
  question: FIELD_MESSAGES.required('Question'),
  answer: FIELD_MESSAGES.required('Answer'),
  itemCategory: 'Category is required. Please create a category first',
} as const;

/** Any picture or file the user chooses that cannot be used (wrong type, too large, damaged). */
export const UNREADABLE_FILE = 'There was a problem reading the selected file.';

/** A chosen file the browser cannot read at all (gone or changed since it was chosen). */
export const FILE_READ_ERROR = 'Error reading file';

/** The parameter form (the required ones are FIELD_MESSAGES.required with the form's labels). */
export const PARAMETER_MESSAGES = {
  positive: 'Value must be positive',
  howTo: 'You must accept HowTo Checkbox',
  faq: 'You must accept the FAQ Checkbox',
  notification: 'You must accept Notification Checkbox',
  unreadableFile: UNREADABLE_FILE,
  packageTooLarge: 'The Package file must not be larger than 200kb',
} as const;
