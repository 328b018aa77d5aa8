import { DARK_TEXT, LIGHT_TEXT } from './themeRules';
import { contrastRatio, readableColor, readableTextOn, relativeLuminance } from './colorContrast';

// A spread of brand colours: saturated, pale, dark, grey, the spec default and the demo apps'.
const BRANDS = [
  '#5c29d3',
  '#2f6fed',
  '#0f766e',
  '#ffee00',
  '#ff6b6b',
  '#e8590c',
  '#00c2ff',
  '#111111',
  '#f7f8f9',
  '#969696',
  '#3498db',
  '#2ecc71',
];

describe('contrast (WCAG 2.1)', () => {
  it('measures relative luminance and contrast ratios as WCAG defines them', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    // The accessibility finding: the demo's links on its page background.
    expect(contrastRatio('#2f6fed', '#f7f8f9')).toBeCloseTo(4.27, 1);
  });
});

describe('readableColor', () => {
  it('keeps a colour that already reaches 4.5:1', () => {
    expect(readableColor('#5C29D3', '#ffffff')).toBe('#5c29d3');
  });

  it('darkens the demo blue on the light page until it reaches 4.5:1, staying blue', () => {
    const link = readableColor('#2f6fed', ['#f7f8f9', '#ffffff']);
    expect(contrastRatio(link, '#f7f8f9')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(link)).toBeLessThan(relativeLuminance('#2f6fed'));
    const { r, g, b } = {
      r: parseInt(link.slice(1, 3), 16),
      g: parseInt(link.slice(3, 5), 16),
      b: parseInt(link.slice(5, 7), 16),
    };
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('lightens a dark brand colour on a dark page', () => {
    const link = readableColor('#5c29d3', ['#121418', '#1d2026']);
    expect(contrastRatio(link, '#121418')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(link)).toBeGreaterThan(relativeLuminance('#5c29d3'));
  });

  it.each(BRANDS)('makes %s legible on light and dark backgrounds, and a 3:1 variant for rings', (brand) => {
    for (const backgrounds of [
      ['#f7f8f9', '#ffffff'],
      ['#121418', '#1d2026'],
    ]) {
      for (const background of backgrounds) {
        expect(contrastRatio(readableColor(brand, backgrounds), background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(readableColor(brand, backgrounds, 3), background)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('readableTextOn', () => {
  it('follows the spec §9 brightness rule where it reaches 4.5:1', () => {
    expect(readableTextOn('#5c29d3')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#f7f8f9')).toBe(DARK_TEXT);
    expect(readableTextOn('#2f6fed')).toBe(LIGHT_TEXT);
  });

  it('takes the other text colour where the rule falls short', () => {
    // Brightness 146: the rule says white, which reaches only 2.1:1 on this green.
    expect(contrastRatio(LIGHT_TEXT, '#2ecc71')).toBeLessThan(4.5);
    expect(readableTextOn('#2ecc71')).toBe(DARK_TEXT);
  });

  it('falls back to black or white when neither text colour reaches 4.5:1', () => {
    expect(contrastRatio(LIGHT_TEXT, '#3498db')).toBeLessThan(4.5);
    expect(contrastRatio(DARK_TEXT, '#3498db')).toBeLessThan(4.5);
    expect(readableTextOn('#3498db')).toBe('#000000');
  });

  it.each(BRANDS)('gives text of at least 4.5:1 on %s', (background) => {
    expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
  });
});
