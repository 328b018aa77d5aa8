import { BREAKPOINTS, deviceClassFor } from './breakpoints';
import {
  BRAND_COLOR_DEFAULTS,
  DARK_TEXT,
  LIGHT_TEXT,
  brightness,
  defaultTheme,
  radiiForLook,
  textColorFor,
  themeColor,
} from './themeRules';

describe('theme colour rules (spec §3, §9)', () => {
  it('computes brightness as (299 r + 587 g + 114 b) / 1000', () => {
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#5c29d3')).toBeCloseTo((299 * 92 + 587 * 41 + 114 * 211) / 1000);
    expect(brightness('#fff')).toBe(255);
  });

  it.each([
    ['#ffffff', DARK_TEXT],
    ['#f7f8f9', DARK_TEXT],
    ['#dde3e9', DARK_TEXT],
    ['#5c29d3', LIGHT_TEXT],
    ['#000000', LIGHT_TEXT],
    // Brightness exactly 150 is not above the threshold: light text.
    ['#969696', LIGHT_TEXT],
    ['#979797', DARK_TEXT],
  ])('puts %s text in %s', (background, text) => {
    expect(textColorFor(background)).toBe(text);
  });

  it('rejects a colour that is not hex', () => {
    expect(() => brightness('purple')).toThrow('Not a hex colour');
  });

  it('gives radii by app look: default 6, rounded 16 with 24 px inputs, square 3', () => {
    expect(radiiForLook(null)).toEqual({ radius: 6, inputRadius: 6 });
    expect(radiiForLook('rounded')).toEqual({ radius: 16, inputRadius: 24 });
    expect(radiiForLook('square')).toEqual({ radius: 3, inputRadius: 3 });
  });

  it('starts from the brand colour defaults', () => {
    expect(BRAND_COLOR_DEFAULTS).toEqual({
      primary: '#5c29d3',
      secondary: '#dde3e9',
      secondary_2: '#fff',
      secondary_3: '#fff',
      dark: '#000000',
      light: '#f7f8f9',
    });
    expect(defaultTheme().colors.primary).toEqual({ hex: '#5c29d3', rgb: '92, 41, 211' });
    expect(themeColor('#fff').rgb).toBe('255, 255, 255');
  });
});

describe('breakpoints (spec §9)', () => {
  it('uses sm 576, md 768, lg 992, xl 1200', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });

  it.each([
    [375, 'mobile'],
    [768, 'mobile'],
    [769, 'tablet'],
    [1199, 'tablet'],
    [1200, 'desktop'],
  ])('treats %i px as %s', (width, device) => {
    expect(deviceClassFor(width)).toBe(device);
  });
});
