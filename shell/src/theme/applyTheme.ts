import { LAYOUT, THEME_STYLE_ELEMENT_ID, deviceClassFor, themeStylesheet, type Theme } from '@stride/shared';

/**
 * The app's theme as one <style> in <head>: fonts, custom properties and both colour modes. The API's HTML
 * already carries it (first paint); the shell writes it where it is missing or differs.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const css = themeStylesheet(theme);
  let style = doc.getElementById(THEME_STYLE_ELEMENT_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = THEME_STYLE_ELEMENT_ID;
    doc.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
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
