import { defaultTheme, themeColor } from '@stride/shared';
import { applyTheme, watchDeviceClass } from './applyTheme';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('applyTheme', () => {
  it('sets the theme as CSS custom properties and the colour mode', () => {
    const root = document.createElement('html');
    const theme = { ...defaultTheme(), app_look: 'rounded' as const, default_color_mode: 'dark' as const };
    theme.colors = { ...theme.colors, primary: themeColor('#ffee00') };
    applyTheme(theme, root);
    expect(root.style.getPropertyValue('--stride-primary')).toBe('#ffee00');
    expect(root.style.getPropertyValue('--stride-primary-rgb')).toBe('255, 238, 0');
    expect(root.style.getPropertyValue('--stride-on-primary')).toBe('#384250');
    expect(root.style.getPropertyValue('--stride-radius')).toBe('16px');
    expect(root.style.getPropertyValue('--stride-input-radius')).toBe('24px');
    expect(root.style.getPropertyValue('--stride-modal-layer')).toBe('150');
    expect(root.dataset.colorMode).toBe('dark');
  });

  it('defaults to the document element', () => {
    applyTheme(defaultTheme());
    expect(document.documentElement.style.getPropertyValue('--stride-primary')).toBe('#5c29d3');
    expect(document.documentElement).toHaveAttribute('data-color-mode', 'light');
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
