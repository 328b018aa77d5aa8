/**
 * Where an app that charges tax can sell, and at what rate (basis points, tax added on top of the price). A
 * country not listed is refused with invalid_customer_location: selling there would need a registration the
 * owner does not have. The United States and Canada need a postcode (state and provincial taxes are assessed
 * from it); their rate here is the federal one. Standard rates as of 2026.
 */
export interface TaxRegion {
  /** ISO 3166-1 alpha-2. */
  country: string;
  rate_bp: number;
  /** The postcode a buyer there must give, when one is needed. */
  postcode: RegExp | null;
}

const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const CA_POSTAL = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

export const TAX_REGIONS: readonly TaxRegion[] = [
  ['AT', 2000],
  ['AU', 1000],
  ['BE', 2100],
  ['BG', 2000],
  ['CH', 810],
  ['CY', 1900],
  ['CZ', 2100],
  ['DE', 1900],
  ['DK', 2500],
  ['EE', 2400],
  ['ES', 2100],
  ['FI', 2550],
  ['FR', 2000],
  ['GB', 2000],
  ['GR', 2400],
  ['HR', 2500],
  ['HU', 2700],
  ['IE', 2300],
  ['IS', 2400],
  ['IT', 2200],
  ['JP', 1000],
  ['LT', 2100],
  ['LU', 1700],
  ['LV', 2100],
  ['MT', 1800],
  ['NL', 2100],
  ['NO', 2500],
  ['NZ', 1500],
  ['PL', 2300],
  ['PT', 2300],
  ['RO', 2100],
  ['SE', 2500],
  ['SG', 900],
  ['SI', 2200],
  ['SK', 2300],
]
  .map(([country, rate]): TaxRegion => ({ country: country as string, rate_bp: rate as number, postcode: null }))
  .concat([
    { country: 'CA', rate_bp: 500, postcode: CA_POSTAL },
    { country: 'US', rate_bp: 0, postcode: US_ZIP },
  ])
  .sort((a, b) => a.country.localeCompare(b.country));

export function taxRegionOf(country: string): TaxRegion | null {
  const code = country.trim().toUpperCase();
  return TAX_REGIONS.find((region) => region.country === code) ?? null;
}
