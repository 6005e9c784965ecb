import type { CSSProperties } from 'react';

/** The panel's box in the bell's popover, the same while its code loads and once it is there. */
export const PANEL_BOX: CSSProperties = { width: 380, maxWidth: 'calc(100vw - 32px)' };
