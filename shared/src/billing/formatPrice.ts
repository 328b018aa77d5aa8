/**
 * An amount in minor units as a price in the member's language: "£49.00", "¥4,900". The currency's own number of
 * decimals (Intl knows JPY has none) turns minor units into the amount.
 */
export function formatMoney(minorUnits: number, currency: string, language: string): string {
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** decimals);
  } catch {
    // RangeError: not an ISO currency code. Show the amount rather than lose the row.
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}
