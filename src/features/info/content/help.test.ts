/**
 * One set of measuring facts wherever the product states them: the phone app's help page, the
 * seeded how-to guides and FAQ answers, and the parameters' additional info. Immerse a pH strip
 * for at least 2 seconds and a nitrate strip for 1 second; the crop marks, not a distance in
 * centimetres, decide where the phone is held.
 */
import { REFERENCE_SECONDS } from '@mocks/db/clock';
import { seedFaq, seedHowTo } from '@mocks/db/seedData/help';
import { NITRATE, PH, seedParameters } from '@mocks/db/seedData/parameters';
import { HELP_SECTIONS } from './help';

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const sectionText = (heading: string) => {
  const s = HELP_SECTIONS.find((x) => x.heading === heading)!;
  return [s.intro ?? '', ...(s.steps ?? []), ...(s.paragraphs ?? [])].join(' ');
};

const helpTexts = HELP_SECTIONS.map((s) => sectionText(s.heading));
const seededTexts = [
  ...seedHowTo().map((h) => plain(h.description)),
  ...seedFaq().items.map((i) => plain(i.answer)),
];
const TIME = /\b(\d+|one|two) seconds?\b/i;

describe('measuring facts', () => {
  it('the help page: pH at least 2 seconds, nitrate 1 second', () => {
    expect(sectionText('Measure pH')).toMatch(/Immerse the strip .*for at least 2 seconds/);
    expect(sectionText('Measure Nitrate')).toMatch(/Immerse the strip .*for 1 second\b/);
  });

  it('every seeded guide and answer that gives an immersion time names the strip', () => {
    const timed = seededTexts
      .flatMap(sentences)
      .filter((s) => /\b(dip|immerse)/i.test(s) && TIME.test(s));
    expect(timed.length).toBeGreaterThan(0);
    for (const sentence of timed) {
      expect(sentence).toMatch(/pH strip for at least 2 seconds/);
      expect(sentence).toMatch(/nitrate strip for 1 second\b/);
    }
  });

  it("the parameters' additional info agrees", () => {
    const info = (id: number) =>
      seedParameters(REFERENCE_SECONDS).find((p) => p.id === id)!.additionalInfo;
    expect(info(PH)).toMatch(/at least 2 seconds/);
    expect(info(NITRATE)).toMatch(/\b1 second\b/);
  });

  it('no text sends the phone to a distance in centimetres', () => {
    for (const text of [...helpTexts, ...seededTexts]) expect(text).not.toMatch(/\d+\s*cm\b/);
  });
});
