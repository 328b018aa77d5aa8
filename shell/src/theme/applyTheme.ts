import { LAYOUT, deviceClassFor, themeToCssVars, type Theme } from '@stride/shared';

/** The app's theme as CSS custom properties and the colour mode attribute on the root element. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeToCssVars(theme))) root.style.setProperty(name, value);
  root.dataset.colorMode = theme.default_color_mode;
}

/**
 * Keeps `data-device` (mobile | tablet | desktop) in step with the window width, debounced
 * (spec §9: resize handling 100 ms). Returns the cleanup.
 */
export function watchDeviceClass(root: HTMLElement = document.documentElement, win: Window = window): () => void {
  const update = () => {
    root.dataset.device = deviceClassFor(win.innerWidth);
  };
  update();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(update, LAYOUT.resizeDebounceMs);
  };
  win.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}
