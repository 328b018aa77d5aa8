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

/**
 * The English UI strings of the shell and every remote that the `locale` translation words differently: any of
 * them on a page in that locale is a string that escaped translation. Short words ("or", "OK") are left out.
 */
export function untranslatedEnglish(locale: string): Set<string> {
  const english = new Set<string>();
  for (const pkg of readdirSync(E2E.repoRoot).filter((name) => name === 'shell' || name.startsWith('mfe-'))) {
    const folder = join(E2E.repoRoot, pkg, 'src/i18n');
    const englishFile = pkg === 'shell' ? join(folder, 'shellStrings.ts') : join(folder, 'en.ts');
    if (!existsSync(englishFile)) continue;
    const translated = readStrings(join(folder, `${locale}.ts`));
    for (const [key, text] of readStrings(englishFile)) {
      if (text.length > 3 && !text.includes('{{') && translated.get(key) !== text) english.add(text);
    }
  }
  return english;
}
