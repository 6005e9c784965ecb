/**
 * The legal pages in their two variants (US/Canada visitors, everyone else): the privacy
 * statement, dated 10.04.2018 as the product's policy is, and the newsletter's (the terms of use
 * are in terms.ts). Plain text sections; the pages render them with headings.
 */
import { COMPANY, contactFor } from './company';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  /** 'Last updated' line, when the document carries a date. */
  date?: string;
  sections: LegalSection[];
}

export const POLICY_DATE = '10.04.2018';

export function privacyStatement(isUsOrCanada: boolean): LegalText {
  const { email } = contactFor(isUsOrCanada);
  return {
    title: 'Privacy Statement',
    date: POLICY_DATE,
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          `${COMPANY.name}, ${COMPANY.address.join(', ')} is responsible for the processing of your personal data in the StripScan web dashboard and phone app. You can reach us at ${email}.`,
        ],
      },
      {
        heading: 'What we process',
        paragraphs: [
          'Account data: your work e-mail address, name, company, segment and, if you add them, address, phone number, department and work group.',
          'Measurement data: the results the phone app sends, with their values, the time, the strip and card lot numbers, the phone model and, where you allowed it, the location of the measurement.',
          'Usage data: the devices you are logged in with and the time of your last login.',
        ],
      },
      {
        heading: 'Why we process it',
        paragraphs: isUsOrCanada
          ? [
              'We use your data to provide the service you signed up for: to show, analyse and share your results. We do not sell personal information.',
              'Residents of California have the rights of the California Consumer Privacy Act: to know what we collect, to have it deleted and to opt out of any sale. Write to us to use them.',
            ]
          : [
              'We process your data to fulfil the contract of use (Art. 6 (1) (b) GDPR): to show, analyse and share your results. The newsletter is sent only with your consent (Art. 6 (1) (a) GDPR), which you can withdraw at any time.',
              'You have the right of access, rectification, erasure, restriction, data portability and objection, and the right to complain to a supervisory authority.',
            ],
      },
      {
        heading: 'Sharing',
        paragraphs: [
          'Results and analyses are shared only when you create a share link. Anyone with a link can view what it shows until it expires or you revoke it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your data as long as your account exists. Data you delete, your account included, is inaccessible at once and physically removed within 30 days; results you shared stop being visible at once.',
        ],
      },
    ],
  };
}

export function newsletterPrivacyStatement(isUsOrCanada: boolean): LegalText {
  const { email } = contactFor(isUsOrCanada);
  return {
    title: 'Privacy Statement Newsletter',
    date: POLICY_DATE,
    sections: [
      {
        heading: 'The newsletter',
        paragraphs: [
          `${COMPANY.name} sends the StripScan newsletter about new test strips, app features and application notes, about once a month.`,
        ],
      },
      {
        heading: 'Your consent',
        paragraphs: [
          'We send the newsletter only after you confirmed your subscription with the link in the e-mail we send you (double opt-in). We record the time of your subscription and of its confirmation.',
          `You can unsubscribe at any time in your profile or by writing to ${email}.`,
        ],
      },
    ],
  };
}
