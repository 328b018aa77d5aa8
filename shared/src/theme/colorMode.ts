export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What a member picked in Settings: a fixed mode, or follow the device ("system"). */
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];

/**
 * The member's pick, kept on the device in both places: localStorage for the shell, and a cookie so the
 * server draws the first paint in the same mode (no flash of the other one). Absent = "system".
 */
export const COLOR_MODE_STORAGE_KEY = 'stride:color-mode';
export const COLOR_MODE_COOKIE = 'stride_color_mode';

/** A stored value as a preference; anything else (absent, tampered) is "system". */
export function parseColorModePreference(value: string | null | undefined): ColorModePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The mode to draw: the member's pick, else the device's preference (prefers-color-scheme; null when the
 * browser reports none), else the app's default_color_mode.
 */
export function resolveColorMode(
  preference: ColorModePreference,
  systemMode: ColorMode | null,
  appDefault: ColorMode,
): ColorMode {
  if (preference !== 'system') return preference;
  return systemMode ?? appDefault;
}

export interface ColorModeState {
  preference: ColorModePreference;
  /** The mode drawn now (the preference resolved). */
  mode: ColorMode;
}

/**
 * The shell's colour mode, for remotes (`useService(colorModeServiceRef)`): read it, follow it
 * (useSyncExternalStore-shaped), and change the member's pick, which the shell stores and applies at once.
 */
export interface ColorModeService {
  getSnapshot(): ColorModeState;
  subscribe(listener: () => void): () => void;
  setPreference(preference: ColorModePreference): void;
}

/** A service fixed at one mode: server renders and tests, where there is no device to follow. */
export function fixedColorModeService(mode: ColorMode): ColorModeService {
  const snapshot: ColorModeState = { preference: 'system', mode };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    setPreference: () => undefined,
  };
}

/** The id of the theme's <style> element (`themeStylesheet`), in the API's HTML head or added by the shell. */
export const THEME_STYLE_ELEMENT_ID = 'stride-theme';
