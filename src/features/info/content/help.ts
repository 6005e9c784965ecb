/**
 * The phone app's help texts (webview help and about pages): how to measure pH and nitrate,
 * what happens to results, how to share and export them, the notice on supported strips and
 * cards. Written for the fictitious StripScan company; a real deployment replaces this file.
 */
export interface HelpSection {
  heading: string;
  intro?: string;
  /** numbered steps, in the order the user performs them */
  steps?: string[];
  paragraphs?: string[];
}

export const SUPPORTED_MATERIALS_NOTICE =
  'StripScan reads only StripScan test strips together with the StripScan colour reference card. Printed, photocopied or on-screen colour references give unsatisfactory results.';

export const HELP_SECTIONS: HelpSection[] = [
  {
    heading: 'Measure pH',
    intro: 'You need a StripScan pH test strip, the StripScan reference card and your sample.',
    steps: [
      "Choose the pH parameter and tap 'Start measurement'.",
      'Immerse the strip in the sample for at least 2 seconds, then take it out and shake off excess liquid.',
      'A countdown shows how long the colours need to develop. If your test strip instructions allow it, you can skip the countdown.',
      'Place the strip on the reference card, in the field marked for it.',
      'Hold the phone above the card and align the crop marks on the screen with the crop marks of the card.',
      'The image is taken automatically as soon as the card is aligned and in focus; keep the phone still until the result appears.',
    ],
  },
  {
    heading: 'Measure Nitrate',
    intro:
      'The nitrate strip reacts reliably only within a pH range: the pH of the sample must be between 1 and 12. Measure the pH first; if it lies outside this range, buffer the sample or adjust its pH before you measure nitrate.',
    steps: [
      "Choose the nitrate parameter and tap 'Start measurement'.",
      'Immerse the strip in the sample for 1 second, then take it out.',
      'Wait for the countdown to finish so that the colour can develop fully.',
      'Place the strip on the reference card and align the crop marks as for pH; the image is taken automatically.',
    ],
  },
  {
    heading: 'Results',
    paragraphs: [
      'Every measurement is saved as a result with its value, the time and, if you allow it, the location. Add a name and a comment to find it again later.',
      'If the app cannot read a strip reliably (poor light, a strip out of place, a colour outside the card), it discards the result and tells you why; discarded results are kept so that you can see what went wrong.',
      'On the StripScan web dashboard you can review all results, group them into analyses, and see them as charts and on a map.',
    ],
  },
  {
    heading: 'Share and Export',
    paragraphs: [
      'Share a result or an analysis by link: a snapshot shows the data as it is when you share it and stays valid for 30 days; a dynamic share always shows the current data until you revoke it.',
      'Export results from the web dashboard as an Excel or CSV file, for your own records or for further analysis.',
    ],
  },
];
