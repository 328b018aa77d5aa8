import { readFileSync } from 'node:fs';
import { BLOCK_COLORS, COLOR_MODES, colorHex, contrastRatio, type BlockColor } from '@stride/shared';
import { colorModeVars, themeToCssVars } from '@stride/shared/themeStylesheet';
import { appThemeSettingsSchema } from '../../db/jsonColumns';
import { appTheme } from '../../globalConfig/buildGlobalConfig';
import { DEMO_CONTENT_FILE, PRIVATE_DEMO_CONTENT_FILE } from '../seedDemoApp';

const demoThemes = [DEMO_CONTENT_FILE, PRIVATE_DEMO_CONTENT_FILE].map((file) => {
  const { app } = JSON.parse(readFileSync(file, 'utf8')) as { app: { slug: string; theme: unknown } };
  return [app.slug, appTheme(appThemeSettingsSchema.parse(app.theme))] as const;
});

describe.each(demoThemes)("the '%s' demo app's theme", (_slug, theme) => {
  it.each(COLOR_MODES)(
    'has links, text, muted text and errors of at least 4.5:1 on its pages and cards in %s mode',
    (mode) => {
      const vars = colorModeVars(theme, mode);
      const texts = ['--stride-link', '--stride-on-page', '--stride-on-surface', '--stride-muted', '--stride-danger'];
      const illegible = [vars['--stride-page']!, vars['--stride-surface']!].flatMap((background) =>
        texts.filter((text) => contrastRatio(vars[text]!, background) < 4.5).map((text) => `${text} on ${background}`),
      );
      expect(illegible).toEqual([]);
    },
  );

  it.each(COLOR_MODES)('has a focus ring and input borders of at least 3:1 in %s mode', (mode) => {
    const vars = colorModeVars(theme, mode);
    for (const background of [vars['--stride-page']!, vars['--stride-surface']!]) {
      expect(contrastRatio(vars['--stride-focus']!, background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(vars['--stride-input-border']!, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(BLOCK_COLORS)('puts text of at least 4.5:1 on a %s block or button', (color: BlockColor) => {
    const onColor = themeToCssVars(theme)[`--stride-on-${color.replace(/_/g, '-')}`]!;
    expect(contrastRatio(onColor, colorHex(theme, color))).toBeGreaterThanOrEqual(4.5);
  });
});
