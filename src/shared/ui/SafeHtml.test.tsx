import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@tests/utils/render';
import { SafeHtml } from './SafeHtml';

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

  it('renders an empty block for no HTML, keeping its class', async () => {
    const { container } = await renderUi(<SafeHtml html={null} className="broadcast-content" />);
    const block = container.querySelector('.broadcast-content');
    expect(block).not.toBeNull();
    expect(block).toBeEmptyDOMElement();
  });
});
