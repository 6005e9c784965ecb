/**
 * The terms of use, in the variant for US/Canada visitors and the one for everyone else. Both
 * state what users agree to: registration with a valid e-mail address and a password, confirmed
 * by an e-mailed validation link, further personal data optional; deleted data inaccessible at
 * once and physically removed within 30 days; no fixed term, notice of two weeks to the end of a
 * month; changed terms accepted unless objected to within four weeks; a session cookie. Only the
 * liability and the applicable law differ.
 */
import { COMPANY } from './company';
import { POLICY_DATE, type LegalText } from './legal';

export function termsOfUse(isUsOrCanada: boolean): LegalText {
  return {
    title: 'Terms of Use',
    date: POLICY_DATE,
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          `${COMPANY.name} provides the StripScan phone app and the StripScan web dashboard free of charge. The phone app works without registration; the web dashboard needs a registered account.`,
          'The service is for business users only and available in English only.',
        ],
      },
      {
        heading: 'Registration and your account',
        paragraphs: [
          'To register for the web dashboard you need a valid e-mail address, preferably your work address, and a password. We then send you an e-mail with a validation link; your registration is complete once you confirm it with that link.',
          'Further personal data, such as your name, company, segment, address and phone number, are optional.',
          'Keep your password secret. You are responsible for what happens with your account.',
        ],
      },
      {
        heading: 'Measurements',
        paragraphs: [
          'Readings of test strips by a phone camera are an aid, not a certified laboratory analysis. Check critical values with a suitable reference method.',
        ],
      },
      {
        heading: 'Deleting data',
        paragraphs: [
          'Data you delete, such as results, analyses or your account, is inaccessible at once and physically removed within 30 days.',
        ],
      },
      {
        heading: 'Term and notice',
        paragraphs: [
          "This agreement runs for no fixed term. Either party may terminate it with two weeks' notice to the end of a month.",
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We tell you of changes to these terms before they take effect. Changed terms count as accepted if you do not object within four weeks of being told; we point this out when we tell you.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The web dashboard uses a session cookie, which keeps you logged in while you use it.',
        ],
      },
      {
        heading: 'Liability and law',
        paragraphs: isUsOrCanada
          ? [
              'The service is provided "as is". To the extent permitted by law we are not liable for indirect or consequential damages. German law applies, unless the law of your state or province mandatorily applies.',
            ]
          : [
              'We are liable without limitation for intent and gross negligence; otherwise only for the breach of essential contractual duties and limited to the foreseeable damage. German law applies.',
            ],
      },
    ],
  };
}
