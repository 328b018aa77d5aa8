import { defaultTheme, themeColor, themeStylesheet } from '@stride/shared';
import { applyTheme, watchDeviceClass } from './applyTheme';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('applyTheme', () => {
  afterEach(() => document.getElementById('stride-theme')?.remove());

  it("writes the theme's stylesheet into one <style> in <head>", () => {
    const theme = { ...defaultTheme(), app_look: 'rounded' as const };
    theme.colors = { ...theme.colors, primary: themeColor('#ffee00') };
    applyTheme(theme);
    const style = document.head.querySelector('style#stride-theme');
    expect(style?.textContent).toBe(themeStylesheet(theme));
    expect(style?.textContent).toContain('--stride-primary:#ffee00');
    expect(style?.textContent).toContain('--stride-radius:16px');
    applyTheme(defaultTheme());
    expect(document.querySelectorAll('style#stride-theme')).toHaveLength(1);
    expect(document.getElementById('stride-theme')?.textContent).toContain('--stride-primary:#5c29d3');
  });

  it('reuses the stylesheet the server put in the head', () => {
    const serverStyle = document.createElement('style');
    serverStyle.id = 'stride-theme';
    serverStyle.textContent = themeStylesheet(defaultTheme());
    document.head.appendChild(serverStyle);
    applyTheme(defaultTheme());
    expect(document.getElementById('stride-theme')).toBe(serverStyle);
    expect(serverStyle.textContent).toBe(themeStylesheet(defaultTheme()));
  });
});

describe('watchDeviceClass', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [375, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
  ])('classes a %i px window as %s at once', (width, device) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    const root = document.createElement('html');
    const stop = watchDeviceClass(root);
    expect(root.dataset.device).toBe(device);
    stop();
  });

  it('follows resizes, debounced by 100 ms', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    const root = document.createElement('html');
    const stop = watchDeviceClass(root);
    resizeTo(1000);
    jest.advanceTimersByTime(60);
    resizeTo(1400);
    jest.advanceTimersByTime(99);
    expect(root.dataset.device).toBe('mobile');
    jest.advanceTimersByTime(1);
    expect(root.dataset.device).toBe('desktop');
    stop();
    resizeTo(375);
    jest.advanceTimersByTime(200);
    expect(root.dataset.device).toBe('desktop');
  });
});
