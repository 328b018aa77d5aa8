import { defaultTheme, themeColor } from '@stride/shared';
import { themeStylesheet } from '@stride/shared/themeStylesheet';
import { applyTheme, watchDeviceClass } from './applyTheme';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('applyTheme', () => {
  afterEach(() => document.getElementById('stride-theme')?.remove());

  it("writes the theme's stylesheet into one <style> in <head> when the page has none", async () => {
    const theme = { ...defaultTheme(), app_look: 'rounded' as const };
    theme.colors = { ...theme.colors, primary: themeColor('#ffee00') };
    await applyTheme(theme);
    const style = document.head.querySelector('style#stride-theme');
    expect(style?.textContent).toBe(themeStylesheet(theme));
    expect(style?.textContent).toContain('--stride-primary:#ffee00');
    expect(style?.textContent).toContain('--stride-radius:16px');
    await applyTheme(theme);
    expect(document.querySelectorAll('style#stride-theme')).toHaveLength(1);
  });

  it('keeps the stylesheet the server drew from the same config', async () => {
    const serverStyle = document.createElement('style');
    serverStyle.id = 'stride-theme';
    serverStyle.textContent = 'server';
    document.head.appendChild(serverStyle);
    await applyTheme(defaultTheme());
    expect(document.querySelectorAll('style#stride-theme')).toHaveLength(1);
    expect(serverStyle.textContent).toBe('server');
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
