import type { CSSProperties } from 'react';

/**
 * The style of what is read by screen readers and search engines but not drawn: a 1 px box,
 * clipped, out of the layout's flow. An inline-block (a positioned box is drawn as a block
 * anyway): a hidden part of a link's text keeps the space before it in the link's name.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  display: 'inline-block',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
