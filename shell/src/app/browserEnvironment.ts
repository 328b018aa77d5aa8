import type { ClientEnvironment } from '@stride/shared';

const TAB_SESSION_KEY = 'stride_session_id';

/** One id per browser tab: sessionStorage lives as long as the tab. */
export function tabSessionId(storage: Storage | null): string {
  try {
    const stored = storage?.getItem(TAB_SESSION_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage?.setItem(TAB_SESSION_KEY, created);
    return created;
  } catch {
    // Storage can be disabled (privacy settings); the id then lasts as long as this page.
    return crypto.randomUUID();
  }
}

function isStandalone(win: Window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
}

function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** What the API client tells the API about this browser on every call (spec §7 headers). */
export function browserEnvironment(appSlug: string, deviceId: string, win: Window = window): ClientEnvironment {
  return {
    appSlug,
    sessionId: tabSessionId(sessionStorageOf(win)),
    deviceId,
    originHref: () => win.location.href,
    standalone: isStandalone(win),
    nativeApp: false,
    clientSize: () => ({ width: win.innerWidth, height: win.innerHeight }),
  };
}
