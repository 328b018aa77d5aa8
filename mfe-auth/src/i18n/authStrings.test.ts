import { strings as AR_STRINGS } from './ar';
import { strings as EN_STRINGS } from './en';
import { strings as ES_STRINGS } from './es';

/** The {{placeholders}} of a string, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('auth strings', () => {
  it.each([
    ['es', ES_STRINGS],
    ['ar', AR_STRINGS],
  ])('%s translates every English string with the same placeholders', (_, strings) => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(EN_STRINGS).sort());
    for (const [key, english] of Object.entries(EN_STRINGS)) {
      const translated = strings[key as keyof typeof EN_STRINGS];
      expect(translated.trim()).not.toBe('');
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});
