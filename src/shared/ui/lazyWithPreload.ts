import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads the first time it renders, or earlier when `preload` is called
 * (when the pointer or the focus reaches what shows it): one download either way. The load
 * names the module's export, e.g. `() => import('./Panel').then((m) => m.Panel)`.
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): {
  Lazy: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<ComponentType<P>>;
} {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { Lazy, preload };
}
