/** Where the API serves the worker: the origin root, so it controls every page of the app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle: it fetches and precaches files,
 * which must not compete with the first page's own downloads. Not in the page builder's preview, which is a frame
 * of another app, nor where the browser has no service workers (or refuses them: a non-secure origin).
 */
export function registerServiceWorker(win: Window = window): void {
  const { serviceWorker } = win.navigator;
  if (!serviceWorker || !win.isSecureContext) return;
  const register = () => {
    const idle = win.requestIdleCallback ?? ((task: () => void) => win.setTimeout(task, 1));
    idle(() => {
      serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
        // The app works without it, only not offline.
        console.warn('The service worker could not be registered', error);
      });
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
