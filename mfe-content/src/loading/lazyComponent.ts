import { createElement, type ComponentType, type ReactElement } from 'react';

type Preload = () => Promise<void>;

/** Every view that a server render may draw: the browser loads their code before it hydrates that markup. */
const serverDrawnViews = new Set<Preload>();

export interface LazyComponentOptions {
  /** False for a view no server render draws (a member's, or one opened by a tap): not loaded for hydration. */
  drawnOnServer?: boolean;
}

/**
 * A named export loaded on its first render: `lazyComponent(() => import('./X').then((module) => module.X))`.
 * The import() stays at the call site, so webpack gives the module its own chunk outside './entry': the
 * shell preloads only what an ordinary page draws first. Render it inside a Suspense boundary.
 *
 * Ours, not React.lazy: a React.lazy view suspends on its first render even when its code is loaded, and a
 * boundary that suspends while hydrating keeps the server's markup until React comes back to it; any urgent
 * update reaching it before that (a store read, new parcel props) makes React drop that markup and draw the
 * block anew (error #421 in chromium, 25 of them on /showcase). This view renders at once once loaded
 * (preloadServerDrawnViews), so hydration completes in one pass.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { drawnOnServer = true }: LazyComponentOptions = {},
): (props: P) => ReactElement {
  let view: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const preload: Preload = () =>
    (loading ??= load().then(
      (loaded) => {
        view = loaded;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  if (drawnOnServer) serverDrawnViews.add(preload);
  return function LazyView(props: P) {
    if (view) return createElement(view, props);
    // Thrown like React.lazy throws: the error to the nearest error boundary, the pending load to Suspense.
    if (failure) throw failure.error;
    throw preload();
  };
}

/** Loads every view a server render may have drawn, so hydrating that markup never suspends on code. */
export async function preloadServerDrawnViews(): Promise<void> {
  await Promise.all([...serverDrawnViews].map((preload) => preload()));
}
