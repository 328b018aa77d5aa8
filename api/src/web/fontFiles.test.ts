import { existsSync } from 'node:fs';
import path from 'node:path';
import { FONT_CATALOGUE, FONT_FILES_VERSION, FONT_WEIGHTS, fontFilePath } from '@stride/shared/themeStylesheet';
import { fontFilesDir, installedFontVersion } from './fontFiles';

describe('theme font files', () => {
  it.each(FONT_CATALOGUE.map((font) => [font.family, font] as const))(
    'has every file the stylesheet names for %s, from the release its URLs carry',
    (_family, font) => {
      expect(installedFontVersion(font)).toBe(FONT_FILES_VERSION);
      for (const subset of font.subsets) {
        for (const weight of FONT_WEIGHTS) {
          const file = path.basename(fontFilePath(font, subset, weight));
          expect(existsSync(path.join(fontFilesDir(font), file))).toBe(true);
        }
      }
    },
  );
});
