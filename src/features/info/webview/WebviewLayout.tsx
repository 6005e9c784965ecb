/**
 * The frame of the /info/webview pages, which the phone app shows inside its own screens: no
 * header, menu or footer (the app has its own), a grey background, laid out for a phone's width
 * (long words and addresses wrap instead of scrolling sideways; see .webview in global.css).
 */
import type { ReactNode } from 'react';

export function WebviewFrame({ children }: { children: ReactNode }) {
  return <main className="webview">{children}</main>;
}
