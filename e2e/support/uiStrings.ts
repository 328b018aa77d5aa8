import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './e2eEnv';

const ENTRY = /^\s+'?([\w.-]+)'?:\s*\n?\s*(['"])(.*?)\2,$/gm;

/** key → text of one locale file (`export const strings = { key: 'text', … }`), read as source. */
function readStrings(file: string): Map<string, string> {
  const strings = new Map<string, string>();
  for (const match of readFileSync(file, 'utf8').matchAll(ENTRY)) strings.set(match[1]!, match[3]!);
  return strings;
}

/** A package's `src/i18n` and the `src/<feature>/i18n` folders whose strings it merges into its namespace. */
function stringFolders(src: string): string[] {
  const features = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'i18n')))
    .map((entry) => join(src, entry.name, 'i18n'));
  return [join(src, 'i18n'), ...features];
}

/**
 * The English UI strings of the shell and every remote that the `locale` translation words differently: any of
 * them on a page in that locale is a string that escaped translation. Short words ("or", "OK") are left out.
 */
export function untranslatedEnglish(locale: string): Set<string> {
  const english = new Set<string>();
  for (const pkg of readdirSync(E2E.repoRoot).filter((name) => name === 'shell' || name.startsWith('mfe-'))) {
    for (const folder of stringFolders(join(E2E.repoRoot, pkg, 'src'))) {
      const englishFile = pkg === 'shell' ? join(folder, 'shellStrings.ts') : join(folder, 'en.ts');
      if (!existsSync(englishFile)) continue;
      const translated = readStrings(join(folder, `${locale}.ts`));
      for (const [key, text] of readStrings(englishFile)) {
        if (text.length > 3 && !text.includes('{{') && translated.get(key) !== text) english.add(text);
      }
    }
  }
  return english;
}
