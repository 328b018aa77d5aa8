import {
  COLOR_MODE_COOKIE,
  COLOR_MODE_STORAGE_KEY,
  parseColorModePreference,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
  type ColorModeService,
  type ColorModeState,
} from '@stride/shared';
import { clearCookie, readCookie, writeCookie } from '../cookies/cookies';

const PICK_KEPT_DAYS = 365;

export interface ColorModeController extends ColorModeService {
  /** Stops following the device's preference. */
  stop(): void;
}

interface Options {
  appDefault: ColorMode;
  root?: HTMLElement;
  win?: Window;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): the cookie still carries the pick.
    return null;
  }
}

function storedPreference(win: Window): ColorModePreference {
  const stored = storageOf(win)?.getItem(COLOR_MODE_STORAGE_KEY);
  return parseColorModePreference(stored ?? readCookie(COLOR_MODE_COOKIE));
}

function keepPreference(win: Window, preference: ColorModePreference): void {
  const storage = storageOf(win);
  if (preference === 'system') {
    storage?.removeItem(COLOR_MODE_STORAGE_KEY);
    clearCookie(COLOR_MODE_COOKIE);
  } else {
    storage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
    writeCookie(COLOR_MODE_COOKIE, preference, PICK_KEPT_DAYS);
  }
}

/**
 * The shell's colour mode: the member's pick kept on the device, else the device's prefers-color-scheme
 * (followed live), else the app's default_color_mode. It sets `data-color-mode` on <html> (the theme
 * stylesheet switches on it) and the color-scheme meta, so browser-drawn parts (scrollbars, form controls) match.
 */
export function createColorModeController({
  appDefault,
  root = document.documentElement,
  win = window,
}: Options): ColorModeController {
  const darkQuery = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: dark)') : null;
  const lightQuery = typeof win.matchMedia === 'function' ? win.matchMedia('(prefers-color-scheme: light)') : null;
  const systemMode = (): ColorMode | null => (darkQuery?.matches ? 'dark' : lightQuery?.matches ? 'light' : null);
  const listeners = new Set<() => void>();
  let state: ColorModeState = { preference: 'system', mode: appDefault };

  function apply(preference: ColorModePreference): void {
    const next: ColorModeState = { preference, mode: resolveColorMode(preference, systemMode(), appDefault) };
    root.dataset.colorMode = next.mode;
    const meta = root.ownerDocument.querySelector('meta[name="color-scheme"]');
    if (meta) meta.setAttribute('content', next.mode);
    if (next.mode === state.mode && next.preference === state.preference) return;
    state = next;
    for (const listener of listeners) listener();
  }

  const onSystemChange = () => apply(state.preference);
  // A pick made in another tab of the app reaches this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY) apply(parseColorModePreference(event.newValue));
  };
  darkQuery?.addEventListener('change', onSystemChange);
  lightQuery?.addEventListener('change', onSystemChange);
  win.addEventListener('storage', onStorage);
  apply(storedPreference(win));

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPreference(preference) {
      keepPreference(win, preference);
      apply(preference);
    },
    stop() {
      darkQuery?.removeEventListener('change', onSystemChange);
      lightQuery?.removeEventListener('change', onSystemChange);
      win.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
