/** What users agree to in the terms of use, in every variant, web and webview (for tests). */
export const TERMS_FACTS = [
  /web dashboard needs a registered account/,
  /valid e-mail address.* and a password/,
  /e-mail with a validation link.*confirm/,
  /Further personal data.* are optional/,
  /inaccessible at once and physically removed within 30 days/,
  /no fixed term/,
  /two weeks' notice to the end of a month/,
  /count as accepted if you do not object within four weeks/,
  /session cookie/,
];
