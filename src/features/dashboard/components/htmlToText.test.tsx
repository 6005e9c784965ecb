import { screen } from '@testing-library/react';

import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { htmlToText } from './htmlToText';
import { renderUi } from '@tests/utils/render';

describe('SafeHtml', () => {
  it('renders markup but drops scripts and event handlers', async () => {
    const { container } = await renderUi(
      <SafeHtml
        html={
          '<p>Hi <strong>there</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>'
        }
      />,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

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
