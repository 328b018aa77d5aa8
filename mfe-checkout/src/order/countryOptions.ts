import { TAX_REGIONS } from '@stride/shared/billing';

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries an app that charges tax sells to, by their names in the member's language, in its order. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // A runtime without region names: the codes still let the member choose.
  }
  const collator = new Intl.Collator(language);
  return TAX_REGIONS.map(({ country }) => ({ code: country, name: names?.of(country) ?? country })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
