import { contrastRatio } from './colorContrast';
import { DARK_PAGE, DARK_SURFACE, colorModeVars, themeStylesheet, themeToCssVars } from './themeStylesheet';
import { DARK_TEXT, LIGHT_TEXT, defaultTheme, parseHex, themeColor } from './themeRules';

/** An `rgba(r, g, b, a)` colour composed over an opaque hex background, as a browser draws it. */
function composite(rgba: string, background: string): string {
  const [r, g, b, a] = /rgba\((.+)\)/.exec(rgba)![1]!.split(',').map(Number) as [number, number, number, number];
  const under = parseHex(background);
  const hex = (over: number, below: number) =>
    Math.round(over * a + below * (1 - a))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r, under.r)}${hex(g, under.g)}${hex(b, under.b)}`;
}

describe('themeToCssVars', () => {
  it('turns a theme into CSS custom properties with text colours, radii and font stacks', () => {
    const theme = { ...defaultTheme(), app_look: 'rounded' as const, heading_font: 'Poppins' };
    const vars = themeToCssVars(theme);
    expect(vars['--stride-primary']).toBe('#5c29d3');
    expect(vars['--stride-primary-rgb']).toBe('92, 41, 211');
    expect(vars['--stride-on-primary']).toBe(LIGHT_TEXT);
    expect(vars['--stride-on-light']).toBe(DARK_TEXT);
    expect(vars['--stride-secondary-2']).toBe('#fff');
    expect(vars['--stride-radius']).toBe('16px');
    expect(vars['--stride-input-radius']).toBe('24px');
    expect(vars['--stride-heading-font']).toMatch(/^"Poppins", system-ui/);
    expect(vars['--stride-body-font']).toMatch(/^system-ui/);
  });

  it('gives square looks 3 px radii', () => {
    expect(themeToCssVars({ ...defaultTheme(), app_look: 'square' })['--stride-radius']).toBe('3px');
  });
});

describe('colorModeVars', () => {
  it('draws light mode on the brand light colour with white cards, dark mode on dark neutrals', () => {
    const theme = defaultTheme();
    expect(colorModeVars(theme, 'light')['--stride-page']).toBe('#f7f8f9');
    expect(colorModeVars(theme, 'light')['--stride-surface']).toBe('#ffffff');
    expect(colorModeVars(theme, 'dark')['--stride-page']).toBe(DARK_PAGE);
    expect(colorModeVars(theme, 'dark')['--stride-surface']).toBe(DARK_SURFACE);
  });

  it('gives raised cards a shadow and flat cards a border', () => {
    const raised = colorModeVars({ ...defaultTheme(), card_style: 'raised' }, 'light');
    const flat = colorModeVars({ ...defaultTheme(), card_style: 'flat' }, 'light');
    expect(raised['--stride-card-shadow']).not.toBe('none');
    expect(raised['--stride-card-border']).toBe('none');
    expect(flat['--stride-card-shadow']).toBe('none');
    expect(flat['--stride-card-border']).toMatch(/^1px solid /);
  });

  it.each(['#ffee00', '#2f6fed', '#111111', '#5c29d3'])(
    'derives links, muted, danger and success text and the focus ring from primary %s legible in both modes',
    (primary) => {
      const theme = { ...defaultTheme(), colors: { ...defaultTheme().colors, primary: themeColor(primary) } };
      for (const mode of ['light', 'dark'] as const) {
        const vars = colorModeVars(theme, mode);
        for (const background of [vars['--stride-page']!, vars['--stride-surface']!]) {
          for (const text of [
            '--stride-link',
            '--stride-on-page',
            '--stride-muted',
            '--stride-danger',
            '--stride-success',
          ]) {
            expect(contrastRatio(vars[text]!, background)).toBeGreaterThanOrEqual(4.5);
          }
          expect(contrastRatio(vars['--stride-focus']!, background)).toBeGreaterThanOrEqual(3);
          const selected = composite(vars['--stride-selected']!, background);
          expect(contrastRatio(vars['--stride-link']!, selected)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(vars['--stride-input-border']!, background)).toBeGreaterThanOrEqual(3);
        }
      }
    },
  );
});

describe('themeStylesheet', () => {
  it("draws the app's default mode first, the device's preference without a pick, and a pick above both", () => {
    const css = themeStylesheet({ ...defaultTheme(), default_color_mode: 'dark' });
    expect(css).toMatch(/^:root\{--stride-primary:[^}]*\}/);
    expect(css).toContain(`:root,:root[data-color-mode="dark"]{--stride-page:${DARK_PAGE}`);
    expect(css).toContain('@media (prefers-color-scheme:light){:root:not([data-color-mode]){--stride-page:#f7f8f9');
    expect(css).toContain(':root[data-color-mode="light"]{--stride-page:#f7f8f9');
    expect(css).not.toContain('prefers-color-scheme:dark');
    expect(themeStylesheet(defaultTheme())).toContain(
      '@media (prefers-color-scheme:dark){:root:not([data-color-mode]){',
    );
  });

  it("starts with the @font-face rules of the theme's fonts only", () => {
    const css = themeStylesheet({ ...defaultTheme(), heading_font: 'Oswald', body_font: 'Lato' });
    expect(css.startsWith('@font-face')).toBe(true);
    expect(css).toContain('font-family:"Oswald"');
    expect(css).toContain('font-family:"Lato"');
    expect(css).not.toContain('font-family:"Inter"');
    expect(themeStylesheet(defaultTheme())).not.toContain('@font-face');
  });
});
