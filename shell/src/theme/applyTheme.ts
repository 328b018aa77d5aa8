import { LAYOUT, THEME_STYLE_ELEMENT_ID, deviceClassFor, type Theme } from '@stride/shared';

/**
 * The app's theme as one <style> in <head>: fonts, custom properties and both colour modes. The API's HTML
 * carries it, drawn from the same boot config (first paint); only a page without one (the shell served alone)
 * loads the stylesheet code, its own chunk, so the first page's JavaScript is ~4 KiB lighter.
 */
export async function applyTheme(theme: Theme, doc: Document = document): Promise<void> {
  if (doc.getElementById(THEME_STYLE_ELEMENT_ID)) return;
  const { themeStylesheet } = await import('@stride/shared/themeStylesheet');
  const style = doc.createElement('style');
  style.id = THEME_STYLE_ELEMENT_ID;
  style.textContent = themeStylesheet(theme);
  doc.head.appendChild(style);
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
