const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The {{placeholders}} of a string, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** English keys that i18next pluralises: `base_one` / `base_other` pairs, by base. */
function pluralBases(english: Readonly<Record<string, string>>): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && `${base}_other` in english && `${base}_one` in english) bases.add(base);
  }
  return bases;
}

/**
 * What a locale's strings get wrong against English (the source of every key): a missing or empty key, a
 * key English does not have, a plural category the locale's rules need but lacks (Intl.PluralRules, the rules
 * i18next resolves plurals with), or a {{placeholder}} lost, added or renamed. A plural form may leave out
 * {{count}} ("a minute"), nothing else. Empty when the locale is complete.
 */
export function localeStringProblems(
  english: Readonly<Record<string, string>>,
  locale: string,
  strings: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  const bases = pluralBases(english);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!bases.has(base)) expected.set(key, text);
  }
  for (const base of bases) {
    for (const category of categories) expected.set(`${base}_${category}`, english[`${base}_other`] ?? '');
  }

  for (const [key, source] of expected) {
    const text = strings[key];
    if (text === undefined) {
      problems.push(`${locale}: missing "${key}"`);
      continue;
    }
    if (!text.trim()) problems.push(`${locale}: "${key}" is empty`);
    const isPluralForm = bases.has(key.replace(PLURAL_SUFFIX, ''));
    const wanted = placeholdersOf(source).filter((name) => !(isPluralForm && name === 'count'));
    const found = placeholdersOf(text).filter((name) => !(isPluralForm && name === 'count'));
    if (wanted.join() !== found.join()) {
      problems.push(`${locale}: "${key}" has {{${found.join('}}, {{')}}} instead of {{${wanted.join('}}, {{')}}}`);
    }
  }
  for (const key of Object.keys(strings)) {
    if (!expected.has(key))
      problems.push(`${locale}: "${key}" is not an English key (or a plural form ${locale} uses)`);
  }
  return problems;
}
