/** The window's localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}
