/**
 * Calls `listener` after every change of the page's URL: the app's own navigations (history.pushState and
 * replaceState, which fire no event) and back/forward. Watching history itself keeps the router, which is part of
 * the first load, free of any hook for this chunk. Returns the way to stop.
 */
export function watchHistoryChanges(win: Window, listener: () => void): () => void {
  const { history } = win;
  const push = history.pushState;
  const replace = history.replaceState;
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    listener();
  };
  history.replaceState = function replaceState(this: History, ...args: Parameters<History['replaceState']>) {
    replace.apply(this, args);
    listener();
  };
  win.addEventListener('popstate', listener);
  return () => {
    history.pushState = push;
    history.replaceState = replace;
    win.removeEventListener('popstate', listener);
  };
}
