import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A named export loaded on its first render: `lazyComponent(() => import('./X').then((module) => module.X))`.
 * The import() stays at the call site, so webpack gives the module its own chunk outside './entry': the
 * shell preloads only what an ordinary page draws first. Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })));
}
