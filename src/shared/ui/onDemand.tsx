/**
 * A dialog whose code loads when it is first opened, not with the page that holds it: a page
 * that opens a dialog on a click does not fetch the dialog (and the antd parts only it uses)
 * before its first paint. Until its first opening nothing is rendered; from then on the dialog
 * stays mounted, so it closes with its animation and opens again at once. `preload` starts the
 * download early (when the pointer or the focus reaches the button that opens it).
 */
import { Suspense, useState, type ComponentType } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

export type OnDemand<P> = ComponentType<P> & { preload: () => void };

export function onDemand<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): OnDemand<P> {
  const { Lazy: Dialog, preload } = lazyWithPreload(load);
  function OnDemandDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // the first opening, noted during the render that opens it
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemandDialog, { preload: () => void preload() });
}
