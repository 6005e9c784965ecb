import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it('gives the plain text with blocks separated', () => {
    expect(htmlToText('<p>Collect <b>badges</b>:</p><ul><li>A &amp; B</li><li>C</li></ul>')).toBe(
      'Collect badges: A & B · C',
    );
    expect(htmlToText('<script>alert(1)</script>ok')).toBe('ok');
  });

  it("leaves out what the broadcast's full view drops with its content, also inside a block", () => {
    expect(
      htmlToText(
        '<p>Hi <b>there<style>b{color:red}</style></b><svg><text>logo</text></svg></p><template>x</template><ul><li>A<script>1</script></li></ul>',
      ),
    ).toBe('Hi there. A');
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
