import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { uiResources } from '../react/uiResources';
import { uiStrings } from '../react/uiStrings';
import { LOCALES } from './locales';
import { localeStringProblems } from './localeStringProblems';

// The CI check of spec §1: every package with strings (the shell and each remote) ships every locale, each
// complete against English. Found on disk, so a new remote is checked without being listed here (that each
// remote's definition loads every locale is its describeRemoteDefinition contract).
const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name.startsWith('mfe-'))
  .filter((name) => existsSync(path.join(ROOT, name, 'src/i18n/en.ts')));

type StringsModule = { strings: Record<string, string> };
const load = (pkg: string, locale: string): Promise<StringsModule> =>
  import(path.join(ROOT, pkg, 'src/i18n', `${locale}.ts`)) as Promise<StringsModule>;

describe('locale files (spec §1: every string in every language)', () => {
  it('finds the shell and the remotes', () => {
    expect(PACKAGES).toEqual(expect.arrayContaining(['shell', 'mfe-content', 'mfe-auth', 'mfe-account']));
  });

  describe.each(PACKAGES)('%s', (pkg) => {
    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s has every English key, plural and placeholder',
      async (locale) => {
        const english = (await load(pkg, 'en')).strings;
        expect(existsSync(path.join(ROOT, pkg, 'src/i18n', `${locale}.ts`))).toBe(true);
        const { strings } = await load(pkg, locale);
        expect(localeStringProblems(english, locale, strings)).toEqual([]);
      },
    );
  });

  // The shared primitives' namespace, which the shell loads beside its own: checked through the loaders the
  // shell uses, so a locale file that exists but is not wired up fails too.
  describe('shared ui', () => {
    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s has every English key, plural and placeholder',
      async (locale) => {
        const loadUi = uiResources.resources[locale];
        expect({ locale, loads: Boolean(loadUi) }).toEqual({ locale, loads: true });
        const strings = loadUi ? (await loadUi()).strings : {};
        expect(localeStringProblems(uiStrings, locale, strings)).toEqual([]);
      },
    );
  });
});
