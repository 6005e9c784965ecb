import type { Decorator } from '@storybook/react-vite';

/** Stories show the panel as the bell's popover does: a white, shadowed box. */
export const popoverFrame: Decorator = (Story) => (
  <div style={{ padding: 24, background: '#f5f5f5', minHeight: '100vh' }}>
    <div
      style={{
        display: 'inline-block',
        padding: 12,
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
      }}
    >
      <Story />
    </div>
  </div>
);
