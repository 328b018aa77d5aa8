import { SYSTEM_FONT_STACK, catalogueFont, fontFaceCss, fontStack } from './themeFonts';

describe('theme fonts', () => {
  it('finds a catalogue font by its name or slug, in any case', () => {
    expect(catalogueFont('Open Sans')?.slug).toBe('open-sans');
    expect(catalogueFont('open_sans')?.slug).toBe('open-sans');
    expect(catalogueFont(' POPPINS ')?.family).toBe('Poppins');
    expect(catalogueFont('Comic Sans')).toBeNull();
  });

  it('puts the font before the system stack, and an unknown font is the system stack', () => {
    expect(fontStack('Inter')).toBe(`"Inter", ${SYSTEM_FONT_STACK}`);
    expect(fontStack('Playfair Display')).toMatch(/^"Playfair Display", .*serif$/);
    expect(fontStack('system-ui')).toBe(SYSTEM_FONT_STACK);
    // Never echoed into CSS: a name cannot close the rule it sits in.
    expect(fontStack('x;}body{display:none')).toBe(SYSTEM_FONT_STACK);
  });

  it('declares only the named fonts, woff2 with font-display: swap, latin and latin-ext', () => {
    const css = fontFaceCss(['Inter', 'Inter', 'Unknown']);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family:"Inter"');
    expect(css).not.toContain('Poppins');
    expect(css).toContain('font-display:swap');
    expect(css).toContain('src:url(/fonts/inter/5.3.0/inter-latin-400-normal.woff2) format("woff2")');
    expect(css).toContain('/fonts/inter/5.3.0/inter-latin-ext-700-normal.woff2');
    expect(css).not.toContain('.woff)');
  });

  it('adds the arabic subset where the font draws it', () => {
    const css = fontFaceCss(['Cairo']);
    expect(css).toContain('/fonts/cairo/5.3.0/cairo-arabic-400-normal.woff2');
    expect(css).toMatch(/cairo-arabic-400-normal\.woff2\) format\("woff2"\);unicode-range:U\+0600-06FF/);
    expect(fontFaceCss(['Inter'])).not.toContain('arabic');
  });

  it('declares nothing for a theme on the system font', () => {
    expect(fontFaceCss(['system-ui', 'system-ui'])).toBe('');
  });
});
