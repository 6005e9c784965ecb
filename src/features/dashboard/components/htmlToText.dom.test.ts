import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it('gives the plain text with blocks separated', () => {
    expect(htmlToText('<p>Collect <b>badges</b>:</p><ul><li>A &amp; B</li><li>C</li></ul>')).toBe(
      'Collect badges: A & B · C',
    );
    expect(htmlToText('<script>alert(1)</script>ok')).toBe('ok');
  });

  it('never runs a list into the next paragraph', () => {
    expect(
      htmlToText(
        '<p>Collect <strong>achievements</strong>:</p><ul><li>Streaks</li><li>Early Bird and Traveler</li></ul><p>Check your dashboard!</p>',
      ),
    ).toBe('Collect achievements: Streaks · Early Bird and Traveler. Check your dashboard!');
    expect(htmlToText('<h3>New</h3><p>Line one<br>line two</p>')).toBe('New. Line one. line two');
  });
});
