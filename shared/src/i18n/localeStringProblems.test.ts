import { localeStringProblems } from './localeStringProblems';

const english = {
  title: 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  status_active: 'Active',
};

describe('localeStringProblems', () => {
  it('accepts a locale with every key, the plural categories its rules use and the same placeholders', () => {
    const polish = {
      title: 'Cześć {{name}}',
      items_one: 'jeden element',
      items_few: '{{count}} elementy',
      items_many: '{{count}} elementów',
      items_other: '{{count}} elementu',
      status_active: 'Aktywna',
    };
    expect(localeStringProblems(english, 'pl', polish)).toEqual([]);
  });

  it('names a missing key, a missing plural category, an empty string and a key English lacks', () => {
    const polish = { title: ' ', items_one: 'jeden', items_other: '{{count}}', extra: 'x', items_two: '2' };
    expect(localeStringProblems(english, 'pl', polish)).toEqual([
      'pl: "title" is empty',
      'pl: "title" has {{}} instead of {{name}}',
      'pl: missing "status_active"',
      'pl: missing "items_few"',
      'pl: missing "items_many"',
      'pl: "extra" is not an English key (or a plural form pl uses)',
      'pl: "items_two" is not an English key (or a plural form pl uses)',
    ]);
  });

  it('requires all six Arabic plural categories', () => {
    const arabic = { title: 'مرحبا {{name}}', items_one: 'عنصر', items_other: '{{count}} عنصر', status_active: 'نشط' };
    expect(localeStringProblems(english, 'ar', arabic)).toEqual([
      'ar: missing "items_few"',
      'ar: missing "items_many"',
      'ar: missing "items_two"',
      'ar: missing "items_zero"',
    ]);
  });

  it('names a renamed placeholder', () => {
    const german = {
      title: 'Hallo {{nom}}',
      items_one: '1 Element',
      items_other: '{{count}} Elemente',
      status_active: 'Aktiv',
    };
    expect(localeStringProblems(english, 'de', german)).toEqual(['de: "title" has {{nom}} instead of {{name}}']);
  });
});
